// The users row (identity writes it: registration, passwords, certification) as every area reads
// it: the session's user (http/auth.ts), the account an operator names (ops/accountKey.ts). Kept
// below the features, because areas that identity itself uses (messages, jurisdiction) read it
// too: beside identity's code it would tie them to identity both ways.
import type { AccountType } from '@wire/user'
import type { Queryable } from './client'

export interface UserRow {
  id: number
  account_key: string
  account_type: AccountType
  account: string
  area_code: string | null
  nickname: string
  head_portrait: string | null
  password_hash: string
  pay_password_hash: string | null
  invite_code: string
  parent_id: number | null
  credit_score: number
  real_name: string | null
  id_number: string | null
  review_status: number
  advanced_review_status: number
  frozen: boolean
  created_at: Date
  security_changed_at: Date | null
  mobile: string | null
  mobile_area_code: string | null
  mobile_key: string | null
  anti_phishing: string | null
  totp_secret: string | null
  totp_bound_at: Date | null
  totp_pending: string | null
  totp_pending_at: Date | null
  /** the country of the passed certification (ISO alpha-2) */
  country: string | null
}

export async function findUserByKey(q: Queryable, key: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>('SELECT * FROM users WHERE account_key = $1', [key])
  return user
}
