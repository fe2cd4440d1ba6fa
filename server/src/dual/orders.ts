// Buying into a dual product (/dual/buyDual) and the user's orders. Every refusal comes before
// anything is written; the product row is locked while its quota is counted, and the deposit is
// frozen in the asset account in the transaction that writes the order.
import type { DualOrder } from '@wire/catalogue/dual'
import type { Paged } from '@wire/envelope'
import { coinPlaces } from '@common/coins'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import { requireNotFrozen } from '../identity/public'
import type { MarketFeed } from '../market/public'
import { requireAmount } from '../infra/money/amount'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'
import { lockParts, shiftParts } from '../infra/money/ledger'
import { depositCurrency, isOpen, readProduct, toDualProduct, type ProductRow } from './products'

export interface OrderRow {
  id: number
  user_id: number
  product_id: number
  num: string
  deposit_currency: number
  status: number
  payout: string | null
  payout_currency: number | null
  created_at: Date
  settled_at: Date | null
}

export async function buyDual(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  input: { productId: number | undefined; num: string },
): Promise<DualOrder> {
  const product = await readProduct(q, input.productId, true)
  const now = clock.now()
  if (!isOpen(product, now)) throw new AppError('dual_closed')
  const currency = depositCurrency(product)
  const code = currencyById(currency)?.code ?? ''
  const num = requireAmount(input.num, coinPlaces(currency))
  if (num.lt(product.min) || num.gt(product.max)) {
    throw new AppError('dual_amount_range', {
      min: dec(product.min).toFixed(),
      max: dec(product.max).toFixed(),
      currency: code,
    })
  }
  const left = dec(product.quota).minus(product.sold)
  if (num.gt(left)) throw new AppError('dual_quota', { left: left.toFixed(), currency: code })
  await requireNotFrozen(q, userId)
  const account = { userId, currencyId: currency, wallet: 'legal' as const }
  const { available } = await lockParts(q, account)
  if (available.lt(num)) {
    throw new AppError('dual_insufficient', {
      // what is available: at the coin's places, cut down, never more than can be spent
      available: money(available.toFixed(), coinPlaces(currency)),
      currency: code,
    })
  }
  await q.query('UPDATE dual_products SET sold = sold + $2 WHERE id = $1', [
    product.id,
    num.toFixed(),
  ])
  const [order] = await q.query<OrderRow>(
    `INSERT INTO dual_orders (user_id, product_id, num, deposit_currency, status, created_at)
     VALUES ($1, $2, $3, $4, 1, $5) RETURNING *`,
    [userId, product.id, num.toFixed(), currency, now],
  )
  await shiftParts(q, clock, 'freeze', {
    ...account,
    amount: num,
    type: 'dual_freeze',
    info: `Deposit of dual investment order #${order.id}`,
    ref: { type: 'dual_order', id: order.id },
  })
  return toDualOrder(order, { ...product, sold: dec(product.sold).plus(num).toFixed() }, feed, now)
}

function toDualOrder(o: OrderRow, product: ProductRow, feed: MarketFeed, now: Date): DualOrder {
  return {
    id: o.id,
    product: toDualProduct(product, feed, now),
    num: dec(o.num).toFixed(),
    deposit_currency: o.deposit_currency,
    status: o.status === 2 ? 2 : 1,
    payout: o.payout === null ? null : dec(o.payout).toFixed(),
    payout_currency: o.payout_currency,
    payout_name: o.payout_currency === null ? null : (currencyById(o.payout_currency)?.code ?? ''),
    create_time: o.created_at.toISOString(),
    settle_time: o.settled_at?.toISOString() ?? null,
  }
}

export async function listOrders(
  q: Queryable,
  feed: MarketFeed,
  now: Date,
  userId: number,
  paging: Paging,
): Promise<Paged<DualOrder>> {
  const page = await pagedList<OrderRow, OrderRow>(
    q,
    paging,
    {
      select: 'SELECT *',
      from: 'FROM dual_orders WHERE user_id = $1',
      orderBy: 'id DESC',
      params: [userId],
    },
    (row) => row,
  )
  const ids = [...new Set(page.data.map((o) => o.product_id))]
  const products = await q.query<ProductRow>('SELECT * FROM dual_products WHERE id = ANY($1)', [
    ids,
  ])
  const byId = new Map(products.map((p) => [p.id, p]))
  return {
    ...page,
    data: page.data.flatMap((o) => {
      const p = byId.get(o.product_id)
      return p ? [toDualOrder(o, p, feed, now)] : []
    }),
  }
}
