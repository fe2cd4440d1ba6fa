// The one way a handler makes a write idempotent (DESIGN §5): the catalogue entry declares it
// (`idempotent: true`, which OpenAPI documents as the Idempotency-Key header), and everything the
// key is kept under comes from the request, so no handler restates it.
import type { FastifyRequest } from 'fastify'
import { CATALOGUE, type Call, type CallName, type CallOf } from '@wire/catalogue'
import type { AppContext } from '../../context'
import type { Queryable } from '../db/client'
import { idempotent, isAnswered, ownerOfUser, type IdempotentRequest } from '../money/idempotency'
import { userOf } from './auth'
import { idempotencyKeyOf } from './idempotency'

/** The calls whose catalogue entry says `idempotent: true`. */
export type IdempotentCall = {
  [K in CallName]: CallOf<K> extends { idempotent: true } ? K : never
}[CallName]

/**
 * The names keys of the calls older than the catalogue are hashed with. Keys are never cleaned up
 * (006_idempotency.sql), so a name is fixed once a key may have been stored under it: another name
 * would refuse the retry of a request that succeeded as a reused key. Every other call's keys are
 * hashed with its catalogue name.
 */
export const STORED_BEFORE_THE_CATALOGUE: Readonly<Partial<Record<IdempotentCall, string>>> = {
  submitOrder: 'microtrade/submit',
  walletChange: 'wallet/change',
  transfer: 'user/Transfer',
  lockPurchase: 'lh/deposit',
  chargeReq: 'wallet/charge_req',
  walletOut: 'wallet/out',
  opsCredit: 'ops/credit',
}

/** The name a call's keys are hashed with. */
export const storedAs = (name: IdempotentCall): string => STORED_BEFORE_THE_CATALOGUE[name] ?? name

export function isIdempotentCall(name: CallName): name is IdempotentCall {
  const c: Call = CATALOGUE[name]
  return c.idempotent === true
}

/** Whose key it is, the key and the call; a mistake in code on a call not declared idempotent. */
function keyOf(req: FastifyRequest): Omit<IdempotentRequest, 'payload'> & { entry: Call } {
  const name = req.routeOptions.config.call
  if (name === undefined || !isIdempotentCall(name)) {
    throw new Error(
      `writeOnce: ${name ?? req.url} is not declared idempotent: true in the catalogue`,
    )
  }
  const c: Call = CATALOGUE[name]
  return {
    entry: c,
    owner: c.operator ? 'ops' : ownerOfUser(userOf(req).user.id),
    key: idempotencyKeyOf(req),
    call: storedAs(name),
  }
}

/**
 * The request's fields as they decide what the write does: every field of the call's catalogue
 * entry, trimmed ('' when absent), but `lang` and those it lists as `unkeyed`.
 */
function payloadOf(req: FastifyRequest, c: Call): Record<string, string> {
  const fields = c.body?.properties ?? {}
  const sent = (req.body ?? {}) as Readonly<Record<string, unknown>>
  const payload: Record<string, string> = {}
  for (const field of Object.keys(fields)) {
    if (field === 'lang' || c.unkeyed?.includes(field)) continue
    const value = sent[field]
    payload[field] = value === undefined || value === null ? '' : String(value).trim()
  }
  return payload
}

/**
 * Runs `act` once per Idempotency-Key of the signed-in user (the operator's, for an operator call):
 * a retry with the same fields gets the first answer, other fields under the key are refused, and a
 * request without a key simply runs. `act`'s result must be plain JSON (it is what a replay
 * returns).
 */
export async function writeOnce<T>(
  ctx: AppContext,
  req: FastifyRequest,
  act: (q: Queryable) => Promise<T>,
): Promise<T> {
  const { entry, ...key } = keyOf(req)
  return idempotent(ctx.db, ctx.clock, { ...key, payload: payloadOf(req, entry) }, act)
}

/** True when a request under this request's key has been answered: its replay needs no checks. */
export async function answeredBefore(ctx: AppContext, req: FastifyRequest): Promise<boolean> {
  const { owner, key } = keyOf(req)
  return isAnswered(ctx.db, owner, key)
}
