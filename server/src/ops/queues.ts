// What waits for the operator, by kind (GET /ops/queue?kind=): each feature that needs a person's
// decision adds its queue here.
import type { QueueKind } from '@wire/catalogue/certification'
import type { PayloadOf } from '@wire/catalogue'
import type { Queryable } from '../infra/db/client'
import { reviewQueue } from '../certification/review'
import { withdrawQueue } from '../withdraw/withdrawals'
import { rechargeQueue } from '../deposit/review'

type QueueRow = PayloadOf<'opsQueue'>[number]

export const OPS_QUEUES: Readonly<Record<QueueKind, (q: Queryable) => Promise<QueueRow[]>>> = {
  kyc: reviewQueue,
  // filled by the deposit and withdrawal features
  recharge: rechargeQueue,
  withdraw: withdrawQueue,
}
