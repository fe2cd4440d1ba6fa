// Binding a mobile number (POST /sms_send, /safe/mobile): a code sent to the number proves the
// user holds it. Signed in only, so nobody can have texts sent to numbers anonymously.
//
// A phone account's number is its login (account_key): binding another number to it would make
// "the mobile" mean two things, and changing the login is not what this call is for, so a phone
// account is refused. An e-mail account binds one number, which then counts as a security change.
//
// One number, one account: the number may be neither another user's bound number nor another
// user's login. That is told only after a valid code, i.e. to someone who holds the phone, and the
// code goes out whether or not the number is taken, so /sms_send reveals nothing.
import type { Lang } from '@wire/lang'
import type { AppContext } from '../context'
import { isUniqueViolation } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { resolveAccount, type AccountRef } from './accounts'
import { checkCode, consumeCode } from './codeStore'
import { requireCodeFormat } from './credentials'
import { STAMP_SECURITY } from './security'
import type { UserRow } from '../infra/db/users'
import { requireSecondFactor } from './secondFactor'
import { sendCodeTo } from './verification'

export interface MobileInput {
  mobile: string
  areaCode: string
  areaCodeId?: string
}

function mobileOf(user: UserRow, input: MobileInput): AccountRef {
  if (user.account_type === 'mobile') throw new AppError('mobile_is_login')
  return resolveAccount({
    type: 'mobile',
    userString: input.mobile,
    areaCode: input.areaCode,
    areaCodeId: input.areaCodeId,
  })
}

export async function sendMobileCode(
  ctx: AppContext,
  user: UserRow,
  input: MobileInput,
  ip: string,
  lang: Lang,
): Promise<void> {
  const phone = mobileOf(user, input)
  await sendCodeTo(ctx, phone, 'mobile', ip, lang, user.anti_phishing)
}

export async function bindMobile(
  ctx: AppContext,
  user: UserRow,
  input: MobileInput & { code: string; totpCode: string },
): Promise<void> {
  const phone = mobileOf(user, input)
  requireCodeFormat(input.code)
  const codeId = await checkCode(ctx.db, ctx.clock, phone.key, 'mobile', input.code)
  await requireSecondFactor(ctx, user, input.totpCode)
  try {
    await ctx.db.tx(async (q) => {
      await consumeCode(q, ctx.clock, codeId)
      const taken = await q.query(
        'SELECT 1 FROM users WHERE (account_key = $1 OR mobile_key = $1) AND id <> $2',
        [phone.key, user.id],
      )
      if (taken.length > 0) throw new AppError('mobile_in_use')
      await q.query(
        `UPDATE users SET mobile = $2, mobile_area_code = $3, mobile_key = $4, ${STAMP_SECURITY(5)}
          WHERE id = $1`,
        [user.id, phone.account, phone.areaCode, phone.key, ctx.clock.now()],
      )
    })
  } catch (err) {
    // two accounts binding one number at once: the second loses here
    if (isUniqueViolation(err, 'users_mobile_key_key')) throw new AppError('mobile_in_use')
    throw err
  }
}
