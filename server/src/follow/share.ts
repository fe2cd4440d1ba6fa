// The weekly profit share (notes/catalogue-areas.md, copy trading: max(cumulative profit -
// high-water mark, 0) x ratio, from realised profit). For each follower and trader, once each
// business week has ended: the week's realised profit of the follower's copies of that trader
// (after their fees) is added to the cumulative; the share is the ratio times what the cumulative
// stands above the highest it stood at an earlier settlement, rounded down to the cent; the mark
// then rises to the cumulative. A losing week charges nothing and lowers nothing, so nothing is
// charged again until the losses are made good. What the follower's lever account cannot cover is
// owed and asked again first the next week; money never goes negative.
//
// The job claims a pair's row (FOR UPDATE SKIP LOCKED, one per transaction: schedule/claim.ts)
// and moves it forward one week with `WHERE settled_until = <that week>`, the statement unique per
// pair and week: each week once.
import { USDT } from '@common/coins'
import { MONEY_PLACES } from '@common/tradeRules'
import type { Clock } from '../infra/clock'
import type { Db, Queryable } from '../infra/db/client'
import { claimDue } from '../infra/schedule/claim'
import {
  addDays,
  businessDate,
  startOfBusinessDate,
  weekStart,
} from '../infra/schedule/businessDays'
import { notify, type StoredMessage } from '../messages/public'
import { dec } from '../infra/money/decimal'
import { applyChange, lockParts } from '../infra/money/ledger'
import { CLOSED } from '../lever/public'

interface PairRow {
  follower_id: number
  trader_id: number
  cumulative: string
  high_water: string
  owed: string
  settled_until: string
}

/** Pair-weeks settled in one round at most; the rest wait for the next. */
const ROUND_PAIRS = 200

interface WeekFigures {
  cumulative: string
  highWater: string
  due: string
}

/** One week's share from the pair's standing before it and the week's realised profit. */
function weekShare(
  before: { cumulative: string; highWater: string; owed: string },
  realised: string,
  ratio: string,
): WeekFigures {
  const cumulative = dec(before.cumulative).plus(realised)
  const above = cumulative.minus(before.highWater)
  const share = above.gt(0) ? above.times(ratio).toDecimalPlaces(MONEY_PLACES, 1) : dec('0')
  const highWater = cumulative.gt(before.highWater) ? cumulative : dec(before.highWater)
  return {
    cumulative: cumulative.toFixed(),
    highWater: highWater.toFixed(),
    due: share.plus(before.owed).toFixed(),
  }
}

/** Settles the claimed pair's oldest unsettled week; the message it leaves, if any. */
async function settleWeek(
  q: Queryable,
  clock: Clock,
  tz: string,
  pair: PairRow,
): Promise<StoredMessage[]> {
  const start = pair.settled_until
  const end = addDays(start, 7)
  const [week] = await q.query<{ realised: string | null }>(
    `SELECT sum(p.fact_profits - p.trade_fee - p.overnight) AS realised
       FROM lever_positions p JOIN follows f ON f.id = p.follow_id
      WHERE f.follower_id = $1 AND f.trader_id = $2 AND p.status = ${CLOSED}
        AND p.legal_id = $3 AND p.closed_at >= $4 AND p.closed_at < $5`,
    [
      pair.follower_id,
      pair.trader_id,
      USDT.id,
      startOfBusinessDate(start, tz),
      startOfBusinessDate(end, tz),
    ],
  )
  const realised = week.realised ?? '0'
  // the ratio the follower agreed to on their latest follow of this trader
  const [follow] = await q.query<{ share_ratio: string }>(
    `SELECT share_ratio FROM follows WHERE follower_id = $1 AND trader_id = $2
      ORDER BY id DESC LIMIT 1`,
    [pair.follower_id, pair.trader_id],
  )
  const ratio = follow?.share_ratio ?? '0'
  const figures = weekShare(
    { cumulative: pair.cumulative, highWater: pair.high_water, owed: pair.owed },
    realised,
    ratio,
  )
  const due = dec(figures.due)
  let paid = dec('0')
  const follower = { userId: pair.follower_id, currencyId: USDT.id, wallet: 'lever' as const }
  const trader = { userId: pair.trader_id, currencyId: USDT.id, wallet: 'lever' as const }
  if (due.gt(0)) {
    // both balances locked in one order (by user id), whichever pair comes first
    const ordered = pair.follower_id < pair.trader_id ? [follower, trader] : [trader, follower]
    for (const account of ordered) {
      const { available } = await lockParts(q, account)
      if (account === follower) paid = available.lt(due) ? available : due
    }
  }
  const [moved] = await q.query(
    `UPDATE follow_pairs SET cumulative = $3, high_water = $4, owed = $5, settled_until = $6
      WHERE follower_id = $1 AND trader_id = $2 AND settled_until = $7 RETURNING 1`,
    [
      pair.follower_id,
      pair.trader_id,
      figures.cumulative,
      figures.highWater,
      due.minus(paid).toFixed(),
      end,
      start,
    ],
  )
  if (!moved) throw new Error(`follow pair ${pair.follower_id}/${pair.trader_id} moved twice`)
  // a week without a closed copy and nothing owed leaves no statement
  if (dec(realised).isZero() && due.isZero()) return []
  const [statement] = await q.query<{ id: number }>(
    `INSERT INTO follow_statements (follower_id, trader_id, week_start, realised, cumulative,
       high_water_before, high_water_after, share_ratio, due, paid, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      pair.follower_id,
      pair.trader_id,
      start,
      realised,
      figures.cumulative,
      pair.high_water,
      figures.highWater,
      ratio,
      figures.due,
      paid.toFixed(),
      clock.now(),
    ],
  )
  if (paid.gt(0)) {
    const info = `Copy-trading profit share, week of ${start}`
    const ref = { type: 'follow_statement', id: statement.id }
    await applyChange(q, clock, {
      ...follower,
      change: paid.negated(),
      type: 'follow_share_paid',
      info,
      ref,
    })
    await applyChange(q, clock, {
      ...trader,
      change: paid,
      type: 'follow_share_received',
      info,
      ref,
    })
  }
  const [named] = await q.query<{ nickname: string }>('SELECT nickname FROM users WHERE id = $1', [
    pair.trader_id,
  ])
  return [
    await notify(q, clock, pair.follower_id, 'follow_statement', {
      week: start,
      nickname: named?.nickname ?? '',
      amount: dec(realised).toFixed(),
      total: paid.toFixed(),
    }),
  ]
}

/** One round: pairs with an ended week not yet settled, oldest week first, one a transaction. */
export function shareRound(
  db: Db,
  clock: Clock,
  tz: string,
  committed: (messages: StoredMessage[]) => void,
): Promise<number> {
  const thisWeek = weekStart(businessDate(clock.now(), tz))
  return claimDue(db, {
    // each pair-week locks two users' balances, follower and trader, in an order of its own
    batchSize: 1,
    roundLimit: ROUND_PAIRS,
    claim: (q, limit) =>
      q.query<PairRow>(
        `SELECT follower_id, trader_id, cumulative, high_water, owed,
                to_char(settled_until, 'YYYY-MM-DD') AS settled_until
           FROM follow_pairs WHERE settled_until < $1
          ORDER BY settled_until, follower_id, trader_id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [thisWeek, limit],
      ),
    handle: (q, pair) => settleWeek(q, clock, tz, pair),
    committed: (done) => committed(done.flat()),
  })
}
