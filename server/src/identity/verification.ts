// Sending and checking verification codes (POST /sms_mail, /user/check_email, /sms_send).
import type { Lang } from '@wire/lang'
import type { AccountType, CodeScene } from '@wire/user'
import { CODE_TTL_MS, checkCode, newCode, storeCode } from './codeStore'
import { MINUTE } from '../infra/clock'
import { t } from '../infra/i18n'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import type { AccountRef } from './accounts'
import { findUserByKey } from '../infra/db/users'

export function codeScene(scene: string, legacyType?: string): CodeScene {
  if (legacyType === 'forget') return 'forget'
  if (scene === '' || scene === 'register') return 'register'
  if (scene === 'forget' || scene === 'pay_password' || scene === 'mobile') return scene
  if (scene === 'withdraw' || scene === 'security') return scene
  throw new AppError('bad_request')
}

/** Scenes whose code goes to the signed-in user's own account, never to an address the form names. */
export function isOwnAccountScene(scene: CodeScene): boolean {
  return scene === 'pay_password' || scene === 'withdraw' || scene === 'security'
}

/**
 * What a code message says: the code, how long it lasts, and the account's anti-phishing code, so
 * a user who set one can tell this message from a phisher's.
 */
export function codeText(lang: Lang, code: string, antiPhishing: string | null): string {
  const said = t(lang, 'code_message', { code, minutes: String(CODE_TTL_MS / MINUTE) })
  return antiPhishing ? `${said}\n${t(lang, 'anti_phishing_line', { phrase: antiPhishing })}` : said
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/**
 * The limits every code send passes: per client address; per destination one a minute for each
 * purpose (a user who has just registered may set the withdraw password at once) and ten a day
 * in all. Each is taken atomically, so two requests racing for one destination, on any node,
 * cannot both pass; a send refused by the daily limit still spends its minute.
 */
async function takeSendTurn(
  ctx: AppContext,
  key: string,
  scene: CodeScene,
  ip: string,
): Promise<void> {
  const { codePerIp, codeResend, codeDaily } = ctx.limiters
  if ((await codePerIp.take(ip)) > 0) throw new AppError('too_many_requests')
  const wait = await codeResend.take(`${scene}|${key}`)
  if (wait > 0) throw new AppError('code_wait', { seconds: seconds(wait) })
  if ((await codeDaily.take(key)) > 0) throw new AppError('code_daily_limit')
}

/**
 * Stores a fresh code for `to` and sends it there: for codes whose receiver is already known, a
 * signed-in user (`antiPhishing` is theirs).
 */
export async function sendCodeTo(
  ctx: AppContext,
  to: { type: AccountType; key: string },
  scene: CodeScene,
  ip: string,
  lang: Lang,
  antiPhishing: string | null,
): Promise<void> {
  await takeSendTurn(ctx, to.key, scene, ip)
  const code = newCode()
  await storeCode(ctx.db, ctx.clock, to.key, scene, code)
  const text = codeText(lang, code, antiPhishing)
  await ctx.sender.send({ channel: to.type, to: to.key, scene, code, lang, text })
}

export async function sendCode(
  ctx: AppContext,
  account: AccountRef,
  scene: CodeScene,
  ip: string,
  lang: Lang,
): Promise<void> {
  await takeSendTurn(ctx, account.key, scene, ip)

  // The answer must not tell whether the account exists, so a code is stored either way (checking
  // it then answers alike too) and only sent when the scene fits: a register code to an address
  // with no account, a forget code to an account's own address. The other code is never told to
  // anyone, so it cannot be used.
  const code = newCode()
  await storeCode(ctx.db, ctx.clock, account.key, scene, code)
  const user = await findUserByKey(ctx.db, account.key)
  if ((user !== undefined) !== (scene === 'forget')) return
  const text = codeText(lang, code, user?.anti_phishing ?? null)
  await ctx.sender.send({ channel: account.type, to: account.key, scene, code, lang, text })
}

/** Checks a code without using it up (a wrong one still costs an attempt). */
export async function verifyCode(
  ctx: AppContext,
  account: AccountRef,
  scene: CodeScene,
  code: string,
): Promise<number> {
  return checkCode(ctx.db, ctx.clock, account.key, scene, code)
}
