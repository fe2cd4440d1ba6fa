import { randomInt } from 'node:crypto'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { findUserByInviteCode } from './users'

// No 0/O or 1/I/L: an invitation code gets read aloud and typed from paper.
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const INVITE_CODE_LENGTH = 6

export function newInviteCode(): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]
  }
  return code
}

export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase()
}

/**
 * The referrer named by an invitation code: a user's id, or null for the house code (which lets
 * the first users in). Unknown codes are refused.
 */
export async function resolveInviter(
  q: Queryable,
  code: string,
  houseCode: string,
): Promise<number | null> {
  if (!code) throw new AppError('invite_code_required')
  if (houseCode && code === normalizeInviteCode(houseCode)) return null
  const inviter = await findUserByInviteCode(q, code)
  if (!inviter) throw new AppError('invite_code_invalid')
  return inviter.id
}
