// Quotes for an exchange (POST /user/getTransferFee): the live prices of both coins in USDT, the
// fee, and what arrives, held under a quote id for QUOTE_LOCK_SECONDS. The quote is a row, so any
// node can honour it; what arrives is computed here once and never again at confirmation.
import type { PayloadOf } from '@wire/catalogue'
import { coinPlaces } from '@common/coins'
import { EXCHANGE_FEE_PERCENT, QUOTE_LOCK_SECONDS } from '@common/exchange'
import { SECOND, type Clock } from '../infra/clock'
import { randomToken } from '../infra/crypto/tokens'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { CurrencySpec } from '../market/public'
import type { MarketFeed } from '../market/public'
import { currencyById } from '../infra/money/currencies'
import { requireAmount } from '../infra/money/amount'
import { dec, formatAmount, formatPlain, type Decimal } from '../infra/money/decimal'
import { ASSET_CURRENCY_IDS, usdtPrice } from '../wallet/public'

export type TransferQuote = PayloadOf<'transferFee'>

/** A coin that can be exchanged; currency_not_found otherwise. */
export function exchangeCurrency(id: number | undefined): CurrencySpec {
  const spec = id === undefined ? undefined : currencyById(id)
  if (!spec || !ASSET_CURRENCY_IDS.includes(spec.id)) throw new AppError('currency_not_found')
  return spec
}

export interface Terms {
  number: Decimal
  fromPrice: Decimal
  toPrice: Decimal
  feePercent: Decimal
  /** decimals of the target coin */
  places: number
}

/**
 * What arrives: number x fromPrice / toPrice x (1 - fee%), rounded down to the target coin's
 * places. Multiplied out first and divided once, to whole units of the last place: the integer
 * part of a division is exact, so the user is never given a unit the prices do not pay for, and
 * never denied one they do.
 */
export function receiveOf(t: Terms): Decimal {
  const scale = dec('10').pow(t.places)
  const numerator = t.number.times(t.fromPrice).times(dec('100').minus(t.feePercent)).times(scale)
  const denominator = t.toPrice.times('100')
  return numerator.dividedToIntegerBy(denominator).dividedBy(scale)
}

export interface QuoteRequest {
  userId: number
  fromId?: number
  toId?: number
  number: string
}

/** The two coins of an exchange, checked: known, exchangeable, different; and the amount. */
export function requirePair(req: Omit<QuoteRequest, 'userId'>): {
  from: CurrencySpec
  to: CurrencySpec
  number: Decimal
} {
  const from = exchangeCurrency(req.fromId)
  const to = exchangeCurrency(req.toId)
  if (from.id === to.id) throw new AppError('exchange_same_currency')
  return { from, to, number: requireAmount(req.number, coinPlaces(from.id)) }
}

/**
 * An unused quote is kept a while after expiry (a late confirmation is told "expired", not
 * "unknown"), then gone. A used one stays: it is the record of the prices the user exchanged at.
 */
const KEEP_EXPIRED_MS = 3600 * SECOND

/** Prices the exchange now and stores the quote; `q` a transaction. */
export async function createQuote(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  req: QuoteRequest,
): Promise<TransferQuote> {
  const { from, to, number } = requirePair(req)
  const fromPrice = usdtPrice(feed, from.code)
  const toPrice = usdtPrice(feed, to.code)
  if (!fromPrice?.greaterThan(0) || !toPrice?.greaterThan(0)) {
    throw new AppError('exchange_price_unavailable')
  }
  const feePercent = dec(EXCHANGE_FEE_PERCENT)
  const receive = receiveOf({ number, fromPrice, toPrice, feePercent, places: coinPlaces(to.id) })
  if (receive.isZero()) throw new AppError('exchange_amount_too_small')

  const now = clock.now()
  const expiresAt = new Date(now.getTime() + QUOTE_LOCK_SECONDS * SECOND)
  const id = randomToken(16)
  // a user's old unused quotes are of no use to anyone: each new one clears them
  await q.query(
    'DELETE FROM exchange_quotes WHERE user_id = $1 AND used_at IS NULL AND expires_at < $2',
    [req.userId, new Date(now.getTime() - KEEP_EXPIRED_MS)],
  )
  await q.query(
    `INSERT INTO exchange_quotes (id, user_id, from_currency_id, to_currency_id, number,
       from_price, to_price, fee_percent, receive, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      req.userId,
      from.id,
      to.id,
      number.toFixed(),
      fromPrice.toFixed(),
      toPrice.toFixed(),
      feePercent.toFixed(),
      receive.toFixed(),
      now,
      expiresAt,
    ],
  )
  return {
    form_price: formatAmount(fromPrice),
    to_price: formatAmount(toPrice),
    fee: formatPlain(feePercent),
    quote_id: id,
    expires_at: expiresAt.getTime(),
    lock_seconds: QUOTE_LOCK_SECONDS,
    number: formatAmount(number),
    receive: formatAmount(receive),
  }
}
