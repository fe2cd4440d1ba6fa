// The platform's variant is picked by file name: AmountInput.h5.tsx on H5, AmountInput.tsx on
// mini-programs.
export { AmountInput } from './AmountInput'
export type { AmountInputProps } from './props'
