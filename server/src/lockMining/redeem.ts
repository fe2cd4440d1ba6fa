// Early redemption (POST /lh/deposit/order/cancel): the days already due are paid first, then
// penalty = penalty ratio x remaining days x amount is taken and the rest returns to the asset
// account, the frozen amount released in the same transaction (WIRE.md: theirs never released it).
import { redemption } from '@common/lockMiningRules'
import type { PayloadOf } from '@wire/catalogue'
import { AppError } from '../infra/appError'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { dec, formatAmount } from '../infra/money/decimal'
import { applyChange, shiftParts } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { businessDate } from '../infra/schedule/businessDays'
import { ORDER_COLUMNS, remainingDays, type OrderRow } from './orders'
import { settleOrder } from './payouts'

export type Redeemed = PayloadOf<'lockCancel'>

export async function redeemEarly(
  q: Queryable,
  clock: Clock,
  tz: string,
  userId: number,
  orderId: number | undefined,
): Promise<Redeemed> {
  const [locked] =
    orderId === undefined
      ? []
      : await q.query<OrderRow>(
          `SELECT ${ORDER_COLUMNS} FROM lock_orders o JOIN lock_products p ON p.id = o.product_id
            WHERE o.id = $1 AND o.user_id = $2 FOR UPDATE OF o`,
          [orderId, userId],
        )
  if (!locked) throw new AppError('lock_order_not_found')
  if (locked.status !== 1) throw new AppError('lock_order_ended')
  await requireNotFrozen(q, userId)
  const today = businessDate(clock.now(), tz)
  const order = await settleOrder(q, clock, locked, today)
  if (order.status !== 1) throw new AppError('lock_order_ended')

  const { penalty, refund } = redemption(order.amount, order.penalty, remainingDays(order, today))
  const account = {
    userId,
    currencyId: order.currency_id,
    wallet: 'legal' as const,
    ref: { type: 'lock_order', id: order.id },
  }
  await shiftParts(q, clock, 'unfreeze', {
    ...account,
    amount: dec(order.amount),
    type: 'lock_unfreeze',
    info: 'Lock mining redeemed early: amount released',
  })
  if (dec(penalty).gt(0)) {
    await applyChange(q, clock, {
      ...account,
      change: dec(penalty).negated(),
      type: 'lock_penalty',
      info: `Early redemption penalty, ${remainingDays(order, today)} days early`,
    })
  }
  const moved = await q.query(
    `UPDATE lock_orders SET status = 3, penalty_paid = $2, refund = $3, closed_at = $4
      WHERE id = $1 AND status = 1 RETURNING id`,
    [order.id, penalty, refund, clock.now()],
  )
  // Locked FOR UPDATE above, so only a broken invariant gets here; the release rolls back with it.
  if (moved.length === 0) throw new AppError('lock_order_ended')
  return { id: order.id, penalty: formatAmount(penalty), refund: formatAmount(refund) }
}
