// The user's own profile (POST /user/editNickname, /user/uploadHeadPortrait). Neither is a
// security change: security_changed_at stays as it was.
import { nicknameProblem, NICKNAME_MAX, type NicknameProblem } from '@common/nickname'
import type { AppContext } from '../context'
import type { MessageKey } from '../infra/i18n'
import { AppError } from '../infra/appError'
import { uploadOwner } from '../upload/public'

const NICKNAME_ERRORS: Record<NicknameProblem, MessageKey> = {
  required: 'nickname_required',
  too_long: 'nickname_too_long',
  special: 'nickname_special',
}

/** Stores the nickname as the plain text it is (the app never renders it as HTML); returns it. */
export async function editNickname(
  ctx: AppContext,
  userId: number,
  input: string,
): Promise<string> {
  const nickname = input.trim()
  const problem = nicknameProblem(nickname)
  if (problem) throw new AppError(NICKNAME_ERRORS[problem], { max: NICKNAME_MAX })
  await ctx.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [userId, nickname])
  return nickname
}

/**
 * Makes one of the user's own uploads their avatar. The avatar is stored as the upload reference,
 * so it stays readable only by its owner (and the operator) like every upload; the app shows it
 * through a signed address (/upload/url). Someone else's reference answers like a missing one.
 */
export async function setHeadPortrait(ctx: AppContext, userId: number, ref: string): Promise<void> {
  if ((await uploadOwner(ctx, ref)) !== userId) throw new AppError('photo_not_found')
  await ctx.db.query('UPDATE users SET head_portrait = $2 WHERE id = $1', [userId, ref])
}
