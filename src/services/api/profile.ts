// Profile and security settings (SPEC §7 Settings and profile): nickname, avatar, the withdraw
// password's code and binding a mobile number. The passwords themselves go through
// identity.updatePassword. Fields and answers are the call catalogue's (types only).
import type { SendOf } from '@wire/catalogue'
import type { UserInfo } from '@wire/user'
import { api } from './client'

/** The sheets show their own errors, so these calls don't toast plain failures. */
const form = { silent: true } as const

export const editNickname = (nickname: string) => api.editNickname({ nickname }, form)

/** Makes an upload of the user's (the reference /upload answered) the avatar. */
export const setHeadPortrait = (ref: string) => api.uploadHeadPortrait({ head_portrait: ref })

/** What names the user's own account to /sms_mail. */
type OwnAccount = Pick<UserInfo, 'account' | 'account_type' | 'area_code'>

/** The code for a login password change: the forget scene, to the user's own account. */
export const sendLoginPasswordCode = (user: OwnAccount) =>
  api.sendCode({ ...ownAccount(user), scene: 'forget' }, form)

/** The code for setting the withdraw password (the server sends it to the session's account). */
export const sendPayPasswordCode = (user: OwnAccount) =>
  api.sendCode({ ...ownAccount(user), scene: 'pay_password' }, form)

/** The code for a security setting (the anti-phishing code), to the user's own account. */
export const sendSecurityCode = (user: OwnAccount) =>
  api.sendCode({ ...ownAccount(user), scene: 'security' }, form)

function ownAccount(user: OwnAccount) {
  return {
    user_string: user.account,
    type_new: user.account_type,
    area_code: user.area_code ?? undefined,
  } satisfies Omit<SendOf<'sendCode'>, 'scene'>
}

export const sendMobileCode = (body: SendOf<'sendMobileCode'>) => api.sendMobileCode(body, form)

export const bindMobile = (body: SendOf<'bindMobile'>) => api.bindMobile(body, form)
