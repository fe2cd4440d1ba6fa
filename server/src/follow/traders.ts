// Traders as others see them: every figure computed from their own closed positions since they
// became a trader (copies they hold of someone else excluded), profit after fees. Nothing is
// stored that could drift from the rows, and nothing is shown that did not happen.
import type { Paged } from '@wire/envelope'
import type { Trader, TraderDetail, TraderTrade } from '@wire/catalogue/follow'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { pagedList, type Paging } from '../infra/db/paged'
import type { MarketFeed } from '../market/public'
import { dec, formatAmount } from '../infra/money/decimal'
import { CLOSED, OPEN, type PositionRow, sideOf } from '../lever/public'
import { percentOf } from './terms'

/** A closed position's profit after its opening and overnight fees. */
const NET = '(p.fact_profits - p.trade_fee - p.overnight)'
const DAY_MS = 86_400_000
/** Open positions of a trader who shows them late appear this long after they opened. */
const OPEN_DELAY_MS = 3_600_000
const CURVE_DAYS = 90

interface StatsRow {
  trader_user_id: number
  nickname: string
  share_ratio: string
  accepting: number
  open_view: number
  since: Date
  followers: number
  trades: number
  wins: number
  profit_30d: string
  profit_total: string
  followed: boolean
}

/** Every active trader's figures but the drawdown: $1 the viewer, $2 thirty days ago. */
const STATS_FROM = `FROM (
  WITH closed AS (
    SELECT p.user_id, p.id, p.closed_at, ${NET} AS net
      FROM lever_positions p JOIN follow_traders t ON t.user_id = p.user_id
     WHERE t.active = 1 AND p.copy_of IS NULL AND p.status = ${CLOSED} AND p.closed_at >= t.since
  )
  SELECT t.user_id AS trader_user_id, u.nickname, t.share_ratio, t.accepting, t.open_view, t.since,
         (SELECT count(*) FROM follows f WHERE f.trader_id = t.user_id AND f.status = 1)::int
           AS followers,
         (SELECT count(*) FROM closed c WHERE c.user_id = t.user_id)::int AS trades,
         (SELECT count(*) FROM closed c WHERE c.user_id = t.user_id AND c.net > 0)::int AS wins,
         coalesce((SELECT sum(net) FROM closed c WHERE c.user_id = t.user_id AND c.closed_at >= $2),
           0) AS profit_30d,
         coalesce((SELECT sum(net) FROM closed c WHERE c.user_id = t.user_id), 0) AS profit_total,
         EXISTS (SELECT 1 FROM follows f
                  WHERE f.trader_id = t.user_id AND f.follower_id = $1 AND f.status = 1) AS followed
    FROM follow_traders t JOIN users u ON u.id = t.user_id
   WHERE t.active = 1
) s`

export const SORTS = {
  profit: 's.profit_total DESC, s.trader_user_id',
  win_rate: 's.wins::numeric / greatest(s.trades, 1) DESC, s.trades DESC, s.trader_user_id',
  followers: 's.followers DESC, s.trader_user_id',
} as const
export type TraderSort = keyof typeof SORTS

function winRate(wins: number, trades: number): string | null {
  if (trades === 0) return null
  return dec(String(wins)).times(100).dividedBy(trades).toDecimalPlaces(2, 1).toFixed(2)
}

function toTrader(row: StatsRow, drawdown: string): Trader {
  return {
    trader_user_id: row.trader_user_id,
    nickname: row.nickname,
    followers: row.followers,
    win_rate: winRate(row.wins, row.trades),
    trades: row.trades,
    profit_30d: formatAmount(row.profit_30d),
    profit_total: formatAmount(row.profit_total),
    max_drawdown: formatAmount(drawdown),
    share_ratio: percentOf(row.share_ratio),
    accepting: row.accepting === 1,
    followed: row.followed,
  }
}

/** The nets of a trader's closed positions in time order, for the drawdown and the curve. */
async function closedNets(
  q: Queryable,
  traderId: number,
): Promise<{ closed_at: Date; net: string }[]> {
  return q.query(
    `SELECT p.closed_at, ${NET} AS net
       FROM lever_positions p JOIN follow_traders t ON t.user_id = p.user_id
      WHERE p.user_id = $1 AND p.copy_of IS NULL AND p.status = ${CLOSED}
        AND p.closed_at >= t.since
      ORDER BY p.closed_at, p.id`,
    [traderId],
  )
}

/** The largest fall of the running total of `nets` (from 0) below a high before it. */
function maxDrawdown(nets: readonly string[]): string {
  let cum = dec('0')
  let peak = dec('0')
  let worst = dec('0')
  for (const net of nets) {
    cum = cum.plus(net)
    if (cum.gt(peak)) peak = cum
    if (peak.minus(cum).gt(worst)) worst = peak.minus(cum)
  }
  return worst.toFixed()
}

async function drawdownOf(q: Queryable, traderId: number): Promise<string> {
  return maxDrawdown((await closedNets(q, traderId)).map((r) => r.net))
}

export async function listTraders(
  q: Queryable,
  viewerId: number,
  now: Date,
  sort: TraderSort,
  paging: Paging,
): Promise<Paged<Trader>> {
  const page = await pagedList<StatsRow, StatsRow>(
    q,
    paging,
    { select: 'SELECT s.*', from: STATS_FROM, orderBy: SORTS[sort], params: [viewerId, ago(now)] },
    (row) => row,
  )
  const data: Trader[] = []
  for (const row of page.data) data.push(toTrader(row, await drawdownOf(q, row.trader_user_id)))
  return { ...page, data }
}

const ago = (now: Date): Date => new Date(now.getTime() - 30 * DAY_MS)

async function statsOf(
  q: Queryable,
  viewerId: number,
  now: Date,
  traderId: number,
): Promise<StatsRow | undefined> {
  const [row] = await q.query<StatsRow>(`SELECT s.* ${STATS_FROM} WHERE s.trader_user_id = $3`, [
    viewerId,
    ago(now),
    traderId,
  ])
  return row
}

function toTrade(row: PositionRow, feed: MarketFeed): TraderTrade {
  const closed = row.status === CLOSED
  return {
    id: row.id,
    symbol: feed.matches().find((m) => m.id === row.match_id)?.symbol ?? '',
    type: sideOf(row),
    multiple: row.multiple,
    share: row.share,
    price: dec(row.price ?? '0').toFixed(),
    close_price: closed && row.close_price !== null ? dec(row.close_price).toFixed() : null,
    profit: closed
      ? formatAmount(
          dec(row.fact_profits ?? '0')
            .minus(row.trade_fee)
            .minus(row.overnight),
        )
      : null,
    open_time: (row.opened_at ?? row.created_at).toISOString(),
    close_time: row.closed_at?.toISOString() ?? null,
  }
}

export async function traderDetail(
  q: Queryable,
  feed: MarketFeed,
  viewerId: number,
  now: Date,
  traderId: number,
  businessDay: (at: Date) => string,
): Promise<Omit<TraderDetail, 'avatar'> & { head_portrait: string | null }> {
  const row = await statsOf(q, viewerId, now, traderId)
  if (!row) throw new AppError('follow_trader_not_found')
  const nets = await closedNets(q, traderId)
  const trader = toTrader(row, maxDrawdown(nets.map((n) => n.net)))
  // the cumulative profit at the end of each day with a close, the last CURVE_DAYS days
  const byDay = new Map<string, string>()
  let cum = dec('0')
  for (const n of nets) {
    cum = cum.plus(n.net)
    byDay.set(businessDay(n.closed_at), cum.toFixed())
  }
  const from = businessDay(new Date(now.getTime() - CURVE_DAYS * DAY_MS))
  const curve = [...byDay]
    .filter(([day]) => day >= from)
    .map(([day, profit]) => ({ day, profit: formatAmount(profit) }))
  const visibleBefore =
    row.open_view === 0 ? now : row.open_view === 1 ? new Date(now.getTime() - OPEN_DELAY_MS) : null
  const open = visibleBefore
    ? await q.query<PositionRow>(
        `SELECT * FROM lever_positions
          WHERE user_id = $1 AND copy_of IS NULL AND status = ${OPEN} AND opened_at <= $2
          ORDER BY opened_at DESC, id DESC LIMIT 50`,
        [traderId, visibleBefore],
      )
    : []
  const [user] = await q.query<{ head_portrait: string | null }>(
    'SELECT head_portrait FROM users WHERE id = $1',
    [traderId],
  )
  return {
    trader,
    head_portrait: user?.head_portrait ?? null,
    since: row.since.toISOString(),
    open_view: row.open_view === 0 ? 0 : row.open_view === 2 ? 2 : 1,
    curve,
    open: open.map((p) => toTrade(p, feed)),
  }
}

/** The trader's closed positions since becoming a trader, newest first. */
export async function traderHistory(
  q: Queryable,
  feed: MarketFeed,
  traderId: number,
  paging: Paging,
): Promise<Paged<TraderTrade>> {
  return pagedList<PositionRow, TraderTrade>(
    q,
    paging,
    {
      select: 'SELECT p.*',
      from: `FROM lever_positions p JOIN follow_traders t ON t.user_id = p.user_id
              WHERE p.user_id = $1 AND t.active = 1 AND p.copy_of IS NULL
                AND p.status = ${CLOSED} AND p.closed_at >= t.since`,
      orderBy: 'p.closed_at DESC, p.id DESC',
      params: [traderId],
    },
    (row) => toTrade(row, feed),
  )
}

export async function isActiveTrader(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query('SELECT 1 FROM follow_traders WHERE user_id = $1 AND active = 1', [
    userId,
  ])
  return row !== undefined
}
