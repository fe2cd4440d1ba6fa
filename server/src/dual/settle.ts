// Settlement, exactly once across nodes, in two claims of one round (schedule/claim.ts): a product
// whose settle_at has passed gets the recorded price of that instant (its row claimed FOR UPDATE
// SKIP LOCKED, one per transaction, the price written only while it has none); then its holding
// orders, claimed the same way a batch at a time, each pay once
// (`UPDATE ... WHERE status = 1`): the deposit leaves the frozen part and the payout the formula
// gives (common/dualRules.ts) is credited, with a message.
import { coinPlaces, USDT } from '@common/coins'
import { dualPayout } from '@common/dualRules'
import type { Clock } from '../infra/clock'
import type { Db, Queryable } from '../infra/db/client'
import { claimDue } from '../infra/schedule/claim'
import type { MarketFeed } from '../market/public'
import { usdtMatch } from '../market/public'
import { notify, priceVar, type StoredMessage } from '../messages/public'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'
import { applyChanges, lockParts } from '../infra/money/ledger'
import type { OrderRow } from './orders'
import type { ProductRow } from './products'

const ORDERS_PER_TX = 100

export interface DualDeps {
  clock: Clock
  feed: MarketFeed
}

/** Up to `limit` products due for settlement whose price is not fixed yet. */
function claimUnpriced(q: Queryable, deps: DualDeps, limit: number): Promise<ProductRow[]> {
  return q.query<ProductRow>(
    `SELECT * FROM dual_products WHERE settle_price IS NULL AND settle_at <= $1
      ORDER BY settle_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [deps.clock.now(), limit],
  )
}

/** Writes the claimed product's price at its settle_at; its id. */
async function fixPrice(q: Queryable, deps: DualDeps, product: ProductRow): Promise<number> {
  const match = usdtMatch(deps.feed, product.currency_id)
  if (!match) throw new Error(`dual product ${product.id}: no USDT symbol for its coin`)
  const price = deps.feed.priceAt(match.id, product.settle_at.getTime())
  await q.query(
    'UPDATE dual_products SET settle_price = $2 WHERE id = $1 AND settle_price IS NULL',
    [product.id, price],
  )
  return product.id
}

function payoutOf(o: OrderRow, p: SettledProduct) {
  const payout = dualPayout(
    { type: p.type, target_price: p.target_price, apr: p.apr, days: p.days },
    o.num,
    p.settle_price,
    coinPlaces(p.currency_id),
  )
  return { amount: dec(payout.amount), currency: payout.in === 'coin' ? p.currency_id : USDT.id }
}

type SettledProduct = ProductRow & { settle_price: string }

async function settleOrder(
  q: Queryable,
  { clock, feed }: DualDeps,
  o: OrderRow,
  p: SettledProduct,
): Promise<StoredMessage> {
  const payout = payoutOf(o, p)
  const [moved] = await q.query(
    `UPDATE dual_orders SET status = 2, payout = $2, payout_currency = $3, settled_at = $4
      WHERE id = $1 AND status = 1 RETURNING id`,
    [o.id, payout.amount.toFixed(), payout.currency, clock.now()],
  )
  if (!moved) throw new Error(`dual order ${o.id} settled twice`)
  const ref = { type: 'dual_order', id: o.id }
  const deposit = { userId: o.user_id, currencyId: o.deposit_currency, wallet: 'legal' as const }
  const out = {
    part: 'frozen' as const,
    change: dec(o.num).negated(),
    type: 'dual_settle' as const,
    info: `Deposit of dual investment order #${o.id}, settled`,
    ref,
  }
  const pay = {
    change: payout.amount,
    type: 'dual_payout' as const,
    info: `Payout of dual investment order #${o.id} at ${p.settle_price}`,
    ref,
  }
  const paid = payout.amount.gt(0)
  if (payout.currency === o.deposit_currency) {
    await applyChanges(q, clock, deposit, paid ? [out, pay] : [out])
  } else {
    await applyChanges(q, clock, deposit, [out])
    if (paid) await applyChanges(q, clock, { ...deposit, currencyId: payout.currency }, [pay])
  }
  return notify(q, clock, o.user_id, 'dual_settled', {
    id: String(o.id),
    price: priceVar(p.settle_price, usdtMatch(feed, p.currency_id)?.price_precision ?? 2),
    payout: payout.amount.toFixed(),
    currency: currencyById(payout.currency)?.code ?? '',
  })
}

interface DueOrder {
  order: OrderRow
  product: SettledProduct
}

/**
 * Claims up to `limit` holding orders of products whose price is fixed, with their products, and
 * locks every balance the batch will touch first, in one order (user, currency): an order may pay
 * in another currency than its deposit, so locking each order's two balances as it is handled
 * could wait in a circle with another node's batch over the same users.
 */
async function claimPriced(q: Queryable, limit: number): Promise<DueOrder[]> {
  const orders = await q.query<OrderRow>(
    `SELECT o.* FROM dual_orders o JOIN dual_products p ON p.id = o.product_id
      WHERE o.status = 1 AND p.settle_price IS NOT NULL
      ORDER BY o.id LIMIT $1 FOR UPDATE OF o SKIP LOCKED`,
    [limit],
  )
  if (orders.length === 0) return []
  const ids = [...new Set(orders.map((o) => o.product_id))]
  const products = await q.query<SettledProduct>('SELECT * FROM dual_products WHERE id = ANY($1)', [
    ids,
  ])
  const byId = new Map(products.map((p) => [p.id, p]))
  const due: DueOrder[] = []
  const accounts = new Map<string, { userId: number; currencyId: number }>()
  const touch = (userId: number, currencyId: number) =>
    accounts.set(`${userId}:${currencyId}`, { userId, currencyId })
  for (const order of orders) {
    const product = byId.get(order.product_id)
    if (!product) continue
    due.push({ order, product })
    touch(order.user_id, order.deposit_currency)
    touch(order.user_id, payoutOf(order, product).currency)
  }
  const ordered = [...accounts.values()].sort(
    (a, b) => a.userId - b.userId || a.currencyId - b.currencyId,
  )
  for (const a of ordered) await lockParts(q, { ...a, wallet: 'legal' })
  return due
}

/** One round of the settlement job: every due price, then every order it decides (counted). */
export async function settleRound(
  db: Db,
  deps: DualDeps,
  committed: (messages: readonly StoredMessage[]) => void,
): Promise<number> {
  await claimDue(db, {
    // one a transaction: a product the feed cannot price fails the round, and leaves the prices
    // fixed before it fixed
    batchSize: 1,
    claim: (q, limit) => claimUnpriced(q, deps, limit),
    handle: (q, product) => fixPrice(q, deps, product),
  })
  return claimDue(db, {
    batchSize: ORDERS_PER_TX,
    claim: claimPriced,
    handle: (q, { order, product }) => settleOrder(q, deps, order, product),
    committed,
  })
}
