import type { FastifyRequest } from 'fastify'
import { readIdempotencyKey } from '../money/idempotency'

/** The request's Idempotency-Key header (DESIGN §5), checked; undefined when it has none. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key']
  // Sent twice, a key is ambiguous: refused like any malformed key (the joined value fails).
  return readIdempotencyKey(Array.isArray(header) ? header.join(', ') : header)
}
