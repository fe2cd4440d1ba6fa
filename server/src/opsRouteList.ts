// Every feature's operator routes, in one list, as apiRoutes.ts lists the app's. A feature exports
// `<feature>OpsRoutes` from its own routes.ts and adds it here; app.ts mounts them all under /ops,
// behind the operator token (ops/token.ts).
import { bankCardOpsRoutes } from './bankCard/routes'
import { certificationOpsRoutes } from './certification/routes'
import { depositOpsRoutes } from './deposit/routes'
import { identityOpsRoutes } from './identity/routes'
import { jurisdictionOpsRoutes } from './jurisdiction/routes'
import { lockMiningOpsRoutes } from './lockMining/routes'
import { messagesOpsRoutes } from './messages/routes'
import type { RouteModule } from './apiRoutes'
import { opsQueueRoutes } from './ops/routes'
import { spotOpsRoutes } from './spot/routes'
import { dualOpsRoutes } from './dual/routes'
import { projectOpsRoutes } from './project/routes'
import { loanOpsRoutes } from './loan/routes'
import { p2pOpsRoutes } from './p2p/routes'
import { collectiblesOpsRoutes } from './collectibles/routes'
import { followOpsRoutes } from './follow/routes'
import { leverOpsRoutes } from './lever/routes'
import { supportOpsRoutes } from './support/routes'
import { uploadOpsRoutes } from './upload/routes'
import { walletOpsRoutes } from './wallet/routes'
import { withdrawOpsRoutes } from './withdraw/routes'

export const OPS_ROUTES: readonly RouteModule[] = [
  identityOpsRoutes,
  walletOpsRoutes,
  opsQueueRoutes,
  certificationOpsRoutes,
  messagesOpsRoutes,
  bankCardOpsRoutes,
  lockMiningOpsRoutes,
  uploadOpsRoutes,
  withdrawOpsRoutes,
  depositOpsRoutes,
  supportOpsRoutes,
  spotOpsRoutes,
  leverOpsRoutes,
  followOpsRoutes,
  dualOpsRoutes,
  projectOpsRoutes,
  loanOpsRoutes,
  p2pOpsRoutes,
  collectiblesOpsRoutes,
  jurisdictionOpsRoutes,
]
