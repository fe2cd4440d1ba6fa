// Picture codes (GET /getCaptcha) that the login asks for after repeated failures. Stored hashed,
// valid 5 minutes, good for one check, compared without regard to case.
import type { Captcha } from '@wire/user'
import { MINUTE } from '../infra/clock'
import type { AppContext } from '../context'
import { randomToken, safeEqual, sha256 } from '../infra/crypto/tokens'
import { AppError } from '../infra/appError'
import { renderCaptchaSvg } from './captchaSvg'

export const CAPTCHA_TTL_MS = 5 * MINUTE

function answerHash(key: string, answer: string): string {
  return sha256(`${key}|${answer.trim().toUpperCase()}`)
}

export async function createCaptcha(ctx: AppContext, ip: string): Promise<Captcha> {
  const { captchaPerIp } = ctx.limiters
  if ((await captchaPerIp.take(ip)) > 0) throw new AppError('too_many_requests')

  const now = ctx.clock.now()
  const key = randomToken(16)
  const text = ctx.captchaText()
  // Expired rows are useless; clearing them here keeps the table at a few minutes' worth.
  await ctx.db.query('DELETE FROM captchas WHERE expires_at < $1', [now])
  await ctx.db.query(
    'INSERT INTO captchas (key, answer_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [key, answerHash(key, text), new Date(now.getTime() + CAPTCHA_TTL_MS), now],
  )
  const img = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(text)).toString('base64')}`
  return { key, img }
}

/** Uses up the captcha whatever the answer, so each picture allows exactly one guess. */
export async function verifyCaptcha(
  ctx: AppContext,
  key: string,
  answer: string,
): Promise<boolean> {
  const now = ctx.clock.now()
  const [row] = await ctx.db.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = $2
      WHERE key = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING answer_hash`,
    [key, now],
  )
  return row !== undefined && safeEqual(row.answer_hash, answerHash(key, answer))
}
