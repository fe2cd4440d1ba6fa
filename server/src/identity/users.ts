import type { ReviewStatus, UserInfo } from '@wire/user'
import type { Queryable } from '../infra/db/client'
import type { UserRow } from '../infra/db/users'

export async function findUserByInviteCode(
  q: Queryable,
  code: string,
): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>('SELECT * FROM users WHERE invite_code = $1', [code])
  return user
}

function reviewStatus(value: number): ReviewStatus {
  return value === 1 || value === 2 || value === 3 ? value : 0
}

/** The user as /user/info answers, with the products switched off where they are. */
export function toUserInfo(user: UserRow, productsOff: UserInfo['products_off']): UserInfo {
  const reviewed = reviewStatus(user.review_status)
  return {
    id: user.id,
    account: user.account,
    account_type: user.account_type,
    area_code: user.area_code,
    nickname: user.nickname,
    head_portrait: user.head_portrait,
    credit_score: user.credit_score,
    invite_code: user.invite_code,
    // The real name is the user's own, but only a certified one is shown as theirs.
    name: reviewed === 2 ? user.real_name : null,
    review_status: reviewed,
    advanced_review_status: reviewStatus(user.advanced_review_status),
    isPayPas: user.pay_password_hash !== null,
    created_at: user.created_at.toISOString(),
    // a phone account's number is its login; an e-mail account's is the one it bound
    mobile: user.account_type === 'mobile' ? user.account : user.mobile,
    mobile_area_code: user.account_type === 'mobile' ? user.area_code : user.mobile_area_code,
    security_changed_at: user.security_changed_at?.toISOString() ?? null,
    anti_phishing: user.anti_phishing,
    totp_bound: user.totp_secret !== null,
    products_off: productsOff,
  }
}
