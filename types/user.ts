// Account calls (SPEC §7 User, Settings and profile). Field names follow the spec's payload list.
// What each call takes is the call catalogue's (catalogue/identity.ts, `SendOf<'login'>`).
import type { Product } from './catalogue/jurisdiction'

/** How an account is reached: a phone number with an area code, or an e-mail address. */
export type AccountType = 'mobile' | 'email'

/**
 * Verification-code scenes. `forget` also serves a signed-in user changing the login password;
 * `pay_password` sets or changes the withdraw password (WIRE.md); `mobile` binds a phone number;
 * `withdraw` confirms one withdrawal (used up only by a request that is accepted); `security` sets
 * the anti-phishing code.
 */
export type CodeScene = 'register' | 'forget' | 'pay_password' | 'mobile' | 'withdraw' | 'security'

/**
 * Where a session signed in from: Taro's build target ('other' for one the server does not know).
 * Here rather than in the catalogue: the server's session code, which the end-to-end seeds load,
 * reads it without the schema library.
 */
export const SESSION_PLATFORMS = ['h5', 'weapp', 'alipay', 'tt', 'rn', 'other'] as const
export type SessionPlatform = (typeof SESSION_PLATFORMS)[number]

/** Certification review: 0 none, 1 pending, 2 passed, 3 rejected. */
export type ReviewStatus = 0 | 1 | 2 | 3

/** Which password /safe/update_password changes: the login one or the trade/withdraw one. */
export type PasswordKind = 'login' | 'pay'

export interface UserInfo {
  id: number
  /** what the user signs in with: e-mail, or the national number for a phone account */
  account: string
  account_type: AccountType
  area_code: string | null
  nickname: string
  head_portrait: string | null
  credit_score: number
  /** this user's own invitation code */
  invite_code: string
  /** real name once certified */
  name: string | null
  review_status: ReviewStatus
  advanced_review_status: ReviewStatus
  /** trade/withdraw password set */
  isPayPas: boolean
  created_at: string
  /** the bound phone number (a phone account's is its login), national digits */
  mobile: string | null
  /** calling code of `mobile` */
  mobile_area_code: string | null
  /**
   * ISO time of the latest login or withdraw password change or mobile binding; null when none
   * since registration
   */
  security_changed_at: string | null
  /** the anti-phishing code every message and e-mail from the platform carries; null: not set */
  anti_phishing: string | null
  /** an authenticator (TOTP) is bound: its code is asked at login, withdrawal, security changes */
  totp_bound: boolean
  /** products switched off in the user's country, each with that country (ISO alpha-2) */
  products_off: { product: Product; country: string }[]
}

export interface Captcha {
  key: string
  /** data:image/svg+xml;base64,... */
  img: string
}
