// Settlement, exactly once across nodes: a product whose settle_at has passed gets the recorded
// price of that instant (its row claimed FOR UPDATE SKIP LOCKED, the price written only while it
// has none); then its holding orders, claimed the same way a batch at a time, each pay once
// (`UPDATE ... WHERE status = 1`): the deposit leaves the frozen part and the payout the formula
// gives (common/dualRules.ts) is credited, with a message.
import { coinPlaces } from '@common/coins'
import { dualPayout } from '@common/dualRules'
import type { Clock } from '../clock'
import type { Db, Queryable } from '../db/client'
import type { MarketFeed } from '../market/feed'
import { usdtMatch } from '../market/usdtPrice'
import { notify } from '../messages/notices'
import type { StoredMessage } from '../messages/push'
import { currencyById } from '../money/currencies'
import { dec } from '../money/decimal'
import { applyChanges, lockParts } from '../money/ledger'
import { LEVER_QUOTE as USDT } from '../lever/book'
import type { OrderRow } from './orders'
import type { ProductRow } from './products'

const ORDERS_PER_TX = 100

export interface DualDeps {
  clock: Clock
  feed: MarketFeed
}

/** Fixes the price of one product due for settlement; false when none is waiting. */
async function fixOnePrice(q: Queryable, deps: DualDeps): Promise<boolean> {
  const [product] = await q.query<ProductRow>(
    `SELECT * FROM dual_products WHERE settle_price IS NULL AND settle_at <= $1
      ORDER BY settle_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [deps.clock.now()],
  )
  if (!product) return false
  const match = usdtMatch(deps.feed, product.currency_id)
  if (!match) throw new Error(`dual product ${product.id}: no USDT symbol for its coin`)
  const price = deps.feed.priceAt(match.id, product.settle_at.getTime())
  await q.query(
    'UPDATE dual_products SET settle_price = $2 WHERE id = $1 AND settle_price IS NULL',
    [product.id, price],
  )
  return true
}

function payoutOf(o: OrderRow, p: SettledProduct) {
  const payout = dualPayout(
    { type: p.type, target_price: p.target_price, apr: p.apr, days: p.days },
    o.num,
    p.settle_price,
    coinPlaces(p.currency_id),
  )
  return { amount: dec(payout.amount), currency: payout.in === 'coin' ? p.currency_id : USDT }
}

type SettledProduct = ProductRow & { settle_price: string }

async function settleOrder(
  q: Queryable,
  clock: Clock,
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
    price: dec(p.settle_price).toFixed(),
    payout: payout.amount.toFixed(),
    currency: currencyById(payout.currency)?.code ?? '',
  })
}

/** Settles a batch of holding orders of products whose price is fixed; how many. */
async function settleBatch(
  q: Queryable,
  deps: DualDeps,
  messages: StoredMessage[],
): Promise<number> {
  const orders = await q.query<OrderRow>(
    `SELECT o.* FROM dual_orders o JOIN dual_products p ON p.id = o.product_id
      WHERE o.status = 1 AND p.settle_price IS NOT NULL
      ORDER BY o.id LIMIT ${ORDERS_PER_TX} FOR UPDATE OF o SKIP LOCKED`,
  )
  if (orders.length === 0) return 0
  const ids = [...new Set(orders.map((o) => o.product_id))]
  const products = await q.query<SettledProduct>('SELECT * FROM dual_products WHERE id = ANY($1)', [
    ids,
  ])
  const byId = new Map(products.map((p) => [p.id, p]))
  // every balance the batch touches, locked first in one order (user, currency): two nodes'
  // batches over the same users then wait for each other instead of deadlocking
  const accounts = new Map<string, { userId: number; currencyId: number }>()
  const touch = (userId: number, currencyId: number) =>
    accounts.set(`${userId}:${currencyId}`, { userId, currencyId })
  for (const o of orders) {
    const p = byId.get(o.product_id)
    if (!p) continue
    touch(o.user_id, o.deposit_currency)
    touch(o.user_id, payoutOf(o, p).currency)
  }
  const ordered = [...accounts.values()].sort(
    (a, b) => a.userId - b.userId || a.currencyId - b.currencyId,
  )
  for (const a of ordered) await lockParts(q, { ...a, wallet: 'legal' })
  for (const o of orders) {
    const p = byId.get(o.product_id)
    if (p) messages.push(await settleOrder(q, deps.clock, o, p))
  }
  return orders.length
}

/** One round of the settlement job: every due price, then every order it decides. */
export async function settleRound(
  db: Db,
  deps: DualDeps,
  committed: (messages: StoredMessage[]) => void,
): Promise<number> {
  while (await db.tx((q) => fixOnePrice(q, deps))) {
    // one product a transaction
  }
  let settled = 0
  for (;;) {
    const messages: StoredMessage[] = []
    const n = await db.tx((q) => settleBatch(q, deps, messages))
    if (n === 0) return settled
    committed(messages)
    settled += n
  }
}
