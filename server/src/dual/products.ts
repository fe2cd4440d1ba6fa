// Dual products as stored and as the wire shows them. A product takes orders while it is listed
// and its term has not begun (close_at = settle_at - days), so every order earns the same days.
import type { DualProduct } from '@wire/catalogue/dual'
import { coinPlaces, USDT } from '@common/coins'
import type { DualType } from '@common/dualRules'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MarketFeed } from '../market/public'
import { usdtMatch } from '../market/public'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'

export interface ProductRow {
  id: number
  currency_id: number
  type: DualType
  target_price: string
  apr: string
  days: number
  settle_at: Date
  min: string
  max: string
  quota: string
  sold: string
  status: number
  settle_price: string | null
  created_at: Date
}

const DAY_MS = 86_400_000

export const closeAt = (p: Pick<ProductRow, 'settle_at' | 'days'>): Date =>
  new Date(p.settle_at.getTime() - p.days * DAY_MS)

export const isOpen = (p: ProductRow, now: Date): boolean =>
  p.status === 1 && p.settle_price === null && now < closeAt(p)

/** What a deposit is counted in: the coin for a call, USDT for a put. */
export const depositCurrency = (p: Pick<ProductRow, 'type' | 'currency_id'>): number =>
  p.type === 'call' ? p.currency_id : USDT.id

const plain = (value: string): string => dec(value).toFixed()

export function toDualProduct(p: ProductRow, feed: MarketFeed, now: Date): DualProduct {
  const deposit = depositCurrency(p)
  const match = usdtMatch(feed, p.currency_id)
  return {
    id: p.id,
    currency_id: p.currency_id,
    currency_name: currencyById(p.currency_id)?.code ?? '',
    type: p.type,
    target_price: plain(p.target_price),
    apr: plain(p.apr),
    days: p.days,
    settle_at: p.settle_at.toISOString(),
    close_at: closeAt(p).toISOString(),
    min: plain(p.min),
    max: plain(p.max),
    quota: plain(p.quota),
    sold: plain(p.sold),
    deposit_currency: deposit,
    deposit_name: currencyById(deposit)?.code ?? '',
    deposit_places: coinPlaces(deposit),
    coin_places: coinPlaces(p.currency_id),
    last_price: match ? feed.priceAt(match.id, now.getTime()) : '0',
    open: isOpen(p, now),
    settle_price: p.settle_price === null ? null : plain(p.settle_price),
    simulated: true,
  }
}

export async function readProduct(
  q: Queryable,
  id: number | undefined,
  lock = false,
): Promise<ProductRow> {
  const [row] = await q.query<ProductRow>(
    `SELECT * FROM dual_products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id ?? 0],
  )
  if (!row) throw new AppError('dual_not_found')
  return row
}

/** The listed products taking orders, soonest settlement first. */
export async function openProducts(
  q: Queryable,
  now: Date,
  filter: { currencyId?: number; type?: DualType },
): Promise<ProductRow[]> {
  const rows = await q.query<ProductRow>(
    `SELECT * FROM dual_products
      WHERE settle_price IS NULL AND status = 1 AND settle_at > $1
        AND ($2::int IS NULL OR currency_id = $2) AND ($3::text IS NULL OR type = $3)
      ORDER BY settle_at, target_price, id LIMIT 100`,
    [now, filter.currencyId ?? null, filter.type ?? null],
  )
  return rows.filter((p) => isOpen(p, now))
}
