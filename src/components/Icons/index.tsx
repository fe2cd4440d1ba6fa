export { StarIcon } from './StarIcon'
export { BELL_SRC } from './bell'
