// Lock-mining products: what the app offers (GET /lh/deposit/config) and the operator's edits
// (POST /ops/lockmining/product, audited).
import type { PayloadOf } from '@wire/catalogue'
import { purchaseWindow } from '@common/lockMiningRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { currencyById } from '../infra/money/currencies'
import { dec, formatAmount, formatPlain } from '../infra/money/decimal'
import { audit } from '../infra/audit/audit'

export type LockProduct = PayloadOf<'lockProducts'>[number]

export interface ProductRow {
  id: number
  title: string
  currency_id: number
  days: number
  rate_min: string
  rate_max: string
  save_min: string
  save_max: string
  single_limit: number
  penalty: string
  start_at: Date
  end_at: Date
  enabled: boolean
}

/** USDT: the asset lock mining locks (SPEC §1). */
export const LOCK_CURRENCY_ID = 3

/** The window state, closed whenever the operator closed the product. */
export const windowOf = (p: ProductRow, now: Date): 0 | 1 | 2 =>
  purchaseWindow(p.enabled ? 1 : 0, now.getTime(), p.start_at.getTime(), p.end_at.getTime())

export function toProduct(p: ProductRow, now: Date, bought: number | undefined): LockProduct {
  return {
    id: p.id,
    title: p.title,
    currency_name: currencyById(p.currency_id)?.code ?? '',
    day: p.days,
    rate: formatPlain(p.rate_min),
    rate_max: formatPlain(p.rate_max),
    save_min: formatAmount(p.save_min),
    max: formatAmount(p.save_max),
    single_limit: p.single_limit,
    limit_left:
      p.single_limit === 0 || bought === undefined ? -1 : Math.max(0, p.single_limit - bought),
    adance_redeem_falsify: formatPlain(p.penalty),
    start_at: p.start_at.getTime(),
    end_at: p.end_at.getTime(),
    window: windowOf(p, now),
  }
}

/** The products users see: the open ones and those opening later, by the operator's order. */
export async function listProducts(
  q: Queryable,
  clock: Clock,
  userId: number,
): Promise<LockProduct[]> {
  const now = clock.now()
  const rows = await q.query<ProductRow & { bought: number }>(
    `SELECT p.*, (SELECT count(*)::int FROM lock_orders o
                   WHERE o.product_id = p.id AND o.user_id = $1) AS bought
       FROM lock_products p
      WHERE p.enabled AND p.end_at >= $2
      ORDER BY p.sort, p.id`,
    [userId, now],
  )
  return rows.map((r) => toProduct(r, now, r.bought))
}

/** The product, locked for the purchase's transaction; lock_product_invalid when unknown. */
export async function lockProduct(q: Queryable, id: number | undefined): Promise<ProductRow> {
  const [row] =
    id === undefined
      ? []
      : await q.query<ProductRow>('SELECT * FROM lock_products WHERE id = $1 FOR UPDATE', [id])
  if (!row) throw new AppError('lock_product_invalid')
  return row
}

export interface ProductInput {
  id?: number
  title: string
  days: number
  rateMin: string
  rateMax: string
  saveMin: string
  saveMax: string
  singleLimit: number
  penalty: string
  startAt: Date
  endAt: Date
  enabled: boolean
}

/** Creates a product, or changes product `id`; orders already bought keep their terms. */
export async function opsSaveProduct(
  q: Queryable,
  clock: Clock,
  input: ProductInput,
): Promise<LockProduct> {
  const title = input.title.trim()
  const sane =
    title.length > 0 &&
    input.days > 0 &&
    input.days <= 3650 &&
    dec(input.rateMax).gte(input.rateMin) &&
    dec(input.saveMin).gt(0) &&
    dec(input.saveMax).gte(input.saveMin) &&
    input.endAt >= input.startAt
  if (!sane) throw new AppError('lock_product_invalid')
  const values = [
    title,
    LOCK_CURRENCY_ID,
    input.days,
    input.rateMin,
    input.rateMax,
    input.saveMin,
    input.saveMax,
    input.singleLimit,
    input.penalty,
    input.startAt,
    input.endAt,
    input.enabled,
    clock.now(),
  ]
  const [row] =
    input.id === undefined
      ? await q.query<ProductRow>(
          `INSERT INTO lock_products (title, currency_id, days, rate_min, rate_max, save_min,
             save_max, single_limit, penalty, start_at, end_at, enabled, updated_at, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
                   (SELECT coalesce(max(sort), 0) + 1 FROM lock_products))
           RETURNING *`,
          values,
        )
      : await q.query<ProductRow>(
          `UPDATE lock_products SET title = $1, currency_id = $2, days = $3, rate_min = $4,
             rate_max = $5, save_min = $6, save_max = $7, single_limit = $8, penalty = $9,
             start_at = $10, end_at = $11, enabled = $12, updated_at = $13
           WHERE id = $14 RETURNING *`,
          [...values, input.id],
        )
  if (!row) throw new AppError('lock_product_invalid')
  const product = toProduct(row, clock.now(), undefined)
  await audit(q, clock, 'lock_product', String(row.id), product)
  return product
}
