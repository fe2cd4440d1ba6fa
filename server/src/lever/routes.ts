// Leveraged trading (WIRE "Pinned for the catalogue areas": /lever/*). The terms are public; the
// rest needs a session. The writes honour Idempotency-Key; what they changed is pushed once the
// transaction has committed, and never again on a replay.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Envelope, Paged } from '@wire/envelope'
import type { LeverBook, LeverClosed, LeverDeal, LeverPosition } from '@wire/catalogue/lever'
import type { AppContext } from '../context'
import type { Queryable } from '../infra/db/client'
import { optionalUser, userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { formatAmount } from '../infra/money/decimal'
import { readParts } from '../infra/money/ledger'
import { batchClose, closePosition, setStopLines, type LeverDeps } from './close'
import { bookTotals } from './book'
import { dealView, leverMatch, readMarket } from './markets'
import { setLeverTerms } from './ops'
import { CANCELLED, CLOSED, listPositions, OPEN, PENDING } from './positions'
import { pushOutcome } from './push'
import { emptyOutcome, type LeverOutcome } from './settle'
import { submitPosition } from './submit'
import { viewPositions } from './views'

const PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

const STATUSES: Readonly<Record<string, readonly number[]>> = {
  '0': [PENDING],
  '1': [OPEN],
  '3': [CLOSED],
  '4': [CANCELLED],
  history: [CLOSED, CANCELLED],
}

export function leverRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const deps: LeverDeps = { clock: ctx.clock, feed: ctx.feed, tz: ctx.businessTz }

  api.route({
    ...routeOf(ctx, 'leverDeal'),
    handler: async (req): Promise<Envelope<LeverDeal>> => {
      const now = ctx.clock.now()
      const match = leverMatch(
        ctx.feed,
        positiveInt(req.body.currency_id),
        positiveInt(req.body.legal_id),
        now,
      )
      // the terms are public; the balance is shown to whoever is signed in
      const user = await optionalUser(ctx, req)
      const available = user
        ? (
            await readParts(ctx.db, {
              userId: user.user.id,
              currencyId: match.legal_id,
              wallet: 'lever',
            })
          ).available
        : null
      const market = await ctx.db.tx((q) => readMarket(q, ctx.feed, match, now))
      const mark = ctx.feed.priceAt(match.id, now.getTime())
      return ok(dealView(market, match, mark, formatAmount(available?.toFixed() ?? '0')))
    },
  })

  api.route({
    ...routeOf(ctx, 'leverSubmit'),
    handler: async (req): Promise<Envelope<LeverPosition>> => {
      const { user } = userOf(req)
      const f = req.body
      const outcome = emptyOutcome()
      const position = await writeOnce(ctx, req, async (q) => {
        const placed = await submitPosition(q, ctx.clock, ctx.feed, ctx.businessTz, user.id, {
          currencyId: positiveInt(text(f.currency_id)),
          legalId: positiveInt(text(f.legal_id)),
          type: text(f.type),
          share: text(f.share),
          multiple: text(f.multiple),
          kind: text(f.status),
          targetPrice: text(f.target_price),
          takeProfit: text(f.target_profit_price),
          stopLoss: text(f.stop_loss_price),
        })
        outcome.positions.push(placed.row)
        return (await viewPositions(q, ctx.feed, ctx.clock.now(), [placed.row]))[0].position
      })
      await pushOutcome(ctx, req.log, outcome)
      return ok(position)
    },
  })

  /** A write whose closes and opens are pushed once its transaction has committed. */
  const write = async <T>(
    req: FastifyRequest,
    act: (q: Queryable, outcome: LeverOutcome) => Promise<T>,
  ): Promise<T> => {
    const outcome = emptyOutcome()
    const answer = await writeOnce(ctx, req, (q) => act(q, outcome))
    await pushOutcome(ctx, req.log, outcome)
    return answer
  }

  api.route({
    ...routeOf(ctx, 'leverClose'),
    handler: async (req): Promise<Envelope<LeverPosition>> => {
      const { user } = userOf(req)
      const answer = await write(req, async (q, outcome) => {
        const row = await closePosition(q, deps, user.id, positiveInt(req.body.id), outcome)
        return (await viewPositions(q, ctx.feed, ctx.clock.now(), [row]))[0].position
      })
      return ok(answer)
    },
  })

  api.route({
    ...routeOf(ctx, 'leverSetStop'),
    handler: async (req): Promise<Envelope<LeverPosition>> => {
      const { user } = userOf(req)
      const f = req.body
      const answer = await write(req, async (q, outcome) => {
        const row = await setStopLines(
          q,
          deps,
          user.id,
          positiveInt(f.id),
          text(f.target_profit_price),
          text(f.stop_loss_price),
          outcome,
        )
        return (await viewPositions(q, ctx.feed, ctx.clock.now(), [row]))[0].position
      })
      return ok(answer)
    },
  })

  api.route({
    ...routeOf(ctx, 'leverBatchClose'),
    handler: async (req): Promise<Envelope<LeverClosed>> => {
      const { user } = userOf(req)
      const side = Number(req.body.type) as 0 | 1 | 2
      const answer = await write(req, async (q, outcome) => {
        const rows = await batchClose(q, deps, user.id, side, outcome)
        const views = await viewPositions(q, ctx.feed, ctx.clock.now(), rows)
        return { closed: views.map((v) => v.position) }
      })
      return ok(answer)
    },
  })

  api.route({
    ...routeOf(ctx, 'leverBook'),
    handler: async (req): Promise<Envelope<LeverBook>> => {
      const { user } = userOf(req)
      const f = req.body
      const matchId = matchFilter(ctx, f.currency_id, f.legal_id)
      const paging = pagingOf(f, PAGE_SIZE, MAX_PAGE_SIZE)
      const now = ctx.clock.now()
      const page = await listPositions(ctx.db, user.id, {
        matchId,
        statuses: [PENDING, OPEN],
        ...paging,
      })
      const views = await viewPositions(ctx.db, ctx.feed, now, page.data)
      const totals = await bookTotals(ctx.db, ctx.feed, now, user.id)
      return ok({ ...totals, order: { ...page, data: views.map((v) => v.position) } })
    },
  })

  api.route({
    ...routeOf(ctx, 'leverList'),
    handler: async (req): Promise<Envelope<Paged<LeverPosition>>> => {
      const { user } = userOf(req)
      const f = req.body
      const page = await listPositions(ctx.db, user.id, {
        matchId: matchFilter(ctx, f.currency_id, f.legal_id),
        statuses: STATUSES[text(f.status)] ?? [PENDING, OPEN, CLOSED, CANCELLED],
        ...pagingOf(f, PAGE_SIZE, MAX_PAGE_SIZE),
      })
      const views = await viewPositions(ctx.db, ctx.feed, ctx.clock.now(), page.data)
      return ok({ ...page, data: views.map((v) => v.position) })
    },
  })
}

/** The match a list is narrowed to by its base and quote currency; every match when absent. */
function matchFilter(
  ctx: AppContext,
  currencyId: string | undefined,
  legalId: string | undefined,
): number | undefined {
  const base = positiveInt(currencyId)
  const quote = positiveInt(legalId)
  if (base === undefined && quote === undefined) return undefined
  return ctx.feed.matches().find((m) => m.currency_id === base && m.legal_id === quote)?.id ?? -1
}

export function leverOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  api.route({
    ...routeOf(ctx, 'opsLeverTerms'),
    handler: async (req) => ok(await setLeverTerms(ctx, req.body)),
  })
}
