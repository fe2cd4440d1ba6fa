// Following and unfollowing a trader (/follow/follow, /follow/cancel), and the follows as the wire
// shows them. A follow's limits are checked before anything is written; the user's row is locked
// while their follows are counted, so two requests at once cannot make three.
import type { Follow } from '@wire/catalogue/follow'
import { FOLLOW_LIMITS } from '@wire/catalogue/follow'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { businessDate, weekStart } from '../infra/schedule/businessDays'
import { dec, formatAmount } from '../infra/money/decimal'
import { parseAmount } from '../infra/money/amount'
import type { FollowRow } from './copies'
import { percentOf } from './terms'

export interface FollowInput {
  traderId: number | undefined
  type: string
  number: string
  cap: string
}

function checkedNumber(type: 1 | 2, text: string): string {
  const value = parseAmount(text)
  if (type === 2) {
    if (!value || !value.isInteger() || value.lt(1) || value.gt(FOLLOW_LIMITS.maxLots))
      throw new AppError('follow_lots_invalid', { max: FOLLOW_LIMITS.maxLots })
  } else if (
    !value ||
    value.lte(0) ||
    value.gt(FOLLOW_LIMITS.maxRatio) ||
    value.decimalPlaces() > 2
  ) {
    throw new AppError('follow_ratio_invalid', { max: FOLLOW_LIMITS.maxRatio })
  }
  return value.toFixed()
}

export async function followTrader(
  q: Queryable,
  clock: Clock,
  tz: string,
  userId: number,
  input: FollowInput,
): Promise<FollowRow> {
  if (input.traderId === userId) throw new AppError('follow_self')
  const [trader] = await q.query<{ share_ratio: string; accepting: number }>(
    'SELECT share_ratio, accepting FROM follow_traders WHERE user_id = $1 AND active = 1 FOR SHARE',
    [input.traderId ?? 0],
  )
  if (!trader) throw new AppError('follow_trader_not_found')
  if (trader.accepting !== 1) throw new AppError('follow_not_accepting')
  if (input.type !== '1' && input.type !== '2') throw new AppError('follow_type_invalid')
  const type = input.type === '1' ? 1 : 2
  const number = checkedNumber(type, input.number)
  const cap = parseAmount(input.cap)
  if (!cap || cap.lte(0) || cap.decimalPlaces() > 2 || cap.gte('1e12'))
    throw new AppError('follow_cap_invalid')

  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
  const live = await q.query<{ trader_id: number }>(
    'SELECT trader_id FROM follows WHERE follower_id = $1 AND status = 1',
    [userId],
  )
  if (live.some((f) => f.trader_id === input.traderId)) throw new AppError('follow_already')
  if (live.length >= FOLLOW_LIMITS.maxTraders)
    throw new AppError('follow_too_many', { max: FOLLOW_LIMITS.maxTraders })

  const now = clock.now()
  const [row] = await q.query<FollowRow>(
    `INSERT INTO follows (follower_id, trader_id, type, number, cap, share_ratio, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7) RETURNING *`,
    [userId, input.traderId, type, number, cap.toFixed(), trader.share_ratio, now],
  )
  // the profit share is reckoned per follower and trader from the week this first began
  await q.query(
    `INSERT INTO follow_pairs (follower_id, trader_id, settled_until) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [userId, input.traderId, weekStart(businessDate(now, tz))],
  )
  return row
}

export async function cancelFollow(
  q: Queryable,
  clock: Clock,
  userId: number,
  traderId: number | undefined,
): Promise<FollowRow> {
  const [row] = await q.query<FollowRow>(
    `UPDATE follows SET status = 0, cancelled_at = $3
      WHERE follower_id = $1 AND trader_id = $2 AND status = 1 RETURNING *`,
    [userId, traderId ?? 0, clock.now()],
  )
  if (!row) throw new AppError('follow_not_found')
  return row
}

/** The follows as the wire shows them, with what their copies hold and have made. */
export async function followViews(q: Queryable, rows: readonly FollowRow[]): Promise<Follow[]> {
  if (rows.length === 0) return []
  const figures = await q.query<{
    id: number
    nickname: string
    margin_used: string | null
    open_copies: number
    realised: string | null
  }>(
    `SELECT f.id, u.nickname,
            sum(p.caution_money) FILTER (WHERE p.status = 1) AS margin_used,
            count(p.id) FILTER (WHERE p.status = 1)::int AS open_copies,
            sum(p.fact_profits - p.trade_fee - p.overnight) FILTER (WHERE p.status = 3) AS realised
       FROM follows f JOIN users u ON u.id = f.trader_id
       LEFT JOIN lever_positions p ON p.follow_id = f.id
      WHERE f.id = ANY($1::bigint[])
      GROUP BY f.id, u.nickname`,
    [rows.map((r) => r.id)],
  )
  const byId = new Map(figures.map((f) => [f.id, f]))
  return rows.map((row) => {
    const f = byId.get(row.id)
    return {
      id: row.id,
      trader_user_id: row.trader_id,
      nickname: f?.nickname ?? '',
      type: row.type === 2 ? 2 : 1,
      number: dec(row.number).toFixed(),
      cap: formatAmount(row.cap),
      share_ratio: percentOf(row.share_ratio),
      status: row.status === 1 ? 1 : 0,
      margin_used: formatAmount(f?.margin_used ?? '0'),
      open_copies: f?.open_copies ?? 0,
      realised: formatAmount(f?.realised ?? '0'),
      create_time: row.created_at.toISOString(),
      cancel_time: row.cancelled_at?.toISOString() ?? null,
    }
  })
}
