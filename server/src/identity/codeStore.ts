// Verification codes, kept hashed. A code lives 10 minutes, dies after 5 wrong tries, and a newer
// code for the same account and scene replaces it.
import { randomInt } from 'node:crypto'
import type { CodeScene } from '@wire/user'
import { CODE_LENGTH } from '@common/validate'
import { MINUTE, type Clock } from '../infra/clock'
import { safeEqual, sha256 } from '../infra/crypto/tokens'
import type { Db, Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'

export const CODE_TTL_MS = 10 * MINUTE
export const MAX_CODE_ATTEMPTS = 5

function hashCode(accountKey: string, scene: CodeScene, code: string): string {
  return sha256(`${accountKey}|${scene}|${code}`)
}

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

export async function storeCode(
  db: Db,
  clock: Clock,
  accountKey: string,
  scene: CodeScene,
  code: string,
): Promise<void> {
  const now = clock.now()
  await db.tx(async (q) => {
    await q.query(
      `UPDATE verification_codes SET used_at = $3
        WHERE account_key = $1 AND scene = $2 AND used_at IS NULL`,
      [accountKey, scene, now],
    )
    await q.query(
      `INSERT INTO verification_codes (account_key, scene, code_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        accountKey,
        scene,
        hashCode(accountKey, scene, code),
        new Date(now.getTime() + CODE_TTL_MS),
        now,
      ],
    )
  })
}

/**
 * Checks a code without using it up and returns its id for `consumeCode`. A wrong code costs
 * one attempt; that is written at once, outside any caller's transaction, so a rollback of the
 * caller's work cannot refund it.
 */
export async function checkCode(
  db: Db,
  clock: Clock,
  accountKey: string,
  scene: CodeScene,
  code: string,
): Promise<number> {
  const [live] = await db.query<{ id: number; code_hash: string }>(
    `SELECT id, code_hash FROM verification_codes
      WHERE account_key = $1 AND scene = $2 AND used_at IS NULL
        AND expires_at > $3 AND attempts < $4
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [accountKey, scene, clock.now(), MAX_CODE_ATTEMPTS],
  )
  if (!live) throw new AppError('code_expired')
  if (!safeEqual(live.code_hash, hashCode(accountKey, scene, code))) {
    await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [live.id])
    throw new AppError('code_incorrect')
  }
  return live.id
}

/** Marks a checked code used; fails if another request used it first. */
export async function consumeCode(q: Queryable, clock: Clock, id: number): Promise<void> {
  const used = await q.query(
    'UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id, clock.now()],
  )
  if (used.length === 0) throw new AppError('code_expired')
}
