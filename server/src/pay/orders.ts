// Card deposits: the order made by /pay/createPay or /pay/createMjlPay (a pending deposit request
// and what the provider is to charge), and the provider's callback that closes it. Only a callback
// whose signature verifies moves money; the order leaves "waiting" in one conditional UPDATE, so a
// replayed or racing callback finds nothing to do, and the deposit is credited (or rejected) by
// the one rule every deposit is decided by (deposit/review.ts), in the same transaction.
import type { PayloadOf } from '@wire/catalogue'
import { compare } from '@common/decimal'
import {
  creditOf,
  PAY_COIN,
  PAY_MAX,
  PAY_MIN,
  PAY_PLACES,
  payAmountFault,
  type PayChannel,
} from '@common/payRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import { requireAmount } from '../infra/money/amount'
import { formatAmount, formatPlain, dec } from '../infra/money/decimal'
import { requireNotFrozen } from '../identity/public'
import { type Decided, decideRecharge } from '../deposit/public'
import type { PaymentProvider } from './provider'
import type { PayProviders } from './providers'

export type PayOrderView = PayloadOf<'payOrder'>
export type PayTerms = PayloadOf<'payTerms'>

/** Stored as the reason of a failed card deposit; the app shows its own translated words. */
export const DECLINED_REMARK = 'The card payment failed'

interface PayOrderRow {
  id: string | number
  user_id: string | number
  recharge_id: string | number
  channel: PayChannel
  provider: string
  country_code: string
  currency_code: string
  pay_amount: string
  rate: string
  status: 1 | 2 | 3
  provider_ref: string | null
  created_at: Date
  closed_at: Date | null
  credit: string
}

export async function payTerms(q: Queryable, provider: PaymentProvider): Promise<PayTerms> {
  const rows = await q.query<{ key: string; value: string }>(
    `SELECT key, value FROM settings WHERE key IN ('tx_rate', 'pay_currency', 'pay_country')`,
  )
  const get = (key: string) => rows.find((r) => r.key === key)?.value.trim() ?? ''
  const rate = get('tx_rate')
  const available = /^\d+(\.\d+)?$/.test(rate) && !dec(rate).isZero()
  return {
    available,
    sandbox: provider.sandbox,
    country_code: get('pay_country'),
    currency_code: get('pay_currency'),
    rate: available ? formatPlain(dec(rate)) : '0',
    min: PAY_MIN,
    max: PAY_MAX,
  }
}

function viewOf(row: PayOrderRow, provider: PaymentProvider): PayOrderView {
  const open = row.status === 1 && row.provider === provider.name
  return {
    id: Number(row.id),
    recharge_id: Number(row.recharge_id),
    channel: row.channel,
    provider: row.provider,
    sandbox: provider.sandbox,
    country_code: row.country_code,
    currency_code: row.currency_code,
    pay_amount: formatAmount(row.pay_amount),
    rate: formatPlain(dec(row.rate)),
    credit: formatAmount(row.credit),
    currency_name: PAY_COIN.code,
    status: row.status,
    pay_url: open
      ? provider.checkoutUrl({
          channel: row.channel,
          orderId: Number(row.id),
          amount: dec(row.pay_amount).toFixed(PAY_PLACES),
          currency: row.currency_code,
          country: row.country_code,
        })
      : null,
    create_time: row.created_at.toISOString(),
    close_time: row.closed_at?.toISOString() ?? null,
  }
}

const SELECT = `SELECT p.*, r.amount AS credit FROM pay_orders p JOIN recharges r ON r.id = p.recharge_id`

export interface CreateInput {
  countryCode: string
  currencyCode: string
  paymentAmount: string
  rate: string
}

/** A pending card deposit of `userId` and where to pay it; `q` must be a transaction. */
export async function createPayOrder(
  q: Queryable,
  clock: Clock,
  userId: number,
  channel: PayChannel,
  provider: PaymentProvider,
  input: CreateInput,
): Promise<PayOrderView> {
  const terms = await payTerms(q, provider)
  if (!terms.available) throw new AppError('pay_unavailable')
  if (input.currencyCode !== terms.currency_code) {
    throw new AppError('pay_currency_unsupported', { currency: terms.currency_code })
  }
  if (!/^[A-Z]{2}$/.test(input.countryCode)) throw new AppError('pay_country_invalid')
  // the rate the user saw decides what they receive: a changed one is theirs to look at again
  if (compare(input.rate, terms.rate) !== 0) {
    throw new AppError('pay_rate_changed', { rate: money(terms.rate) })
  }
  const amount = requireAmount(input.paymentAmount, PAY_PLACES).toFixed()
  if (payAmountFault(amount)) {
    throw new AppError('pay_amount_range', {
      min: money(PAY_MIN),
      max: money(PAY_MAX),
      currency: terms.currency_code,
    })
  }
  await requireNotFrozen(q, userId)
  const credit = creditOf(amount, terms.rate)
  const now = clock.now()
  const [recharge] = await q.query<{ id: string }>(
    `INSERT INTO recharges (user_id, currency_id, type, network, amount, voucher, card, created_at)
     VALUES ($1, $2, 3, 'CARD', $3, '', true, $4) RETURNING id`,
    [userId, PAY_COIN.id, credit, now],
  )
  const [row] = await q.query<PayOrderRow>(
    `INSERT INTO pay_orders (user_id, recharge_id, channel, provider, country_code, currency_code,
                             pay_amount, rate, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING *, $10::numeric AS credit`,
    [
      userId,
      recharge.id,
      channel,
      provider.name,
      input.countryCode,
      input.currencyCode,
      amount,
      terms.rate,
      now,
      credit,
    ],
  )
  return viewOf(row, provider)
}

/** The user's order, by its id or its deposit request's; pay_order_not_found for anyone else's. */
export async function payOrderOf(
  q: Queryable,
  providers: PayProviders,
  userId: number,
  by: { id?: number; rechargeId?: number },
): Promise<PayOrderView> {
  const [row] = await q.query<PayOrderRow>(
    `${SELECT} WHERE p.user_id = $1 AND (p.id = $2 OR p.recharge_id = $3)`,
    [userId, by.id ?? 0, by.rechargeId ?? 0],
  )
  if (!row) throw new AppError('pay_order_not_found')
  return viewOf(row, await providers(row.channel))
}

/**
 * The provider's callback for `channel`: closes its order once and decides the deposit with it.
 * Refused, with nothing written, when the signature does not verify or the callback names another
 * amount or currency than the order's. Undefined when the order was already closed (a replay).
 */
export async function applyCallback(
  q: Queryable,
  clock: Clock,
  provider: PaymentProvider,
  channel: PayChannel,
  fields: Readonly<Record<string, string>>,
): Promise<Decided | undefined> {
  const cb = provider.verify(fields)
  if (!cb || cb.channel !== channel) throw new AppError('pay_bad_signature')
  const [order] = await q.query<PayOrderRow>(`${SELECT} WHERE p.id = $1 AND p.channel = $2`, [
    cb.orderId,
    channel,
  ])
  if (!order || order.provider !== provider.name) throw new AppError('pay_order_not_found')
  if (compare(cb.amount, order.pay_amount) !== 0 || cb.currency !== order.currency_code) {
    throw new AppError('pay_callback_mismatch')
  }
  const [closed] = await q.query<{ recharge_id: string }>(
    `UPDATE pay_orders SET status = $2, provider_ref = $3, closed_at = $4
      WHERE id = $1 AND status = 1 RETURNING recharge_id`,
    [order.id, cb.status === 'paid' ? 2 : 3, cb.paymentId, clock.now()],
  )
  if (!closed) return undefined
  const paid = cb.status === 'paid'
  return decideRecharge(q, clock, Number(closed.recharge_id), {
    approve: paid,
    reason: paid ? '' : DECLINED_REMARK,
    bonus: '',
  })
}
