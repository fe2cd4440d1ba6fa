// The copy job: each event of a trader's position (lever/copyEvents.ts), once, in the order they
// happened. An opening gives every follow that was live then its own position at the follower's
// own price (the feed's price at the instant it is copied, after the spread), sized by the follow,
// with the trader's multiple and take-profit and stop-loss; a follow that cannot take it is told
// why. A closing closes every copy still open at the mark of that instant.
//
// Locks, in the order every leverage writer keeps: the event, the symbol's market row (shared),
// the positions, the accounts. A position's later event waits until its earlier one is done, so a
// close never overtakes the opening it closes, on one node or on several.
import type { FollowSkipReason } from '@wire/catalogue/follow'
import { add, compare } from '@common/decimal'
import {
  liquidationPrice,
  marginOf,
  numberOf,
  openFeeOf,
  openPrice,
  stopProblem,
} from '@common/leverRules'
import type { Db, Queryable } from '../infra/db/client'
import { claimDue } from '../infra/schedule/claim'
import { notify } from '../messages/public'
import { dec } from '../infra/money/decimal'
import { lockParts } from '../infra/money/ledger'
import {
  closeLocked,
  emptyOutcome,
  type FollowEventKind,
  insertPosition,
  type LeverDeps,
  type LeverMarketRow,
  type LeverOutcome,
  matchOf,
  OPEN,
  type PositionRow,
  shareMarket,
  sideOf,
  termsOf,
} from '../lever/public'

interface EventRow {
  id: number
  position_id: number
  kind: FollowEventKind
  at: Date
}

export interface FollowRow {
  id: number
  follower_id: number
  trader_id: number
  type: number
  number: string
  cap: string
  share_ratio: string
  status: number
  created_at: Date
  cancelled_at: Date | null
}

/** Events handled in one round at most; the rest wait for the next. */
const ROUND_EVENTS = 50

/** The shares a follow copies of a trader's `share`: ratio x shares rounded down, or its lots. */
function copyShares(follow: Pick<FollowRow, 'type' | 'number'>, share: number): number {
  if (follow.type === 2) return Number(follow.number)
  return dec(follow.number).times(share).floor().toNumber()
}

async function skip(
  q: Queryable,
  deps: LeverDeps,
  follow: FollowRow,
  source: PositionRow,
  symbol: string,
  reason: FollowSkipReason,
  outcome: LeverOutcome,
): Promise<void> {
  await q.query(
    `INSERT INTO follow_skips (follow_id, position_id, reason, created_at) VALUES ($1, $2, $3, $4)`,
    [follow.id, source.id, reason, deps.clock.now()],
  )
  outcome.messages.push(
    await notify(q, deps.clock, follow.follower_id, 'follow_skipped', {
      id: String(source.id),
      symbol,
      reason: `follow_skip_${reason}`,
    }),
  )
}

/** The margin the follow's open copies hold now. */
async function marginUsed(q: Queryable, followId: number): Promise<string> {
  const [row] = await q.query<{ used: string | null }>(
    `SELECT sum(caution_money) AS used FROM lever_positions WHERE follow_id = $1 AND status = ${OPEN}`,
    [followId],
  )
  return row.used ?? '0'
}

async function copyOpening(
  q: Queryable,
  deps: LeverDeps,
  event: EventRow,
  source: PositionRow,
  outcome: LeverOutcome,
): Promise<void> {
  const follows = await q.query<FollowRow>(
    `SELECT * FROM follows WHERE trader_id = $1 AND status = 1 AND created_at <= $2 ORDER BY id`,
    [source.user_id, event.at],
  )
  if (follows.length === 0) return
  const match = matchOf(deps.feed, source.match_id)
  const now = deps.clock.now()
  const market: LeverMarketRow = await shareMarket(q, deps.feed, match, now)
  const [current] = await q.query<PositionRow>('SELECT * FROM lever_positions WHERE id = $1', [
    source.id,
  ])
  // the trader closed it before it could be copied, or new positions are switched off
  if (current.status !== OPEN || market.status === 0) {
    for (const follow of follows)
      await skip(q, deps, follow, source, match.symbol, 'closed', outcome)
    return
  }
  const terms = termsOf(market, match)
  const side = sideOf(source)
  const mark = deps.feed.priceAt(match.id, now.getTime())
  const price = openPrice(side, mark, terms)
  for (const follow of follows) {
    const share = copyShares(follow, source.share)
    if (share < 1) {
      await skip(q, deps, follow, source, match.symbol, 'size', outcome)
      continue
    }
    const number = numberOf(share, terms.shareNum)
    const margin = marginOf(number, price, source.multiple)
    const fee = openFeeOf(number, price, terms)
    const liquidation = liquidationPrice(side, number, price, margin, terms)
    const takeProfit = current.target_profit_price
    const stopLoss = current.stop_loss_price
    if (stopProblem(side, price, mark, liquidation, takeProfit, stopLoss) !== null) {
      await skip(q, deps, follow, source, match.symbol, 'stops', outcome)
      continue
    }
    if (compare(add(await marginUsed(q, follow.id), margin), follow.cap) > 0) {
      await skip(q, deps, follow, source, match.symbol, 'cap', outcome)
      continue
    }
    const { available } = await lockParts(q, {
      userId: follow.follower_id,
      currencyId: match.legal_id,
      wallet: 'lever',
    })
    if (available.lt(add(margin, fee))) {
      await skip(q, deps, follow, source, match.symbol, 'funds', outcome)
      continue
    }
    const copy = await insertPosition(q, deps.clock, deps.tz, {
      userId: follow.follower_id,
      match,
      side,
      share,
      multiple: source.multiple,
      number,
      mark,
      price,
      margin,
      fee,
      liquidation,
      takeProfit,
      stopLoss,
      pending: false,
      copySource: false,
      copy: { of: source.id, followId: follow.id },
    })
    outcome.positions.push(copy)
  }
}

async function copyClosing(
  q: Queryable,
  deps: LeverDeps,
  source: PositionRow,
  outcome: LeverOutcome,
): Promise<void> {
  const match = matchOf(deps.feed, source.match_id)
  const market = await shareMarket(q, deps.feed, match, deps.clock.now())
  const copies = await q.query<PositionRow>(
    `SELECT * FROM lever_positions WHERE copy_of = $1 AND status = ${OPEN} ORDER BY id FOR UPDATE`,
    [source.id],
  )
  await closeLocked(q, deps, copies, market, match, 'trader', outcome)
}

/** Up to `limit` of the oldest waiting events whose position has no earlier one waiting. */
function claimWaiting(q: Queryable, limit: number): Promise<EventRow[]> {
  return q.query<EventRow>(
    `SELECT e.* FROM follow_events e
      WHERE e.done_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM follow_events b
                         WHERE b.position_id = e.position_id AND b.id < e.id AND b.done_at IS NULL)
      ORDER BY e.id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  )
}

/** Copies the claimed event to its followers and marks it done; what it did, to be pushed. */
async function handleEvent(q: Queryable, deps: LeverDeps, event: EventRow): Promise<LeverOutcome> {
  const outcome = emptyOutcome()
  const [source] = await q.query<PositionRow>('SELECT * FROM lever_positions WHERE id = $1', [
    event.position_id,
  ])
  if (event.kind === 'open') await copyOpening(q, deps, event, source, outcome)
  else await copyClosing(q, deps, source, outcome)
  await q.query('UPDATE follow_events SET done_at = $2 WHERE id = $1', [event.id, deps.clock.now()])
  return outcome
}

/** One round of the copy job: events one transaction each, until none waits. */
export function copyRound(
  db: Db,
  deps: LeverDeps,
  committed: (outcome: LeverOutcome) => void,
): Promise<number> {
  return claimDue(db, {
    // an event locks its market row, positions and accounts in the leverage writers' order: one
    // event a transaction keeps that order whatever events come next
    batchSize: 1,
    roundLimit: ROUND_EVENTS,
    claim: claimWaiting,
    handle: (q, event) => handleEvent(q, deps, event),
    committed: (outcomes) => {
      for (const outcome of outcomes) committed(outcome)
    },
  })
}
