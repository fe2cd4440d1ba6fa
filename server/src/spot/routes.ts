// Spot trading (WIRE "Pinned for the catalogue areas": /coin/*). The book and the rules are
// public; orders and fills need a session. Trade and cancel honour Idempotency-Key; what they
// changed is pushed once the transaction has committed, and never again on a replay.
import type { FastifyInstance } from 'fastify'
import type { Envelope, Paged } from '@wire/envelope'
import type { SpotCancelled, SpotDepth, SpotFill, SpotOrder, SpotRules } from '@wire/catalogue/spot'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import type { BookChange } from './bookChange'
import { cancelSpotOrder } from './cancel'
import { DEPTH_DEFAULT, DEPTH_MAX, readDepth } from './depth'
import { rulesView, spotMatch } from './markets'
import { listFills, listOrders, toSpotOrder } from './orders'
import { pushBookChange } from './push'
import { makerSettingsView, setMakerSettings, setSpotRules } from './ops'
import { placeSpotOrder } from './submit'

const PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

export function spotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const publish = (change: BookChange | undefined, log: FastifyInstance['log']): void => {
    if (change) pushBookChange(ctx.realtime, ctx.feed, log, change)
  }

  api.route({
    ...routeOf(ctx, 'spotTrade'),
    handler: async (req): Promise<Envelope<SpotOrder>> => {
      const { user } = userOf(req)
      const f = req.body
      let change: BookChange | undefined
      const order = await writeOnce(ctx, req, async (q) => {
        change = await placeSpotOrder(q, ctx.clock, ctx.feed, user.id, {
          currencyId: positiveInt(f.currency_id),
          legalId: positiveInt(f.legal_id),
          type: text(f.type),
          amount: text(f.amount),
          targetPrice: text(f.target_price),
          tif: text(f.tif),
        })
        return toSpotOrder(change.orders[0], ctx.feed)
      })
      publish(change, req.log)
      return ok(order)
    },
  })

  api.route({
    ...routeOf(ctx, 'spotCancel'),
    handler: async (req): Promise<Envelope<SpotCancelled>> => {
      const { user } = userOf(req)
      let change: BookChange | undefined
      const answer = await writeOnce(ctx, req, async (q) => {
        const done = await cancelSpotOrder(
          q,
          ctx.clock,
          ctx.feed,
          user.id,
          positiveInt(req.body.id),
        )
        change = done.change
        return done.answer
      })
      publish(change, req.log)
      return ok(answer)
    },
  })

  api.route({
    ...routeOf(ctx, 'spotList'),
    handler: async (req): Promise<Envelope<Paged<SpotOrder>>> => {
      const { user } = userOf(req)
      const f = req.query
      return ok(
        await listOrders(ctx.db, ctx.feed, user.id, {
          currencyId: positiveInt(f.currency_id),
          legalId: positiveInt(f.legal_id),
          status: positiveInt(f.status),
          ...pagingOf(f, PAGE_SIZE, MAX_PAGE_SIZE),
        }),
      )
    },
  })

  api.route({
    ...routeOf(ctx, 'spotFills'),
    handler: async (req): Promise<Envelope<Paged<SpotFill>>> => {
      const { user } = userOf(req)
      const f = req.query
      return ok(
        await listFills(ctx.db, ctx.feed, user.id, {
          orderId: positiveInt(f.id),
          ...pagingOf(f, PAGE_SIZE, MAX_PAGE_SIZE),
        }),
      )
    },
  })

  api.route({
    ...routeOf(ctx, 'spotDepth'),
    handler: async (req): Promise<Envelope<SpotDepth>> => {
      const match = spotMatch(ctx.feed, positiveInt(req.query.match_id), ctx.clock.now())
      const limit = Math.min(positiveInt(req.query.limit) ?? DEPTH_DEFAULT, DEPTH_MAX)
      return ok(await readDepth(ctx.db, match.id, limit))
    },
  })

  api.route({
    ...routeOf(ctx, 'spotRules'),
    handler: async (req): Promise<Envelope<SpotRules>> => {
      const match = spotMatch(ctx.feed, positiveInt(req.query.match_id), ctx.clock.now())
      return ok(await rulesView(ctx.db, match))
    },
  })
}

export function spotOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsMarketMaker'),
    handler: async () => ok(await makerSettingsView(ctx.db)),
  })

  api.route({
    ...routeOf(ctx, 'opsMarketMakerSet'),
    handler: async (req) => ok(await ctx.db.tx((q) => setMakerSettings(q, ctx.clock, req.body))),
  })

  api.route({
    ...routeOf(ctx, 'opsSpotRules'),
    handler: async (req) => {
      const match = spotMatch(ctx.feed, positiveInt(req.body.match_id), ctx.clock.now())
      return ok(await ctx.db.tx((q) => setSpotRules(q, ctx.clock, match, req.body)))
    },
  })
}
