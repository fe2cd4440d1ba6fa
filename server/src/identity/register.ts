// POST /user/register: a new account, signed in at once. Everything that can be refused is
// checked before the transaction; inside it, the code is used up, the user and the session are
// written together, so a failure leaves no half-registered account behind. A taken account is
// told apart only after a valid code: register codes are sent only to addresses without an
// account (verification.ts), so only someone who read a code at that address gets that far.
import { checkCode, consumeCode } from './codeStore'
import type { AppContext } from '../context'
import { hashPassword } from '../infra/crypto/password'
import { isUniqueViolation, type Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { maskAccount, resolveAccount, type AccountInput, type AccountRef } from './accounts'
import { requireCodeFormat, requireNewPassword } from './credentials'
import { newInviteCode, normalizeInviteCode, resolveInviter } from './invites'
import { createSession, type SessionClient } from './sessions'

export interface RegisterInput {
  account: AccountInput
  code: string
  password: string
  repassword: string
  inviteCode: string
  client: SessionClient
}

const INVITE_CODE_TRIES = 8

async function insertUser(
  q: Queryable,
  ctx: AppContext,
  account: AccountRef,
  passwordHash: string,
  parentId: number | null,
): Promise<number> {
  // A clash on the random invitation code just means drawing another one.
  for (let i = 0; i < INVITE_CODE_TRIES; i++) {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO users (account_key, account_type, account, area_code, nickname, password_hash,
                          invite_code, parent_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (invite_code) DO NOTHING
       RETURNING id`,
      [
        account.key,
        account.type,
        account.account,
        account.areaCode,
        maskAccount(account),
        passwordHash,
        newInviteCode(),
        parentId,
        ctx.clock.now(),
      ],
    )
    if (row) return row.id
  }
  throw new Error('could not draw a free invitation code')
}

/** Returns the new session's token. */
export async function register(ctx: AppContext, input: RegisterInput): Promise<string> {
  if ((await ctx.limiters.registerPerIp.take(input.client.ip)) > 0)
    throw new AppError('too_many_requests')
  const account = resolveAccount(input.account)
  requireNewPassword(input.password, input.repassword)
  requireCodeFormat(input.code)
  const inviteCode = normalizeInviteCode(input.inviteCode)
  if (!inviteCode) throw new AppError('invite_code_required')

  const parentId = await resolveInviter(ctx.db, inviteCode, ctx.houseInviteCode)
  const codeId = await checkCode(ctx.db, ctx.clock, account.key, 'register', input.code)
  const passwordHash = await hashPassword(input.password, ctx.passwordCost)

  try {
    return await ctx.db.tx(async (q) => {
      await consumeCode(q, ctx.clock, codeId)
      // a number an e-mail account has bound (mobile.ts) belongs to that account already
      if (account.type === 'mobile') {
        const bound = await q.query('SELECT 1 FROM users WHERE mobile_key = $1', [account.key])
        if (bound.length > 0) throw new AppError('mobile_in_use')
      }
      const userId = await insertUser(q, ctx, account, passwordHash, parentId)
      return createSession(q, ctx.clock, userId, input.client)
    })
  } catch (err) {
    // The account is taken (two registrations racing): the second one loses here.
    if (isUniqueViolation(err, 'users_account_key_key')) throw new AppError('account_exists')
    throw err
  }
}
