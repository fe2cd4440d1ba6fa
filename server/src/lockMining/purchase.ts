// Buying a lock-mining product (POST /lh/deposit): refused, in this order, when the user is not
// certified, has no bound wallet, the product is unknown or its window is not open, the amount is
// outside the product's range, the user's purchase limit is reached, or the asset account does
// not hold the amount. The amount is frozen in the asset account in the same transaction that
// writes the order.
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { requireCertified } from '../certification/public'
import { requireAmount } from '../infra/money/amount'
import { formatAmount } from '../infra/money/decimal'
import { shiftParts } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { addDays, businessDate } from '../infra/schedule/businessDays'
import { ORDER_COLUMNS, toLockOrder, type LockOrder, type OrderRow } from './orders'
import { lockProduct, windowOf } from './products'

export interface PurchaseInput {
  productId?: number
  amount: string
}

/** Refuses a user without an address in the address book (SPEC §5: a bound wallet). */
export async function requireBoundWallet(q: Queryable, userId: number): Promise<void> {
  const [row] = await q.query('SELECT 1 FROM wallet_addresses WHERE user_id = $1 LIMIT 1', [userId])
  if (!row) throw new AppError('wallet_not_bound')
}

export async function purchase(
  q: Queryable,
  clock: Clock,
  tz: string,
  user: { id: number; review_status: number },
  input: PurchaseInput,
): Promise<LockOrder> {
  requireCertified(user)
  await requireBoundWallet(q, user.id)
  const product = await lockProduct(q, input.productId)
  const now = clock.now()
  const window = windowOf(product, now)
  if (window === 2) throw new AppError('lock_not_started')
  if (window === 0) throw new AppError('lock_closed')
  const amount = requireAmount(input.amount)
  if (amount.lt(product.save_min) || amount.gt(product.save_max)) {
    throw new AppError('lock_amount_range', {
      min: money(formatAmount(product.save_min)),
      max: money(formatAmount(product.save_max)),
    })
  }
  await requireNotFrozen(q, user.id)
  if (product.single_limit > 0) {
    // the product row is locked (lockProduct), so two purchases at once count one another
    const [{ bought }] = await q.query<{ bought: number }>(
      'SELECT count(*)::int AS bought FROM lock_orders WHERE user_id = $1 AND product_id = $2',
      [user.id, product.id],
    )
    if (bought >= product.single_limit) throw new AppError('lock_limit_reached')
  }
  const today = businessDate(now, tz)
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO lock_orders (user_id, product_id, currency_id, amount, days, rate_min, rate_max,
       penalty, start_date, end_date, paid_through, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9, $11) RETURNING id`,
    [
      user.id,
      product.id,
      product.currency_id,
      amount.toFixed(),
      product.days,
      product.rate_min,
      product.rate_max,
      product.penalty,
      today,
      addDays(today, product.days),
      now,
    ],
  )
  await shiftParts(q, clock, 'freeze', {
    userId: user.id,
    currencyId: product.currency_id,
    wallet: 'legal',
    amount,
    type: 'lock_freeze',
    info: `Locked in ${product.title}`,
    ref: { type: 'lock_order', id },
  })
  const [row] = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM lock_orders o JOIN lock_products p ON p.id = o.product_id
      WHERE o.id = $1`,
    [id],
  )
  return toLockOrder(row, today, '0')
}
