import type { Area } from '../area'
import { addressBookRoutes } from './routes'

export const addressBookArea: Area = {
  name: 'addressBook',
  routes: addressBookRoutes,
}
