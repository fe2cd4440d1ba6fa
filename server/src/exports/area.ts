import type { Area } from '../area'
import { exportsRoutes } from './routes'

export const exportsArea: Area = {
  name: 'exports',
  routes: exportsRoutes,
}
