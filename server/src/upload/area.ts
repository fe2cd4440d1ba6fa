import type { Area } from '../area'
import { uploadOpsRoutes, uploadRoutes } from './routes'

export const uploadArea: Area = {
  name: 'upload',
  routes: uploadRoutes,
  opsRoutes: uploadOpsRoutes,
}
