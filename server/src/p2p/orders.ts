// P2P buy orders: placing (the coin escrowed from the ad), "paid", release, cancel, appeal, the
// operator's decision and the 15-minute timeout. Every change locks the order row and moves its
// status forward once (`UPDATE ... WHERE status = <from>`), so racing requests and the timer on
// any node change it once; locks are taken order -> ad -> balances everywhere.
import type { P2pOrder } from '@wire/catalogue/p2p'
import type { Paged } from '@wire/envelope'
import { coinPlaces } from '@common/coins'
import { compare } from '@common/decimal'
import { coinFor, maxFiat, P2P_DAILY_CANCELS, P2P_PAY_MINUTES } from '@common/p2pRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { requireCertified } from '../certification/public'
import { requireNotFrozen } from '../identity/public'
import { businessDate, startOfBusinessDate, addDays } from '../infra/schedule/businessDays'
import { type NoticeTemplate, notify, type StoredMessage } from '../messages/public'
import { requireAmount } from '../infra/money/amount'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'
import { requireOwnUpload } from '../upload/public'
import { readAd, type AdRow } from './ads'
import { deliver, giveBack } from './escrow'

export interface OrderRow {
  id: number
  ad_id: number
  buyer_id: number
  merchant_id: number
  currency_id: number
  fiat: string
  price: string
  amount: string
  fiat_amount: string
  status: number
  expires_at: Date
  paid_at: Date | null
  proof: string | null
  appeal_by: 'buyer' | 'merchant' | null
  appeal_reason: string | null
  appeal_at: Date | null
  decided: 'release' | 'return' | null
  cancel_reason: 'buyer' | 'timeout' | 'appeal' | null
  created_at: Date
  closed_at: Date | null
}

export interface P2pDeps {
  clock: Clock
  tz: string
}

const plain = (v: string) => dec(v).toFixed()
const codeOf = (id: number) => currencyById(id)?.code ?? ''

export function toOrder(
  o: OrderRow,
  ad: Pick<AdRow, 'bank_name' | 'card_holder' | 'card_number'>,
  merchantName: string,
  viewer: number,
): P2pOrder {
  const open = o.status === 1 || o.status === 2
  return {
    id: o.id,
    ad_id: o.ad_id,
    role: viewer === o.merchant_id ? 'merchant' : 'buyer',
    merchant_name: merchantName,
    currency_id: o.currency_id,
    currency_name: codeOf(o.currency_id),
    fiat: o.fiat,
    price: plain(o.price),
    amount: plain(o.amount),
    fiat_amount: dec(o.fiat_amount).toFixed(2),
    status: o.status === 4 ? 4 : o.status === 3 ? 3 : o.status === 2 ? 2 : 1,
    expires_at: o.expires_at.toISOString(),
    paid_at: o.paid_at?.toISOString() ?? null,
    proof_attached: o.proof !== null,
    payee: open
      ? { bank_name: ad.bank_name, card_holder: ad.card_holder, card_number: ad.card_number }
      : null,
    appeal_by: o.appeal_by,
    appeal_reason: o.appeal_reason,
    decided: o.decided,
    cancel_reason: o.cancel_reason,
    create_time: o.created_at.toISOString(),
    close_time: o.closed_at?.toISOString() ?? null,
  }
}

/** The order as `viewer` sees it, with its ad's payment details and the merchant's name. */
export async function orderView(q: Queryable, o: OrderRow, viewer: number): Promise<P2pOrder> {
  const [row] = await q.query<
    Pick<AdRow, 'bank_name' | 'card_holder' | 'card_number'> & { name: string }
  >(
    `SELECT a.bank_name, a.card_holder, a.card_number, m.name
       FROM p2p_ads a JOIN p2p_merchants m ON m.user_id = a.merchant_id WHERE a.id = $1`,
    [o.ad_id],
  )
  return toOrder(o, row, row.name, viewer)
}

/** The buyer's cancellations (theirs and the timer's) in the business day of `now`. */
export async function cancelsToday(q: Queryable, deps: P2pDeps, buyerId: number) {
  const today = businessDate(deps.clock.now(), deps.tz)
  const from = startOfBusinessDate(today, deps.tz)
  const until = startOfBusinessDate(addDays(today, 1), deps.tz)
  const [{ n }] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM p2p_orders
      WHERE buyer_id = $1 AND status = 4 AND cancel_reason IN ('buyer', 'timeout')
        AND closed_at >= $2 AND closed_at < $3`,
    [buyerId, from, until],
  )
  return { count: n, barredUntil: n > P2P_DAILY_CANCELS ? until : null }
}

export async function placeOrder(
  q: Queryable,
  deps: P2pDeps,
  buyer: { id: number; review_status: number },
  input: { adId: number | undefined; fiatAmount: string },
): Promise<{ order: P2pOrder; message: StoredMessage }> {
  requireCertified(buyer)
  const { barredUntil } = await cancelsToday(q, deps, buyer.id)
  if (barredUntil) {
    throw new AppError('p2p_barred', {
      limit: String(P2P_DAILY_CANCELS),
      time: `${barredUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    })
  }
  const ad = await readAd(q, input.adId, true)
  if (ad.status !== 1) throw new AppError('p2p_ad_closed')
  if (ad.merchant_id === buyer.id) throw new AppError('p2p_own_ad')
  const fiat = requireAmount(input.fiatAmount)
  const most = maxFiat(ad)
  if (fiat.lt(ad.min_fiat) || compare(fiat.toFixed(), most) > 0) {
    throw new AppError('p2p_amount_range', {
      min: dec(ad.min_fiat).toFixed(2),
      max: dec(most).toFixed(2),
      fiat: ad.fiat,
    })
  }
  const amount = coinFor(fiat.toFixed(), ad.price, coinPlaces(ad.currency_id))
  if (compare(amount, '0') <= 0)
    throw new AppError('p2p_amount_range', {
      min: dec(ad.min_fiat).toFixed(2),
      max: dec(most).toFixed(2),
      fiat: ad.fiat,
    })
  await requireNotFrozen(q, buyer.id)
  const now = deps.clock.now()
  await q.query('UPDATE p2p_ads SET remaining = remaining - $2 WHERE id = $1', [ad.id, amount])
  const [order] = await q.query<OrderRow>(
    `INSERT INTO p2p_orders (ad_id, buyer_id, merchant_id, currency_id, fiat, price, amount,
       fiat_amount, status, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10) RETURNING *`,
    [
      ad.id,
      buyer.id,
      ad.merchant_id,
      ad.currency_id,
      ad.fiat,
      ad.price,
      amount,
      fiat.toFixed(),
      new Date(now.getTime() + P2P_PAY_MINUTES * 60_000),
      now,
    ],
  )
  const message = await tell(q, deps.clock, order, order.merchant_id, 'p2p_new_order')
  return { order: await orderView(q, order, buyer.id), message }
}

/** The order, locked, when `userId` is its buyer or its merchant; refused as missing otherwise. */
export async function lockOrderOf(
  q: Queryable,
  userId: number,
  id: number | undefined,
): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>('SELECT * FROM p2p_orders WHERE id = $1 FOR UPDATE', [
    id ?? 0,
  ])
  if (!row || (row.buyer_id !== userId && row.merchant_id !== userId))
    throw new AppError('p2p_order_not_found')
  return row
}

function tell(
  q: Queryable,
  clock: Clock,
  o: OrderRow,
  userId: number,
  template: NoticeTemplate,
): Promise<StoredMessage> {
  return notify(q, clock, userId, template, {
    id: String(o.id),
    amount: plain(o.amount),
    currency: codeOf(o.currency_id),
    fiat_amount: dec(o.fiat_amount).toFixed(2),
    fiat: o.fiat,
  })
}

/** Moves the order from `from` to `to` once; the row as it now is. */
async function advance(
  q: Queryable,
  o: OrderRow,
  from: readonly number[],
  set: string,
  params: readonly unknown[],
): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>(
    `UPDATE p2p_orders SET ${set} WHERE id = $1 AND status = ANY($2::int[]) RETURNING *`,
    [o.id, from, ...params],
  )
  if (!row) throw new AppError('p2p_order_state')
  return row
}

export async function markPaid(
  q: Queryable,
  deps: P2pDeps,
  userId: number,
  input: { id: number | undefined; proof: string },
): Promise<{ order: P2pOrder; messages: StoredMessage[] }> {
  const o = await lockOrderOf(q, userId, input.id)
  if (o.buyer_id !== userId) throw new AppError('p2p_order_not_found')
  if (o.status !== 1) throw new AppError('p2p_order_state')
  // past its 15 minutes an order is the timer's, even before the timer has run
  if (deps.clock.now() >= o.expires_at) throw new AppError('p2p_expired')
  const proof = input.proof ? await requireOwnUpload(q, userId, input.proof) : null
  const paid = await advance(q, o, [1], 'status = 2, paid_at = $3, proof = $4', [
    deps.clock.now(),
    proof,
  ])
  const message = await tell(q, deps.clock, paid, o.merchant_id, 'p2p_paid')
  return { order: await orderView(q, paid, userId), messages: [message] }
}

export async function release(
  q: Queryable,
  deps: P2pDeps,
  userId: number,
  id: number | undefined,
): Promise<{ order: P2pOrder; messages: StoredMessage[] }> {
  const o = await lockOrderOf(q, userId, id)
  if (o.merchant_id !== userId) throw new AppError('p2p_order_not_found')
  // an appeal is the operator's to decide
  if (o.appeal_by !== null) throw new AppError('p2p_order_state')
  const released = await advance(q, o, [1, 2], 'status = 3, closed_at = $3', [deps.clock.now()])
  await deliver(q, deps.clock, released)
  const message = await tell(q, deps.clock, released, o.buyer_id, 'p2p_released')
  return { order: await orderView(q, released, userId), messages: [message] }
}

/** Cancels an unpaid order (the buyer's wish or the timer) and gives the coin back. */
export async function cancelUnpaid(
  q: Queryable,
  deps: P2pDeps,
  o: OrderRow,
  reason: 'buyer' | 'timeout',
): Promise<{ row: OrderRow; messages: StoredMessage[] }> {
  const row = await advance(q, o, [1], 'status = 4, cancel_reason = $3, closed_at = $4', [
    reason,
    deps.clock.now(),
  ])
  await giveBack(q, deps.clock, row)
  const template = reason === 'timeout' ? 'p2p_timeout' : 'p2p_cancelled'
  const messages = [
    await tell(q, deps.clock, row, o.buyer_id, template),
    await tell(q, deps.clock, row, o.merchant_id, template),
  ]
  return { row, messages }
}

export async function cancelByBuyer(
  q: Queryable,
  deps: P2pDeps,
  userId: number,
  id: number | undefined,
): Promise<{ order: P2pOrder; messages: StoredMessage[] }> {
  const o = await lockOrderOf(q, userId, id)
  if (o.buyer_id !== userId) throw new AppError('p2p_order_not_found')
  if (o.status !== 1) throw new AppError('p2p_order_state')
  const { row, messages } = await cancelUnpaid(q, deps, o, 'buyer')
  return { order: await orderView(q, row, userId), messages }
}

export async function appeal(
  q: Queryable,
  deps: P2pDeps,
  userId: number,
  input: { id: number | undefined; reason: string },
): Promise<{ order: P2pOrder; messages: StoredMessage[] }> {
  const o = await lockOrderOf(q, userId, input.id)
  if (o.status !== 2 || o.appeal_by !== null) throw new AppError('p2p_order_state')
  const reason = input.reason.trim()
  if (reason.length === 0) throw new AppError('p2p_appeal_reason')
  const by = userId === o.buyer_id ? 'buyer' : 'merchant'
  const row = await advance(q, o, [2], 'appeal_by = $3, appeal_reason = $4, appeal_at = $5', [
    by,
    reason,
    deps.clock.now(),
  ])
  const other = by === 'buyer' ? o.merchant_id : o.buyer_id
  const message = await tell(q, deps.clock, row, other, 'p2p_appealed')
  return { order: await orderView(q, row, userId), messages: [message] }
}

/** The operator's decision on an appealed order: the coin to the buyer, or back to the merchant. */
export async function decide(
  q: Queryable,
  deps: P2pDeps,
  id: number | undefined,
  result: 'release' | 'return',
): Promise<{ order: OrderRow; messages: StoredMessage[] }> {
  const [o] = await q.query<OrderRow>('SELECT * FROM p2p_orders WHERE id = $1 FOR UPDATE', [
    id ?? 0,
  ])
  if (!o) throw new AppError('p2p_order_not_found')
  if (o.status !== 2 || o.appeal_by === null) throw new AppError('p2p_order_state')
  const now = deps.clock.now()
  const row =
    result === 'release'
      ? await advance(q, o, [2], "status = 3, decided = 'release', closed_at = $3", [now])
      : await advance(
          q,
          o,
          [2],
          "status = 4, decided = 'return', cancel_reason = 'appeal', closed_at = $3",
          [now],
        )
  if (result === 'release') await deliver(q, deps.clock, row)
  else await giveBack(q, deps.clock, row)
  const template = result === 'release' ? 'p2p_released_by_operator' : 'p2p_returned_by_operator'
  const messages = [
    await tell(q, deps.clock, row, o.buyer_id, template),
    await tell(q, deps.clock, row, o.merchant_id, template),
  ]
  return { order: row, messages }
}

export async function listOrders(
  q: Queryable,
  userId: number,
  role: 'buyer' | 'merchant' | undefined,
  paging: Paging,
): Promise<Paged<P2pOrder>> {
  const page = await pagedList(
    q,
    paging,
    {
      select: 'SELECT *',
      from: `FROM p2p_orders WHERE ($2::text IS NULL AND (buyer_id = $1 OR merchant_id = $1))
               OR ($2 = 'buyer' AND buyer_id = $1) OR ($2 = 'merchant' AND merchant_id = $1)`,
      orderBy: 'id DESC',
      params: [userId, role ?? null],
    },
    (row: OrderRow) => row,
  )
  const data: P2pOrder[] = []
  for (const o of page.data) data.push(await orderView(q, o, userId))
  return { ...page, data }
}
