// The one way a handler makes a write idempotent (DESIGN §5): the catalogue entry declares it
// (`idempotent: true`, which OpenAPI documents as the Idempotency-Key header), and everything the
// key is kept under comes from the request, so no handler restates it.
import type { FastifyRequest } from 'fastify'
import { CATALOGUE, type Call, type CallName, type CallOf } from '@wire/catalogue'
import type { AppContext } from '../context'
import type { Queryable } from '../db/client'
import { idempotent, isAnswered, ownerOfUser, type IdempotentRequest } from '../money/idempotency'
import { userOf } from './auth'
import { idempotencyKeyOf } from './idempotency'

/** The calls whose catalogue entry says `idempotent: true`. */
export type IdempotentCall = {
  [K in CallName]: CallOf<K> extends { idempotent: true } ? K : never
}[CallName]

/**
 * The name a call's keys are hashed with. Keys are never cleaned up (006_idempotency.sql), so a
 * name is fixed once a key may have been stored under it: another name would refuse the retry of a
 * request that succeeded as a reused key. The names predate the catalogue; a new call may take its
 * catalogue name.
 */
export const STORED_AS: Readonly<Record<IdempotentCall, string>> = {
  submitOrder: 'microtrade/submit',
  walletChange: 'wallet/change',
  transfer: 'user/Transfer',
  lockPurchase: 'lh/deposit',
  chargeReq: 'wallet/charge_req',
  walletOut: 'wallet/out',
  opsCredit: 'ops/credit',
  supportSend: 'supportSend',
  opsSupportReply: 'opsSupportReply',
  spotTrade: 'spotTrade',
  spotCancel: 'spotCancel',
  leverSubmit: 'leverSubmit',
  leverClose: 'leverClose',
  leverSetStop: 'leverSetStop',
  leverBatchClose: 'leverBatchClose',
  followFollow: 'followFollow',
  followCancel: 'followCancel',
  followSettings: 'followSettings',
  dualBuy: 'dualBuy',
  projectOrder: 'projectOrder',
  loanSubmit: 'loanSubmit',
  loanRepay: 'loanRepay',
  loanAddCollateral: 'loanAddCollateral',
  p2pOrder: 'p2pOrder',
  p2pPaid: 'p2pPaid',
  p2pRelease: 'p2pRelease',
  payCreate: 'payCreate',
  payCreateMjl: 'payCreateMjl',
  nftBuyBox: 'nftBuyBox',
  nftOpenBox: 'nftOpenBox',
  nftCollect: 'nftCollect',
  nftBuy: 'nftBuy',
  nftBid: 'nftBid',
  nftResell: 'nftResell',
  nftCancelResell: 'nftCancelResell',
  p2pCancel: 'p2pCancel',
  p2pAppeal: 'p2pAppeal',
  p2pPostAd: 'p2pPostAd',
  p2pCloseAd: 'p2pCloseAd',
}

export function isIdempotentCall(name: CallName): name is IdempotentCall {
  const c: Call = CATALOGUE[name]
  return c.idempotent === true
}

/** Whose key it is, the key and the call; a mistake in code on a call not declared idempotent. */
function keyOf(req: FastifyRequest): Omit<IdempotentRequest, 'payload'> {
  const name = req.routeOptions.config.call
  if (name === undefined || !isIdempotentCall(name)) {
    throw new Error(
      `writeOnce: ${name ?? req.url} is not declared idempotent: true in the catalogue`,
    )
  }
  const c: Call = CATALOGUE[name]
  return {
    owner: c.operator ? 'ops' : ownerOfUser(userOf(req).user.id),
    key: idempotencyKeyOf(req),
    call: STORED_AS[name],
  }
}

/**
 * Runs `act` once per Idempotency-Key of the signed-in user (the operator's, for an operator call):
 * a retry with the same `payload` gets the first answer, another payload under the key is refused,
 * and a request without a key simply runs. `payload` is the fields as they decide what the write
 * does; `act`'s result must be plain JSON (it is what a replay returns).
 */
export async function writeOnce<T>(
  ctx: AppContext,
  req: FastifyRequest,
  payload: Readonly<Record<string, string>>,
  act: (q: Queryable) => Promise<T>,
): Promise<T> {
  return idempotent(ctx.db, ctx.clock, { ...keyOf(req), payload }, act)
}

/** True when a request under this request's key has been answered: its replay needs no checks. */
export async function answeredBefore(ctx: AppContext, req: FastifyRequest): Promise<boolean> {
  const { owner, key } = keyOf(req)
  return isAnswered(ctx.db, owner, key)
}
