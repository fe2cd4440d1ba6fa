// For load balancers and orchestrators (issue 53): /health/live says the process answers;
// /health/ready says whether it can take requests, which it cannot while its database is away.
// Outside /api: not calls of the app, not behind admission control, never cached.
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import { UNAVAILABLE_RETRY_AFTER_S } from './errors'

export interface Readiness {
  status: 'ready' | 'unavailable'
  database: 'up' | 'down'
}

// not part of the API document either
const hidden = { schema: { hide: true } }

export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/health/live', hidden, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store')
    return { status: 'live' }
  })

  app.get('/health/ready', hidden, async (_req, reply): Promise<Readiness> => {
    reply.header('Cache-Control', 'no-store')
    // Refused at once while the database is known to be away; otherwise a round trip finds one
    // that went away while nothing asked it.
    const up = await db.query('SELECT 1').then(
      () => true,
      () => false,
    )
    if (up) return { status: 'ready', database: 'up' }
    reply.code(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
    return { status: 'unavailable', database: 'down' }
  })
}
