// Account record calls (SPEC §7 /account/list, /wallet/legal_log, /wallet/hzhistory, /pay/payLog):
// one list of the ledger's records, filtered four ways. All need a session and read only its user's records.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt } from '../infra/http/input'
import { listRecords, MOVE_TYPES, PAY_TYPES, type RecordPage } from './records'

/** Paged by 10, as the app's other lists. */
const PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

const paging = (fields: { page?: string; limit?: string }) =>
  pagingOf(fields, PAGE_SIZE, MAX_PAGE_SIZE)

export function recordsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'accountList'),
    handler: async (req): Promise<Envelope<RecordPage>> => {
      const { user } = userOf(req)
      const f = req.body
      const filter = {
        currencyId: positiveInt(f.currency),
        types: f.type ? [f.type] : undefined,
      }
      return ok(await listRecords(ctx.db, user.id, filter, paging(f)))
    },
  })

  api.route({
    ...routeOf(ctx, 'moveHistory'),
    handler: async (req): Promise<Envelope<RecordPage>> => {
      const { user } = userOf(req)
      const page = paging({ page: req.query.page })
      return ok(await listRecords(ctx.db, user.id, { types: MOVE_TYPES }, page))
    },
  })

  api.route({
    ...routeOf(ctx, 'legalLog'),
    handler: async (req): Promise<Envelope<RecordPage>> => {
      const { user } = userOf(req)
      const f = req.body
      const filter = {
        wallet: 'legal' as const,
        currencyId: positiveInt(f.currency),
        types: f.type ? [f.type] : undefined,
      }
      return ok(await listRecords(ctx.db, user.id, filter, paging({ page: f.page })))
    },
  })

  api.route({
    ...routeOf(ctx, 'payLog'),
    handler: async (req): Promise<Envelope<RecordPage>> => {
      const { user } = userOf(req)
      return ok(await listRecords(ctx.db, user.id, { types: PAY_TYPES }, paging(req.body)))
    },
  })
}
