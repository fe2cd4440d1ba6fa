// Every server area, one line each (area.ts: what an area brings). A new area folder writes its
// area.ts and adds it here. The order is the order of mounting: API_ROUTES' before this list was
// made, which it keeps; the /ops routes and the jobs follow it too (areas.test.ts says why their
// order does not matter).
import type { Area } from './area'
import { addressBookArea } from './addressBook/area'
import { alertsArea } from './alerts/area'
import { bankCardArea } from './bankCard/area'
import { certificationArea } from './certification/area'
import { collectiblesArea } from './collectibles/area'
import { contentArea } from './content/area'
import { depositArea } from './deposit/area'
import { dualArea } from './dual/area'
import { exchangeArea } from './exchange/area'
import { exportsArea } from './exports/area'
import { followArea } from './follow/area'
import { identityArea } from './identity/area'
import { jurisdictionArea } from './jurisdiction/area'
import { leverArea } from './lever/area'
import { loanArea } from './loan/area'
import { lockMiningArea } from './lockMining/area'
import { marketArea } from './market/area'
import { messagesArea } from './messages/area'
import { microtradeArea } from './microtrade/area'
import { opsArea } from './ops/area'
import { p2pArea } from './p2p/area'
import { payArea } from './pay/area'
import { projectArea } from './project/area'
import { recordsArea } from './records/area'
import { safetyArea } from './safety/area'
import { spotArea } from './spot/area'
import { supportArea } from './support/area'
import { uploadArea } from './upload/area'
import { walletArea } from './wallet/area'
import { watchlistArea } from './watchlist/area'
import { withdrawArea } from './withdraw/area'

export const AREAS: readonly Area[] = [
  contentArea,
  identityArea,
  addressBookArea,
  bankCardArea,
  uploadArea,
  marketArea,
  watchlistArea,
  microtradeArea,
  certificationArea,
  messagesArea,
  walletArea,
  opsArea,
  exchangeArea,
  recordsArea,
  withdrawArea,
  lockMiningArea,
  depositArea,
  supportArea,
  spotArea,
  leverArea,
  followArea,
  dualArea,
  projectArea,
  loanArea,
  p2pArea,
  payArea,
  collectiblesArea,
  safetyArea,
  alertsArea,
  exportsArea,
  jurisdictionArea,
]
