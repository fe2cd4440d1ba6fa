// Opening a position (/lever/submit): at the market, at the mark plus the spread against the user,
// or as a limit that the trigger job opens when the mark reaches it. Every refusal comes before
// anything is written; what is written (the row, the margin and fee held) commits together.
import { coinPlaces } from '@common/coins'
import { parseDecimal } from '@common/decimalText'
import { add, compare } from '@common/decimal'
import {
  liquidationPrice,
  liquidationRounding,
  marginOf,
  numberOf,
  openFeeOf,
  openPrice,
  reachedAgainst,
  stopProblem,
  type LeverSide,
  type LeverTerms,
} from '@common/leverRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { figure, money } from '../infra/i18n'
import { businessDate } from '../infra/schedule/businessDays'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { dec } from '../infra/money/decimal'
import { applyChanges, lockParts, shiftParts } from '../infra/money/ledger'
import { noteForCopies } from './copyEvents'
import { leverMatch, multiplesOf, shareMarket, termsOf } from './markets'
import { linesOf, OPEN, PENDING, type PositionRow } from './positions'

export interface SubmitInput {
  currencyId: number | undefined
  legalId: number | undefined
  type: string
  share: string
  multiple: string
  /** '0' limit, '1' market */
  kind: string
  targetPrice: string
  takeProfit: string
  stopLoss: string
}

const MAX_SHARES = 1_000_000

/** A price field: null when empty or '0' (none), undefined when it is not a price of the symbol. */
function priceField(value: string, places: number): string | null | undefined {
  if (value === '') return null
  const parts = parseDecimal(value)
  if (!parts || parts.negative || parts.frac.length > places || parts.int.length > 15)
    return undefined
  const plain = parts.frac ? `${parts.int}.${parts.frac}` : parts.int
  return compare(plain, '0') === 0 ? null : plain
}

/** The take-profit and stop-loss of a position at `price` with the mark `mark`, checked. */
export function checkedStops(
  side: LeverSide,
  price: string,
  mark: string,
  liquidation: string,
  takeProfitText: string,
  stopLossText: string,
  match: SymbolInfo,
): { takeProfit: string | null; stopLoss: string | null } {
  const places = match.price_precision
  const takeProfit = priceField(takeProfitText, places)
  if (takeProfit === undefined) throw new AppError('lever_take_profit_format', { places })
  const stopLoss = priceField(stopLossText, places)
  if (stopLoss === undefined) throw new AppError('lever_stop_loss_format', { places })
  const problem = stopProblem(side, price, mark, liquidation, takeProfit, stopLoss)
  if (problem === 'tp_side') throw new AppError('lever_take_profit_invalid')
  if (problem === 'sl_side') throw new AppError('lever_stop_loss_invalid')
  if (problem === 'sl_beyond_liquidation')
    throw new AppError('lever_stop_loss_beyond_liquidation', {
      // the limit a stop must stay inside, rounded toward the price so a stop typed at it fits
      price: figure(liquidation, places, liquidationRounding(side)),
    })
  return { takeProfit, stopLoss }
}

function sideOfInput(type: string): LeverSide {
  if (type === '1') return 1
  if (type === '2') return 2
  throw new AppError('lever_side_invalid')
}

function sharesOf(share: string): number {
  if (!/^[0-9]{1,7}$/.test(share) || Number(share) < 1 || Number(share) > MAX_SHARES)
    throw new AppError('lever_share_invalid')
  return Number(share)
}

/** The limit price, checked: it must not open at once (that is a market order). */
function limitPrice(
  side: LeverSide,
  text: string,
  mark: string,
  terms: LeverTerms,
  match: SymbolInfo,
): string {
  const price = priceField(text, match.price_precision)
  if (!price) throw new AppError('lever_price_invalid', { places: match.price_precision })
  if (reachedAgainst(side, openPrice(side, mark, terms), price))
    throw new AppError('lever_limit_would_open')
  return price
}

export interface Placed {
  row: PositionRow
  match: SymbolInfo
  terms: LeverTerms
  mark: string
}

export async function submitPosition(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  tz: string,
  userId: number,
  input: SubmitInput,
): Promise<Placed> {
  const now = clock.now()
  const match = leverMatch(feed, input.currencyId, input.legalId, now)
  const side = sideOfInput(input.type)
  if (input.kind !== '0' && input.kind !== '1') throw new AppError('lever_kind_invalid')
  const atMarket = input.kind === '1'
  const share = sharesOf(input.share)
  const market = await shareMarket(q, feed, match, now)
  if (market.status === 0) throw new AppError('lever_closed')
  const allowed = multiplesOf(market)
  const multiple = Number(input.multiple)
  if (!/^[0-9]{1,3}$/.test(input.multiple) || !allowed.includes(multiple))
    throw new AppError('lever_multiple_invalid', { allowed: allowed.join(', ') })
  const terms = termsOf(market, match)
  const mark = feed.priceAt(match.id, now.getTime())
  const number = numberOf(share, terms.shareNum)
  const price = atMarket
    ? openPrice(side, mark, terms)
    : limitPrice(side, input.targetPrice, mark, terms, match)
  const margin = marginOf(number, price, multiple)
  const fee = openFeeOf(number, price, terms)
  const liquidation = liquidationPrice(side, number, price, margin, terms)
  // a limit's lines are checked against the price it opens at, which is also the mark then
  const { takeProfit, stopLoss } = checkedStops(
    side,
    price,
    atMarket ? mark : price,
    liquidation,
    input.takeProfit,
    input.stopLoss,
    match,
  )

  const account = { userId, currencyId: match.legal_id, wallet: 'lever' as const }
  const needed = add(margin, fee)
  const { available } = await lockParts(q, account)
  if (available.lt(needed)) {
    throw new AppError('lever_margin_insufficient', {
      needed: money(needed),
      // what is available: at the coin's places, cut down, never more than can be spent
      available: money(available.toFixed(), coinPlaces(match.legal_id)),
    })
  }
  const [trader] = await q.query('SELECT 1 FROM follow_traders WHERE user_id = $1 AND active = 1', [
    userId,
  ])
  const row = await insertPosition(q, clock, tz, {
    userId,
    match,
    side,
    share,
    multiple,
    number,
    mark: atMarket ? mark : null,
    price,
    margin,
    fee,
    liquidation,
    takeProfit,
    stopLoss,
    pending: !atMarket,
    copySource: trader !== undefined,
    copy: null,
  })
  return { row, match, terms, mark }
}

/** What a new position is, reckoned and checked by whoever opens it. */
export interface NewPosition {
  userId: number
  match: SymbolInfo
  side: LeverSide
  share: number
  multiple: number
  number: string
  /** the mark it opens at; null for a pending limit */
  mark: string | null
  /** the price after the spread, or the limit price */
  price: string
  margin: string
  fee: string
  liquidation: string
  takeProfit: string | null
  stopLoss: string | null
  pending: boolean
  /** the owner is a trader: its opening and closing are copied */
  copySource: boolean
  /** a copy: the trader's position and the follow */
  copy: { of: number; followId: number } | null
}

/**
 * Writes the position and holds its money: at the market the margin (and the fee taken), for a
 * limit the margin and fee it may need. The caller has checked the lever account covers both.
 */
export async function insertPosition(
  q: Queryable,
  clock: Clock,
  tz: string,
  p: NewPosition,
): Promise<PositionRow> {
  const now = clock.now()
  const atMarket = !p.pending
  const status = atMarket ? OPEN : PENDING
  const values = {
    type: p.side,
    status,
    target_price: atMarket ? null : p.price,
    target_profit_price: p.takeProfit,
    stop_loss_price: p.stopLoss,
    liquidation_price: atMarket ? p.liquidation : null,
  }
  const { lower, upper } = linesOf(values)
  const needed = add(p.margin, p.fee)
  const [row] = await q.query<PositionRow>(
    `INSERT INTO lever_positions (user_id, match_id, currency_id, legal_id, type, share, number,
       multiple, target_price, origin_price, price, origin_caution_money, caution_money, trade_fee,
       frozen, target_profit_price, stop_loss_price, liquidation_price, lower_line, upper_line,
       watch_from, overnight_day, status, created_at, opened_at, copy_source, copy_of, follow_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $20, $23, $24, $25, $26)
     RETURNING *`,
    [
      p.userId,
      p.match.id,
      p.match.currency_id,
      p.match.legal_id,
      p.side,
      p.share,
      p.number,
      p.multiple,
      values.target_price,
      p.mark,
      atMarket ? p.price : null,
      atMarket ? p.margin : '0',
      atMarket ? p.fee : '0',
      atMarket ? p.margin : needed,
      p.takeProfit,
      p.stopLoss,
      values.liquidation_price,
      lower,
      upper,
      now,
      atMarket ? businessDate(now, tz) : null,
      status,
      atMarket ? now : null,
      p.copySource,
      p.copy?.of ?? null,
      p.copy?.followId ?? null,
    ],
  )
  const account = { userId: p.userId, currencyId: p.match.legal_id, wallet: 'lever' as const }
  const ref = { type: 'lever_position', id: row.id }
  if (atMarket) {
    const held = `Margin of leveraged position #${row.id}`
    await applyChanges(q, clock, account, [
      { part: 'available', change: dec(p.margin).negated(), type: 'lever_freeze', info: held, ref },
      { part: 'frozen', change: dec(p.margin), type: 'lever_freeze', info: held, ref },
      ...(compare(p.fee, '0') > 0
        ? [
            {
              change: dec(p.fee).negated(),
              type: 'lever_fee' as const,
              info: `Opening fee of leveraged position #${row.id}`,
              ref,
            },
          ]
        : []),
    ])
    if (p.copySource) await noteForCopies(q, row, 'open', now)
  } else {
    await shiftParts(q, clock, 'freeze', {
      ...account,
      amount: dec(needed),
      type: 'lever_freeze',
      info: `Margin and fee held for limit #${row.id}`,
      ref,
    })
  }
  return row
}
