// Every move of a position and of its money, each in the caller's transaction with the position's
// row locked: a pending limit opening or being cancelled, a day's overnight fee, a close. A state
// moves forward once (`UPDATE ... WHERE status = <from>`), and the ledger writes what the row says:
// the frozen part of a user's lever account is the sum of their positions' `frozen`.
import type { LeverCloseReason } from '@wire/catalogue/lever'
import { compare, sub } from '@common/decimal'
import {
  closePrice,
  liquidationPrice,
  marginOf,
  openFeeOf,
  openPrice,
  overnightFeeOf,
  profitAt,
  settlementOf,
  type LeverTerms,
} from '@common/leverRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { businessDate } from '../infra/schedule/businessDays'
import { noteForCopies } from './copyEvents'
import { notify, priceVar, type StoredMessage } from '../messages/public'
import { dec } from '../infra/money/decimal'
import { applyChange, applyChanges, shiftParts, type AccountChange } from '../infra/money/ledger'
import type { TickPrice } from '../market/public'
import { firstCrossing } from './crossing'
import { CANCELLED, CLOSED, linesOf, OPEN, PENDING, sideOf, type PositionRow } from './positions'

/** What a transaction did to positions: pushed to their owners once it has committed. */
export interface LeverOutcome {
  positions: PositionRow[]
  messages: StoredMessage[]
}

export const emptyOutcome = (): LeverOutcome => ({ positions: [], messages: [] })

const accountOf = (row: PositionRow) => ({
  userId: row.user_id,
  currencyId: row.legal_id,
  wallet: 'lever' as const,
})
const refOf = (row: PositionRow) => ({ type: 'lever_position', id: row.id })
const positive = (value: string): boolean => compare(value, '0') > 0

/** The position's money moves, in order, in one write of its account (nothing when none). */
async function moveMoney(
  q: Queryable,
  clock: Clock,
  row: PositionRow,
  changes: readonly AccountChange[],
): Promise<void> {
  if (changes.length > 0) await applyChanges(q, clock, accountOf(row), changes)
}

/** Writes `set` (column: value) on the row if it is still at status `from`; the row after. */
async function moveRow(
  q: Queryable,
  row: PositionRow,
  from: number,
  set: Record<string, unknown>,
): Promise<PositionRow> {
  const columns = Object.keys(set)
  const assignments = columns.map((c, i) => `${c} = $${i + 3}`).join(', ')
  const [after] = await q.query<PositionRow>(
    `UPDATE lever_positions SET ${assignments} WHERE id = $1 AND status = $2 RETURNING *`,
    [row.id, from, ...columns.map((c) => set[c])],
  )
  // The row is locked by this transaction; anything else is a bug, and nothing may commit.
  if (!after) throw new Error(`lever position ${row.id} moved while it was locked`)
  return after
}

/** The lines of a row with these values, as the trigger job reads them. */
function withLines<T extends Parameters<typeof linesOf>[0]>(values: T) {
  const { lower, upper } = linesOf(values)
  return { ...values, lower_line: lower, upper_line: upper }
}

/** Opens a pending limit at `tick`: the price after the spread, the margin and fee it really needs. */
async function openPending(
  q: Queryable,
  clock: Clock,
  row: PositionRow,
  tick: TickPrice,
  terms: LeverTerms,
  tz: string,
): Promise<PositionRow> {
  const side = sideOf(row)
  const price = openPrice(side, tick.price, terms)
  const margin = marginOf(row.number, price, row.multiple)
  const fee = openFeeOf(row.number, price, terms)
  // what it held was reckoned at the target price; at a better price it needs no more than that
  const release = sub(sub(row.frozen, margin), fee)
  const ref = refOf(row)
  const released = `Held for limit #${row.id} beyond what it opened with`
  await moveMoney(q, clock, row, [
    ...(positive(fee)
      ? [
          {
            part: 'frozen' as const,
            change: dec(fee).negated(),
            type: 'lever_fee' as const,
            info: `Opening fee of leveraged position #${row.id}`,
            ref,
          },
        ]
      : []),
    ...(positive(release)
      ? [
          {
            part: 'frozen' as const,
            change: dec(release).negated(),
            type: 'lever_unfreeze' as const,
            info: released,
            ref,
          },
          {
            part: 'available' as const,
            change: dec(release),
            type: 'lever_unfreeze' as const,
            info: released,
            ref,
          },
        ]
      : []),
  ])
  const at = new Date(tick.time)
  const opened = await moveRow(
    q,
    row,
    PENDING,
    withLines({
      type: row.type,
      status: OPEN,
      origin_price: tick.price,
      price,
      origin_caution_money: margin,
      caution_money: margin,
      trade_fee: fee,
      frozen: margin,
      target_price: row.target_price,
      target_profit_price: row.target_profit_price,
      stop_loss_price: row.stop_loss_price,
      liquidation_price: liquidationPrice(side, row.number, price, margin, terms),
      watch_from: at,
      opened_at: at,
      overnight_day: businessDate(at, tz),
    }),
  )
  await noteForCopies(q, opened, 'open', at)
  return opened
}

/** Cancels a pending limit: everything it held returns to available. */
export async function cancelPending(
  q: Queryable,
  clock: Clock,
  row: PositionRow,
): Promise<PositionRow> {
  if (positive(row.frozen)) {
    await shiftParts(q, clock, 'unfreeze', {
      ...accountOf(row),
      amount: dec(row.frozen),
      type: 'lever_unfreeze',
      info: `Limit #${row.id} cancelled`,
      ref: refOf(row),
    })
  }
  return moveRow(q, row, PENDING, {
    status: CANCELLED,
    frozen: '0',
    lower_line: null,
    upper_line: null,
    closed_at: clock.now(),
  })
}

const NOTICE_OF: Partial<
  Record<LeverCloseReason, 'lever_take_profit' | 'lever_stop_loss' | 'lever_liquidated'>
> = {
  take_profit: 'lever_take_profit',
  stop_loss: 'lever_stop_loss',
  liquidation: 'lever_liquidated',
}

/**
 * Closes an open position at the mark `mark` of instant `at` (the spread taken against the user):
 * the margin leaves the held part and the margin plus the profit, never below zero, returns. A
 * trigger's close leaves a message.
 */
export async function closeOpen(
  q: Queryable,
  clock: Clock,
  row: PositionRow,
  mark: string,
  at: Date,
  reason: LeverCloseReason,
  terms: LeverTerms,
  symbol: string,
): Promise<{ row: PositionRow; message?: StoredMessage }> {
  const side = sideOf(row)
  const exit = closePrice(side, mark, terms)
  const profit = profitAt(side, row.number, row.price ?? exit, exit)
  const { returned, realised } = settlementOf(row.caution_money, profit)
  const ref = refOf(row)
  await moveMoney(q, clock, row, [
    ...(positive(row.caution_money)
      ? [
          {
            part: 'frozen' as const,
            change: dec(row.caution_money).negated(),
            type: 'lever_close' as const,
            info: `Margin of leveraged position #${row.id}, closed`,
            ref,
          },
        ]
      : []),
    ...(positive(returned)
      ? [
          {
            part: 'available' as const,
            change: dec(returned),
            type: 'lever_close' as const,
            info: `Returned by leveraged position #${row.id}: margin and profit`,
            ref,
          },
        ]
      : []),
  ])
  const after = await moveRow(q, row, OPEN, {
    status: CLOSED,
    frozen: '0',
    close_price: exit,
    fact_profits: realised,
    close_reason: reason,
    lower_line: null,
    upper_line: null,
    closed_at: at,
  })
  await noteForCopies(q, after, 'close', at)
  const template = NOTICE_OF[reason]
  if (!template) return { row: after }
  const message = await notify(q, clock, row.user_id, template, {
    id: String(row.id),
    symbol,
    price: priceVar(exit, terms.pricePlaces),
    amount: realised,
  })
  return { row: after, message }
}

/**
 * Takes a day's overnight fee at the mark from an open position's margin (all of it at most): the
 * liquidation price moves towards the price, and the lines with it.
 */
export async function chargeOvernight(
  q: Queryable,
  clock: Clock,
  row: PositionRow,
  mark: string,
  terms: LeverTerms,
  day: string,
): Promise<PositionRow> {
  const due = overnightFeeOf(row.number, mark, terms)
  const fee = compare(due, row.caution_money) > 0 ? dec(row.caution_money).toFixed() : due
  if (positive(fee)) {
    await applyChange(q, clock, {
      ...accountOf(row),
      part: 'frozen',
      change: dec(fee).negated(),
      type: 'lever_overnight',
      info: `Overnight fee of leveraged position #${row.id} for ${day}`,
      ref: refOf(row),
    })
  }
  const margin = sub(row.caution_money, fee)
  return moveRow(
    q,
    row,
    OPEN,
    withLines({
      type: row.type,
      status: OPEN,
      target_price: row.target_price,
      target_profit_price: row.target_profit_price,
      stop_loss_price: row.stop_loss_price,
      caution_money: margin,
      frozen: margin,
      overnight: dec(row.overnight).plus(fee).toFixed(),
      liquidation_price: liquidationPrice(
        sideOf(row),
        row.number,
        row.price ?? mark,
        margin,
        terms,
      ),
      overnight_day: day,
      watch_from: clock.now(),
    }),
  )
}

/** New take-profit and stop-loss lines on an open or pending position. */
export async function setStops(
  q: Queryable,
  clock: Clock,
  row: PositionRow,
  takeProfit: string | null,
  stopLoss: string | null,
): Promise<PositionRow> {
  return moveRow(
    q,
    row,
    row.status,
    withLines({
      type: row.type,
      status: row.status,
      target_price: row.target_price,
      liquidation_price: row.liquidation_price,
      target_profit_price: takeProfit,
      stop_loss_price: stopLoss,
      watch_from: clock.now(),
    }),
  )
}

/**
 * Applies to the locked position `row` what `ticks` did to it, in time order: a pending limit may
 * open and then close in the same walk. The row after, with what to push added to `outcome`.
 */
export async function catchUp(
  q: Queryable,
  clock: Clock,
  row: PositionRow,
  ticks: readonly TickPrice[],
  terms: LeverTerms,
  tz: string,
  symbol: string,
  outcome: LeverOutcome,
): Promise<PositionRow> {
  let current = row
  for (;;) {
    const crossing = firstCrossing(current, ticks, terms)
    if (!crossing) return current
    if (crossing.kind === 'open') {
      current = await openPending(q, clock, current, crossing.tick, terms, tz)
      outcome.positions.push(current)
      continue
    }
    const at = new Date(crossing.tick.time)
    const closed = await closeOpen(
      q,
      clock,
      current,
      crossing.tick.price,
      at,
      crossing.reason,
      terms,
      symbol,
    )
    outcome.positions.push(closed.row)
    if (closed.message) outcome.messages.push(closed.message)
    return closed.row
  }
}
