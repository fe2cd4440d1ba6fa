// Exports (issue 32 item 5): one part of a CSV file of the user's own rows.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { positiveInt } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { exportPart, type ExportPart } from './exports'

export function exportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'exportCsv'),
    handler: async (req): Promise<Envelope<ExportPart>> => {
      const f = req.body
      const input = {
        kind: f.kind,
        start: f.start,
        end: f.end,
        // '+60', '1e2' or '' are no clock: NaN, which the period's rule refuses
        offset: /^-?\d{1,3}$/.test(f.offset) ? Number(f.offset) : NaN,
        after: positiveInt(f.after) ?? 0,
      }
      return ok(await exportPart(ctx, requestLang(req), userOf(req).user.id, input))
    },
  })
}
