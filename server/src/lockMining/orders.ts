// Lock-mining orders: the row as stored, and as the app reads it (GET /lh/deposit/order).
import type { PayloadOf } from '@wire/catalogue'
import { redemption } from '@common/lockMiningRules'
import type { Queryable } from '../infra/db/client'
import { offsetOf, pageOf } from '../infra/db/paged'
import { currencyById } from '../infra/money/currencies'
import { formatAmount, formatPlain } from '../infra/money/decimal'
import { daysBetween } from '../infra/schedule/businessDays'

export type LockOrder = PayloadOf<'lockOrders'>['order_list'][number]
export type LockOrders = PayloadOf<'lockOrders'>

export interface OrderRow {
  id: number
  user_id: number
  product_id: number
  title: string
  currency_id: number
  amount: string
  days: number
  rate_min: string
  rate_max: string
  penalty: string
  start_date: string
  end_date: string
  paid_through: string
  status: 1 | 2 | 3
  total_interest: string
  penalty_paid: string | null
  refund: string | null
  created_at: Date
}

/** Dates as text: a `date` must not pass through the host's time zone. */
export const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, p.title, o.currency_id, o.amount,
  o.days, o.rate_min, o.rate_max, o.penalty, o.start_date::text AS start_date,
  o.end_date::text AS end_date, o.paid_through::text AS paid_through, o.status, o.total_interest,
  o.penalty_paid, o.refund, o.created_at`

/** Days until the principal returns, counted from business date `today`; 0 once ended. */
export const remainingDays = (o: OrderRow, today: string): number =>
  o.status === 1 ? Math.max(0, daysBetween(today, o.end_date)) : 0

export function toLockOrder(o: OrderRow, today: string, todayInterest: string): LockOrder {
  const preview =
    o.status === 3
      ? { penalty: o.penalty_paid ?? '0', refund: o.refund ?? '0' }
      : o.status === 1
        ? redemption(o.amount, o.penalty, remainingDays(o, today))
        : { penalty: '0', refund: '0' }
  return {
    id: o.id,
    product_id: o.product_id,
    title: o.title,
    currency_name: currencyById(o.currency_id)?.code ?? '',
    amount: formatAmount(o.amount),
    day: o.days,
    day_rate: `${formatPlain(o.rate_min)}-${formatPlain(o.rate_max)}`,
    rate: formatPlain(o.rate_min),
    rate_max: formatPlain(o.rate_max),
    adance_redeem_falsify: formatPlain(o.penalty),
    total_interest: formatAmount(o.total_interest),
    today_interest: formatAmount(todayInterest),
    start_at: o.start_date,
    end_at: o.end_date,
    remaining_days: remainingDays(o, today),
    status: o.status,
    cancel_fee: formatAmount(preview.penalty),
    refund: formatAmount(preview.refund),
    created_at: o.created_at.toISOString(),
  }
}

export interface OrderQuery {
  userId: number
  page: number
  limit: number
  /** 1, 2, 3, or undefined for all */
  status?: number
  today: string
}

export async function listOrders(q: Queryable, query: OrderQuery): Promise<LockOrders> {
  const { userId, limit, status, today } = query
  const rows = await q.query<OrderRow & { today_interest: string | null }>(
    `SELECT ${ORDER_COLUMNS},
            (SELECT amount FROM lock_payouts WHERE order_id = o.id AND day = $2::date)
              AS today_interest
       FROM lock_orders o JOIN lock_products p ON p.id = o.product_id
      WHERE o.user_id = $1 AND ($5::int IS NULL OR o.status = $5)
      ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    [userId, today, limit, offsetOf(query), status ?? null],
  )
  const [counts] = await q.query<{ total: number; locked: string; earned: string; today: string }>(
    `SELECT count(*) FILTER (WHERE $2::int IS NULL OR o.status = $2)::int AS total,
            coalesce(sum(o.amount) FILTER (WHERE o.status = 1), 0) AS locked,
            coalesce(sum(o.total_interest), 0) AS earned,
            coalesce((SELECT sum(l.amount) FROM lock_payouts l JOIN lock_orders x ON x.id = l.order_id
                       WHERE x.user_id = $1 AND l.day = $3::date), 0) AS today
       FROM lock_orders o WHERE o.user_id = $1`,
    [userId, status ?? null, today],
  )
  return {
    order_list: rows.map((r) => toLockOrder(r, today, r.today_interest ?? '0')),
    ...pageOf(query, counts.total),
    locked_total: formatAmount(counts.locked),
    today_interest: formatAmount(counts.today),
    total_interest: formatAmount(counts.earned),
  }
}
