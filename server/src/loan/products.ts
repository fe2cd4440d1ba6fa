// Loan products as stored and as the wire shows them, with each coin's price now.
import type { LoanProduct } from '@wire/catalogue/loan'
import { coinPlaces } from '@common/coins'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MarketFeed } from '../market/public'
import { usdtPriceAt } from '../market/public'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'

export interface ProductRow {
  borrowing_code: string
  currency_id: number
  days: number
  daily_rate: string
  collateral: string
  ltv_initial: string
  ltv_call: string
  ltv_liquidate: string
  min: string
  max: string
  status: number
  created_at: Date
}

export const collateralOf = (p: Pick<ProductRow, 'collateral'>): number[] =>
  p.collateral.split(',').map(Number)

const plain = (value: string): string => dec(value).toFixed()

/** A coin's USDT price at `at`; a product only ever names coins the feed prices. */
export function priceOf(feed: MarketFeed, currencyId: number, at: Date): string {
  const price = usdtPriceAt(feed, currencyId, at.getTime())
  if (price === undefined) throw new Error(`no USDT price for currency ${currencyId}`)
  return price
}

export function toLoanProduct(p: ProductRow, feed: MarketFeed, now: Date): LoanProduct {
  const collateral = collateralOf(p)
  return {
    borrowing_code: p.borrowing_code,
    currency: p.currency_id,
    currency_id: p.currency_id,
    currency_name: currencyById(p.currency_id)?.code ?? '',
    currency_places: coinPlaces(p.currency_id),
    currency_price: plain(priceOf(feed, p.currency_id, now)),
    days: p.days,
    daily_rate: plain(p.daily_rate),
    collateral,
    collateral_coins: collateral.map((id) => ({
      currency_id: id,
      currency_name: currencyById(id)?.code ?? '',
      places: coinPlaces(id),
      price: plain(priceOf(feed, id, now)),
    })),
    ltv_initial: plain(p.ltv_initial),
    ltv_call: plain(p.ltv_call),
    ltv_liquidate: plain(p.ltv_liquidate),
    min: plain(p.min),
    max: plain(p.max),
    open: p.status === 1,
    simulated: true,
  }
}

export async function readProduct(q: Queryable, code: string): Promise<ProductRow> {
  const [row] = await q.query<ProductRow>('SELECT * FROM loan_products WHERE borrowing_code = $1', [
    code,
  ])
  if (!row) throw new AppError('loan_product_not_found')
  return row
}

export function lendingProducts(q: Queryable): Promise<ProductRow[]> {
  return q.query<ProductRow>(
    'SELECT * FROM loan_products WHERE status = 1 ORDER BY currency_id, days, borrowing_code',
  )
}
