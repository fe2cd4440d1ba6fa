// Copy-trading (WIRE "Pinned for the catalogue areas": /follow/*). Every call needs a session; the
// writes honour Idempotency-Key.
import type { FastifyInstance } from 'fastify'
import type { FollowMine, FollowSkipReason } from '@wire/catalogue/follow'
import type { AppContext } from '../context'
import type { Queryable } from '../infra/db/client'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { businessDate } from '../infra/schedule/businessDays'
import { dec, formatAmount } from '../infra/money/decimal'
import { signedViewQuery } from '../upload/public'
import { type PositionRow, viewPositions } from '../lever/public'
import type { FollowRow } from './copies'
import { cancelFollow, followTrader, followViews } from './follows'
import { setTrader } from './ops'
import { percentOf } from './terms'
import {
  isActiveTrader,
  listTraders,
  traderDetail,
  traderHistory,
  type TraderSort,
} from './traders'
import { AppError } from '../infra/appError'

const LATEST = 20

async function traderSelf(q: Queryable, userId: number): Promise<FollowMine['trader']> {
  const [row] = await q.query<{ accepting: number; open_view: number; share_ratio: string }>(
    'SELECT accepting, open_view, share_ratio FROM follow_traders WHERE user_id = $1 AND active = 1',
    [userId],
  )
  if (!row) return null
  return {
    accepting: row.accepting === 1,
    open_view: row.open_view === 0 ? 0 : row.open_view === 2 ? 2 : 1,
    share_ratio: percentOf(row.share_ratio),
  }
}

async function mine(ctx: AppContext, userId: number): Promise<FollowMine> {
  const q = ctx.db
  const follows = await q.query<FollowRow>(
    `SELECT * FROM follows WHERE follower_id = $1 ORDER BY status DESC, id DESC LIMIT ${LATEST}`,
    [userId],
  )
  const skipped = await q.query<{
    follow_id: number
    trader_id: number
    position_id: number
    match_id: number
    reason: FollowSkipReason
    created_at: Date
  }>(
    `SELECT s.follow_id, f.trader_id, s.position_id, p.match_id, s.reason, s.created_at
       FROM follow_skips s JOIN follows f ON f.id = s.follow_id
       JOIN lever_positions p ON p.id = s.position_id
      WHERE f.follower_id = $1 ORDER BY s.id DESC LIMIT ${LATEST}`,
    [userId],
  )
  const statements = await q.query<{
    id: number
    trader_id: number
    nickname: string
    week_start: string
    realised: string
    cumulative: string
    high_water_before: string
    high_water_after: string
    share_ratio: string
    due: string
    paid: string
    created_at: Date
  }>(
    `SELECT s.*, to_char(s.week_start, 'YYYY-MM-DD') AS week_start, u.nickname
       FROM follow_statements s JOIN users u ON u.id = s.trader_id
      WHERE s.follower_id = $1 ORDER BY s.week_start DESC, s.id DESC LIMIT ${LATEST}`,
    [userId],
  )
  const copies = await q.query<PositionRow>(
    `(SELECT * FROM lever_positions WHERE user_id = $1 AND follow_id IS NOT NULL AND status = 1)
     UNION ALL
     (SELECT * FROM lever_positions WHERE user_id = $1 AND follow_id IS NOT NULL AND status = 3
       ORDER BY closed_at DESC, id DESC LIMIT ${LATEST})`,
    [userId],
  )
  const copyViews = await viewPositions(q, ctx.feed, ctx.clock.now(), copies)
  const followOf = new Map(copies.map((c) => [c.id, c.follow_id]))
  const symbolOf = (matchId: number) =>
    ctx.feed.matches().find((m) => m.id === matchId)?.symbol ?? ''
  return {
    follows: await followViews(q, follows),
    copies: copyViews.map((v) => ({
      follow_id: followOf.get(v.position.id) ?? 0,
      position: v.position,
    })),
    skipped: skipped.map((s) => ({
      follow_id: s.follow_id,
      trader_user_id: s.trader_id,
      position_id: s.position_id,
      symbol: symbolOf(s.match_id),
      reason: s.reason,
      time: s.created_at.toISOString(),
    })),
    statements: statements.map((s) => ({
      id: s.id,
      trader_user_id: s.trader_id,
      nickname: s.nickname,
      week_start: s.week_start,
      realised: formatAmount(s.realised),
      cumulative: formatAmount(s.cumulative),
      high_water_before: formatAmount(s.high_water_before),
      high_water_after: formatAmount(s.high_water_after),
      share_ratio: percentOf(s.share_ratio),
      due: formatAmount(s.due),
      paid: formatAmount(s.paid),
      time: s.created_at.toISOString(),
    })),
    trader: await traderSelf(q, userId),
  }
}

export function followRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const now = () => ctx.clock.now()

  api.route({
    ...routeOf(ctx, 'followIndex'),
    handler: async (req) => {
      const { user } = userOf(req)
      const sort: TraderSort = (req.query.sort as TraderSort | undefined) ?? 'profit'
      return ok(await listTraders(ctx.db, user.id, now(), sort, pagingOf(req.query, 20, 50)))
    },
  })

  api.route({
    ...routeOf(ctx, 'followTraderDetail'),
    handler: async (req) => {
      const { user } = userOf(req)
      const { head_portrait, ...detail } = await traderDetail(
        ctx.db,
        ctx.feed,
        user.id,
        now(),
        positiveInt(req.query.trader_user_id) ?? 0,
        (at) => businessDate(at, ctx.businessTz),
      )
      const avatar = head_portrait
        ? `/upload/view?${await signedViewQuery(ctx, head_portrait)}`
        : null
      return ok({ ...detail, avatar })
    },
  })

  api.route({
    ...routeOf(ctx, 'followHistoryTrade'),
    handler: async (req) => {
      const traderId = positiveInt(req.query.trader_user_id) ?? 0
      if (!(await isActiveTrader(ctx.db, traderId))) throw new AppError('follow_trader_not_found')
      return ok(await traderHistory(ctx.db, ctx.feed, traderId, pagingOf(req.query, 20, 50)))
    },
  })

  api.route({
    ...routeOf(ctx, 'followFollow'),
    handler: async (req) => {
      const { user } = userOf(req)
      const view = await writeOnce(ctx, req, async (q) => {
        const row = await followTrader(q, ctx.clock, ctx.businessTz, user.id, {
          traderId: positiveInt(text(req.body.trader_user_id)),
          type: text(req.body.type),
          number: text(req.body.number),
          cap: text(req.body.cap),
        })
        return (await followViews(q, [row]))[0]
      })
      return ok(view)
    },
  })

  api.route({
    ...routeOf(ctx, 'followCancel'),
    handler: async (req) => {
      const { user } = userOf(req)
      const view = await writeOnce(ctx, req, async (q) => {
        const row = await cancelFollow(
          q,
          ctx.clock,
          user.id,
          positiveInt(text(req.body.follow_user_id)),
        )
        return (await followViews(q, [row]))[0]
      })
      return ok(view)
    },
  })

  api.route({
    ...routeOf(ctx, 'followSelfHolding'),
    handler: async (req) => {
      const { user } = userOf(req)
      const rows = await ctx.db.query<PositionRow>(
        'SELECT * FROM lever_positions WHERE user_id = $1 AND copy_of = $2 ORDER BY id DESC',
        [user.id, positiveInt(req.body.transaction_id) ?? 0],
      )
      const views = await viewPositions(ctx.db, ctx.feed, now(), rows)
      return ok(views.map((v) => v.position))
    },
  })

  api.route({
    ...routeOf(ctx, 'followMine'),
    handler: async (req) => ok(await mine(ctx, userOf(req).user.id)),
  })

  api.route({
    ...routeOf(ctx, 'followSettings'),
    handler: async (req) => {
      const { user } = userOf(req)
      const self = await writeOnce(ctx, req, async (q) => {
        const [row] = await q.query(
          `UPDATE follow_traders SET accepting = $2, open_view = $3
            WHERE user_id = $1 AND active = 1 RETURNING 1`,
          [user.id, Number(text(req.body.accepting)), Number(text(req.body.open_view))],
        )
        if (!row) throw new AppError('follow_not_trader')
        return traderSelf(q, user.id)
      })
      return ok(self)
    },
  })
}

export function followOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  api.route({
    ...routeOf(ctx, 'opsTrader'),
    handler: async (req) => {
      const state = await setTrader(ctx, req.body)
      return ok({ ...state, share_ratio: dec(state.share_ratio).toFixed() })
    },
  })
}
