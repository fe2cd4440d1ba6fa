// Where an order's escrowed coin goes when the order ends: to the buyer on a release, back to the
// ad (or to the merchant once the ad is closed) on a cancellation. The coin is held in the
// merchant's frozen part from the ad's posting on (ads.ts), so only an end moves it.
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { dec } from '../infra/money/decimal'
import { applyChanges, lockParts, shiftParts } from '../infra/money/ledger'
import { readAd } from './ads'
import type { OrderRow } from './orders'

/** The escrowed coin to the buyer: out of the merchant's frozen part, into the buyer's available. */
export async function deliver(q: Queryable, clock: Clock, o: OrderRow): Promise<void> {
  const ref = { type: 'p2p_order', id: o.id }
  const merchant = { userId: o.merchant_id, currencyId: o.currency_id, wallet: 'legal' as const }
  const buyer = { ...merchant, userId: o.buyer_id }
  const [first, second] = o.merchant_id < o.buyer_id ? [merchant, buyer] : [buyer, merchant]
  await lockParts(q, first)
  await lockParts(q, second)
  await applyChanges(q, clock, merchant, [
    {
      part: 'frozen',
      change: dec(o.amount).negated(),
      type: 'p2p_release',
      info: `P2P order #${o.id} released`,
      ref,
    },
  ])
  await applyChanges(q, clock, buyer, [
    { change: dec(o.amount), type: 'p2p_receive', info: `P2P order #${o.id}`, ref },
  ])
}

/** The escrowed coin back to the ad, or to the merchant's available part once the ad is closed. */
export async function giveBack(q: Queryable, clock: Clock, o: OrderRow): Promise<void> {
  const ad = await readAd(q, o.ad_id, true)
  if (ad.status === 1) {
    await q.query('UPDATE p2p_ads SET remaining = remaining + $2 WHERE id = $1', [ad.id, o.amount])
    return
  }
  await shiftParts(q, clock, 'unfreeze', {
    userId: o.merchant_id,
    currencyId: o.currency_id,
    wallet: 'legal',
    amount: dec(o.amount),
    type: 'p2p_ad_unfreeze',
    info: `P2P order #${o.id} cancelled; its ad is closed`,
    ref: { type: 'p2p_order', id: o.id },
  })
}
