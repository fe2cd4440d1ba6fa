// The operator console's own call: what waits for a person's decision, across the features that
// have a queue (queues.ts). Each feature's operator decisions are its own (areas.ts).
import type { FastifyInstance } from 'fastify'
import type { PayloadOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { audit } from '../infra/audit/audit'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { OPS_QUEUES } from './queues'

/** `app` is the /ops scope, whose hook checks the token. */
export function opsQueueRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Reading the queue is audited too: it shows people's documents.
  typed(app).route({
    ...routeOf(ctx, 'opsQueue'),
    handler: async (req): Promise<Envelope<PayloadOf<'opsQueue'>>> => {
      const rows = await OPS_QUEUES[req.query.kind](ctx.db)
      await audit(ctx.db, ctx.clock, 'queue', null, { kind: req.query.kind, rows: rows.length })
      return ok(rows)
    },
  })
}
