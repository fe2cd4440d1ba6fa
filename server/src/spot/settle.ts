// Writing a placement: the incoming order's row, every fill with both sides' money and fees, the
// resting orders it traded with, and the book's sequence, all in the caller's transaction. The
// balance rows of everyone involved are locked first, in one order on every node, so two
// placements on different symbols never wait on each other in a circle.
import type { RecordType } from '@wire/catalogue/money'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { SymbolInfo } from '../market/public'
import { dec, type Decimal } from '../infra/money/decimal'
import { applyChange, lockParts, shiftParts, type Part } from '../infra/money/ledger'
import { type BookChange, levelKey, recordBookChange } from './bookChange'
import { sideCode } from './bookRows'
import type { Fill, Placement } from './match'
import { type Leg, needOf, receiveLeg, type Side, spendLeg } from './order'
import type { SpotOrderRow } from './orders'

export const SPOT_WALLET = 'change'

const ZERO = dec('0')

/** The currency of each leg of the symbol. */
const currencyOf = (match: SymbolInfo, leg: Leg): number =>
  leg === 'base' ? match.currency_id : match.legal_id

interface Move {
  userId: number
  currencyId: number
  part: Part
  change: Decimal
  type: RecordType
  info: string
  orderId: number
}

const STATUS = { open: 1, filled: 2, expired: 3 } as const

export async function settlePlacement(
  q: Queryable,
  now: Date,
  match: SymbolInfo,
  placement: Placement,
): Promise<BookChange> {
  const taker = placement.order
  const takerId = Number(taker.id)
  const takerUser = Number(taker.userId)
  const spendCurrency = currencyOf(match, placement.freeze.leg)
  const receiveCurrency = currencyOf(match, receiveLeg(taker.side))
  const label = (side: Side, orderId: number): string => `Spot ${match.symbol} ${side} #${orderId}`

  // Everyone's change accounts in both currencies, locked in (user, currency) order.
  const users = new Set([takerUser, ...placement.fills.map((f) => Number(f.makerUserId))])
  const accounts = [...users]
    .sort((a, b) => a - b)
    .flatMap((userId) =>
      [match.currency_id, match.legal_id]
        .sort((a, b) => a - b)
        .map((currencyId) => ({ userId, currencyId, wallet: SPOT_WALLET }) as const),
    )
  for (const account of accounts) await lockParts(q, account)
  const takerParts = await lockParts(q, {
    userId: takerUser,
    currencyId: spendCurrency,
    wallet: SPOT_WALLET,
  })
  if (takerParts.available.lt(placement.freeze.amount)) throw new AppError('insufficient_balance')

  const resting = placement.resting
  const restingNeed = resting ? needOf(taker.side, resting.price, resting.remaining) : ZERO
  const [takerRow] = await q.query<SpotOrderRow>(
    `INSERT INTO spot_orders (id, user_id, match_id, currency_id, legal_id, type, kind, tif, price,
       amount, filled, remaining, frozen, spent, received, fee, fee_currency, status, end_reason,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $20)
     RETURNING *`,
    [
      takerId,
      takerUser,
      match.id,
      match.currency_id,
      match.legal_id,
      sideCode(taker.side),
      taker.kind,
      taker.tif,
      taker.price,
      taker.amount,
      placement.filled,
      resting ? resting.remaining : '0',
      restingNeed.toFixed(),
      placement.spent,
      placement.received,
      placement.fee,
      receiveCurrency,
      STATUS[placement.status],
      placement.status === 'expired' ? placement.expiredBy : null,
      now,
    ],
  )

  // every record of the placement carries its one instant
  const at: Clock = { now: () => now }
  const moves: Move[] = []
  const takerInfo = label(taker.side, takerId)
  const takerMove = (currencyId: number, part: Part, change: Decimal, type: RecordType): void => {
    if (!change.isZero()) {
      moves.push({
        userId: takerUser,
        currencyId,
        part,
        change,
        type,
        info: takerInfo,
        orderId: takerId,
      })
    }
  }
  takerMove(spendCurrency, 'available', dec(placement.spent).neg(), 'spot_pay')
  const gross = dec(placement.received).plus(placement.fee)
  takerMove(receiveCurrency, 'available', gross, 'spot_receive')
  takerMove(receiveCurrency, 'available', dec(placement.fee).neg(), 'spot_fee')

  const touched = new Set<string>()
  const makerRows: SpotOrderRow[] = []
  for (const fill of placement.fills) {
    const { row, makerMoves } = await settleMakerSide(q, now, match, fill, label)
    makerRows.push(row)
    moves.push(...makerMoves)
    touched.add(levelKey(row.type === 1 ? 'buy' : 'sell', fill.price))
    await insertFill(q, now, match, fill)
  }
  for (const m of moves) {
    await applyChange(q, at, {
      userId: m.userId,
      currencyId: m.currencyId,
      wallet: SPOT_WALLET,
      part: m.part,
      change: m.change,
      type: m.type,
      info: m.info,
      ref: { type: 'spot_order', id: m.orderId },
    })
  }
  if (resting) {
    await shiftParts(q, at, 'freeze', {
      userId: takerUser,
      currencyId: spendCurrency,
      wallet: SPOT_WALLET,
      amount: restingNeed,
      type: 'spot_freeze',
      info: takerInfo,
      ref: { type: 'spot_order', id: takerId },
    })
    touched.add(levelKey(taker.side, resting.price))
  }

  const bookMoved = touched.size > 0
  const sequence = bookMoved
    ? await recordBookChange(
        q,
        match.id,
        touched,
        placement.fills.length > 0 ? placement.lastPrice : null,
      )
    : null
  return {
    matchId: match.id,
    seq: sequence?.seq ?? 0,
    prevSeq: sequence?.prevSeq ?? 0,
    bids: sequence?.bids ?? [],
    asks: sequence?.asks ?? [],
    trades: placement.fills.map((f) => ({
      price: f.price,
      amount: f.amount,
      side: taker.side,
      time: now.getTime(),
    })),
    orders: [takerRow, ...makerRows],
  }
}

/**
 * One fill on the resting side: the order's row moves (and fails loudly if it no longer holds what
 * the engine traded from it), and the maker pays from what the order held frozen.
 */
async function settleMakerSide(
  q: Queryable,
  now: Date,
  match: SymbolInfo,
  fill: Fill,
  label: (side: Side, orderId: number) => string,
): Promise<{ row: SpotOrderRow; makerMoves: Move[] }> {
  const makerSide: Side = fill.takerSide === 'buy' ? 'sell' : 'buy'
  const amount = dec(fill.amount)
  const total = dec(fill.total)
  const paid = makerSide === 'buy' ? total : amount
  const gross = makerSide === 'buy' ? amount : total
  const fee = dec(fill.makerFee)
  const held = amount.plus(fill.makerRemaining)
  const rows = await q.query<SpotOrderRow>(
    `UPDATE spot_orders SET filled = filled + $2, remaining = remaining - $2, frozen = frozen - $3,
       spent = spent + $3, received = received + $4, fee = fee + $5,
       status = CASE WHEN remaining - $2 = 0 THEN 2 ELSE 1 END, updated_at = $6
     WHERE id = $1 AND status = 1 AND remaining = $7
     RETURNING *`,
    [
      Number(fill.makerOrderId),
      amount.toFixed(),
      paid.toFixed(),
      gross.minus(fee).toFixed(),
      fee.toFixed(),
      now,
      held.toFixed(),
    ],
  )
  if (rows.length !== 1) {
    throw new Error(`spot order ${fill.makerOrderId} no longer holds ${held.toFixed()}`)
  }
  const userId = Number(fill.makerUserId)
  const orderId = Number(fill.makerOrderId)
  const info = label(makerSide, orderId)
  const spend = currencyOf(match, spendLeg(makerSide))
  const receive = currencyOf(match, receiveLeg(makerSide))
  const makerMoves: Move[] = [
    {
      userId,
      currencyId: spend,
      part: 'frozen',
      change: paid.neg(),
      type: 'spot_pay',
      info,
      orderId,
    },
    {
      userId,
      currencyId: receive,
      part: 'available',
      change: gross,
      type: 'spot_receive',
      info,
      orderId,
    },
  ]
  if (!fee.isZero()) {
    makerMoves.push({
      userId,
      currencyId: receive,
      part: 'available',
      change: fee.neg(),
      type: 'spot_fee',
      info,
      orderId,
    })
  }
  return { row: rows[0], makerMoves }
}

async function insertFill(q: Queryable, now: Date, match: SymbolInfo, fill: Fill): Promise<void> {
  await q.query(
    `INSERT INTO spot_fills (match_id, maker_order_id, taker_order_id, maker_user_id,
       taker_user_id, taker_type, price, amount, total, maker_fee, maker_fee_currency, taker_fee,
       taker_fee_currency, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      match.id,
      Number(fill.makerOrderId),
      Number(fill.takerOrderId),
      Number(fill.makerUserId),
      Number(fill.takerUserId),
      sideCode(fill.takerSide),
      fill.price,
      fill.amount,
      fill.total,
      fill.makerFee,
      currencyOf(match, fill.makerFeeLeg),
      fill.takerFee,
      currencyOf(match, fill.takerFeeLeg),
      now,
    ],
  )
}
