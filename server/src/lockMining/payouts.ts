// Paying an order what it is due, once: each day's profit from the day after purchase to the end
// date, and on the end date the principal. One transaction per order; lock_payouts' key (order,
// day) and the order's paid_through make a day paid at most once, whichever node or retry runs.
import { createHash } from 'node:crypto'
import { add, divDown, mul, round, sub } from '@common/decimal'
import { dayProfit } from '@common/lockMiningRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { dec } from '../infra/money/decimal'
import { applyChange, shiftParts } from '../infra/money/ledger'
import { addDays, earlier } from '../infra/schedule/businessDays'
import type { OrderRow } from './orders'

const RATE_PLACES = 4

/**
 * The rate of `day` for order `orderId`: a point of the order's range drawn from a hash of the
 * two, so a rerun pays the same and nobody can predict it from the range alone.
 */
export function dayRate(orderId: number, day: string, rateMin: string, rateMax: string): string {
  const digest = createHash('sha256').update(`${orderId}:${day}`).digest()
  const step = digest.readUInt32BE(0) % 1001
  const share = divDown(step, 1000, 3)
  return round(add(rateMin, mul(sub(rateMax, rateMin), share)), RATE_PLACES, 'down')
}

const account = (o: OrderRow) => ({
  userId: o.user_id,
  currencyId: o.currency_id,
  wallet: 'legal' as const,
  ref: { type: 'lock_order', id: o.id },
})

/**
 * Pays `o` (locked FOR UPDATE in transaction `q`, status 1) every day due up to business date
 * `today`, and returns its principal when `today` reached the end date. Returns the order as it
 * now stands.
 */
export async function settleOrder(
  q: Queryable,
  clock: Clock,
  o: OrderRow,
  today: string,
): Promise<OrderRow> {
  const last = earlier(today, o.end_date)
  let paidThrough = o.paid_through
  let earned = dec(o.total_interest)
  for (let day = addDays(paidThrough, 1); day <= last; day = addDays(day, 1)) {
    const rate = dayRate(o.id, day, o.rate_min, o.rate_max)
    const profit = dayProfit(o.amount, rate)
    const [inserted] = await q.query<{ day: string }>(
      `INSERT INTO lock_payouts (order_id, day, rate, amount, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING day::text`,
      [o.id, day, rate, profit, clock.now()],
    )
    // paid before (a transaction that committed but whose order update this one cannot see
    // cannot exist: both are in one transaction), so this only guards a broken invariant
    if (!inserted) throw new Error(`lock order ${o.id}: day ${day} was already paid`)
    if (dec(profit).gt(0)) {
      await applyChange(q, clock, {
        ...account(o),
        change: dec(profit),
        type: 'lock_profit',
        info: `Lock mining profit for ${day} at ${rate}%`,
      })
    }
    earned = earned.plus(profit)
    paidThrough = day
  }
  const ended = today >= o.end_date
  if (ended) {
    await shiftParts(q, clock, 'unfreeze', {
      ...account(o),
      amount: dec(o.amount),
      type: 'lock_unfreeze',
      info: 'Lock mining ended: principal returned',
    })
  }
  // The order moves forward from "locked" once (DESIGN §9); a row that is no longer locked here
  // means someone settled it meanwhile, and everything this transaction paid rolls back.
  const moved = await q.query(
    `UPDATE lock_orders SET paid_through = $2, total_interest = $3,
            status = CASE WHEN $4 THEN 2 ELSE status END,
            closed_at = CASE WHEN $4 THEN $5 ELSE closed_at END
      WHERE id = $1 AND status = 1 RETURNING id`,
    [o.id, paidThrough, earned.toFixed(), ended, clock.now()],
  )
  if (moved.length === 0) throw new Error(`lock order ${o.id} is no longer locked`)
  return {
    ...o,
    paid_through: paidThrough,
    total_interest: earned.toFixed(),
    status: ended ? 2 : o.status,
  }
}
