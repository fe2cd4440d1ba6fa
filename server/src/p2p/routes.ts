// P2P (WIRE "Pinned for the catalogue areas": /p2p/*). The ads are public; everything else needs a
// session; every write honours Idempotency-Key, and each state change's messages are pushed once
// its transaction has committed.
import type { FastifyInstance } from 'fastify'
import { P2P_DAILY_CANCELS, P2P_PAY_MINUTES } from '@common/p2pRules'
import type { P2pOrder } from '@wire/catalogue/p2p'
import type { AppContext } from '../context'
import type { Queryable } from '../infra/db/client'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { pushMessage, type StoredMessage } from '../messages/public'
import { closeAd, listAds, myAds, postAd, readAd, toAds } from './ads'
import { decideAppeal, listAppeals, setMerchant } from './ops'
import {
  appeal,
  cancelByBuyer,
  cancelsToday,
  listOrders,
  lockOrderOf,
  markPaid,
  orderView,
  placeOrder,
  release,
  type P2pDeps,
} from './orders'

export function p2pRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const deps: P2pDeps = { clock: ctx.clock, tz: ctx.businessTz }
  const push = (messages: readonly StoredMessage[]) => {
    for (const m of messages) pushMessage(ctx.realtime, app.log, m)
  }

  api.route({
    ...routeOf(ctx, 'p2pAds'),
    handler: async (req) =>
      ok(
        await listAds(
          ctx.db,
          {
            currencyId: positiveInt(req.query.currency_id),
            fiat: req.query.fiat,
            amount: req.query.amount,
          },
          pagingOf(req.query, 20, 50),
        ),
      ),
  })

  api.route({
    ...routeOf(ctx, 'p2pAd'),
    handler: async (req) =>
      ok((await toAds(ctx.db, [await readAd(ctx.db, positiveInt(req.query.id))]))[0]),
  })

  api.route({
    ...routeOf(ctx, 'p2pStatus'),
    handler: async (req) => {
      const { user } = userOf(req)
      const [merchant] = await ctx.db.query<{ name: string; status: number }>(
        'SELECT name, status FROM p2p_merchants WHERE user_id = $1',
        [user.id],
      )
      const { count, barredUntil } = await cancelsToday(ctx.db, deps, user.id)
      return ok({
        certified: user.review_status === 2,
        merchant: merchant ? { name: merchant.name, active: merchant.status === 1 } : null,
        cancels_today: count,
        cancel_limit: P2P_DAILY_CANCELS,
        barred_until: barredUntil?.toISOString() ?? null,
        pay_minutes: P2P_PAY_MINUTES,
      })
    },
  })

  api.route({
    ...routeOf(ctx, 'p2pOrder'),
    handler: async (req) => {
      const { user } = userOf(req)
      let pushed: StoredMessage[] = []
      const order = await writeOnce(ctx, req, async (q) => {
        const placed = await placeOrder(q, deps, user, {
          adId: positiveInt(text(req.body.ad_id)),
          fiatAmount: text(req.body.fiat_amount),
        })
        pushed = [placed.message]
        return placed.order
      })
      push(pushed)
      return ok(order)
    },
  })

  api.route({
    ...routeOf(ctx, 'p2pOrderDetail'),
    handler: async (req) => {
      const { user } = userOf(req)
      const o = await ctx.db.tx((q) => lockOrderOf(q, user.id, positiveInt(req.query.id)))
      return ok(await orderView(ctx.db, o, user.id))
    },
  })

  api.route({
    ...routeOf(ctx, 'p2pOrders'),
    handler: async (req) => {
      const { user } = userOf(req)
      const role =
        req.body.role === 'buyer' || req.body.role === 'merchant' ? req.body.role : undefined
      return ok(await listOrders(ctx.db, user.id, role, pagingOf(req.body, 20, 50)))
    },
  })

  // the order's state changes: each the same shape (an id, maybe more), pushed once committed
  const change = (
    name: 'p2pPaid' | 'p2pRelease' | 'p2pCancel' | 'p2pAppeal',
    run: (
      q: Queryable,
      userId: number,
      body: Record<string, string>,
    ) => Promise<{ order: P2pOrder; messages: StoredMessage[] }>,
  ) =>
    api.route({
      ...routeOf(ctx, name),
      handler: async (req) => {
        const { user } = userOf(req)
        const body = Object.fromEntries(
          Object.entries(req.body as Record<string, string | undefined>).map(([k, v]) => [
            k,
            text(v),
          ]),
        )
        let pushed: StoredMessage[] = []
        const order = await writeOnce(ctx, req, async (q) => {
          const done = await run(q, user.id, body)
          pushed = done.messages
          return done.order
        })
        push(pushed)
        return ok(order)
      },
    })
  change('p2pPaid', (q, userId, b) =>
    markPaid(q, deps, userId, { id: positiveInt(b.id), proof: b.proof ?? '' }),
  )
  change('p2pRelease', (q, userId, b) => release(q, deps, userId, positiveInt(b.id)))
  change('p2pCancel', (q, userId, b) => cancelByBuyer(q, deps, userId, positiveInt(b.id)))
  change('p2pAppeal', (q, userId, b) =>
    appeal(q, deps, userId, { id: positiveInt(b.id), reason: b.reason ?? '' }),
  )

  api.route({
    ...routeOf(ctx, 'p2pMyAds'),
    handler: async (req) => {
      const { user } = userOf(req)
      return ok(await myAds(ctx.db, user.id, pagingOf(req.query, 20, 50)))
    },
  })

  api.route({
    ...routeOf(ctx, 'p2pPostAd'),
    handler: async (req) => {
      const { user } = userOf(req)
      const b = req.body
      const ad = await writeOnce(ctx, req, (q) =>
        postAd(q, ctx.clock, user, {
          currencyId: positiveInt(text(b.currency_id)),
          fiat: text(b.fiat),
          price: text(b.price),
          total: text(b.total),
          minFiat: text(b.min_fiat),
          maxFiat: text(b.max_fiat),
        }),
      )
      return ok(ad)
    },
  })

  api.route({
    ...routeOf(ctx, 'p2pCloseAd'),
    handler: async (req) => {
      const { user } = userOf(req)
      return ok(
        await writeOnce(ctx, req, (q) => closeAd(q, ctx.clock, user.id, positiveInt(req.body.id))),
      )
    },
  })
}

export function p2pOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const deps: P2pDeps = { clock: ctx.clock, tz: ctx.businessTz }
  api.route({
    ...routeOf(ctx, 'opsP2pMerchant'),
    handler: async (req) => ok(await setMerchant(ctx, req.body)),
  })
  api.route({
    ...routeOf(ctx, 'opsP2pAppeals'),
    handler: async (req) => ok(await listAppeals(ctx, pagingOf(req.query, 20, 100))),
  })
  api.route({
    ...routeOf(ctx, 'opsP2pDecide'),
    handler: async (req) =>
      ok(
        await decideAppeal(ctx, deps, req.body, (messages) => {
          for (const m of messages) pushMessage(ctx.realtime, app.log, m)
        }),
      ),
  })
}
