import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../../types/envelope'
import type { UserInfo } from '../../../types/user'
import type { AppContext } from '../context'
import { login } from '../domain/login'
import { resetPassword } from '../domain/passwords'
import { register } from '../domain/register'
import { revokeSession } from '../domain/sessions'
import { toUserInfo } from '../domain/users'
import { requireUser } from '../http/auth'
import { ok } from '../http/envelope'
import { fieldsOf, raw, text } from '../http/input'
import { requestLang } from '../http/lang'
import { t } from '../i18n'

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  // RegisterBody; the message is the new session's token (automatic login).
  app.post('/user/register', async (req): Promise<Envelope<string>> => {
    const f = fieldsOf(req)
    const token = await register(ctx, {
      account: {
        type: text(f, 'type'),
        userString: text(f, 'user_string'),
        areaCode: text(f, 'area_code'),
        areaCodeId: text(f, 'area_code_id'),
      },
      code: text(f, 'code'),
      password: raw(f, 'password'),
      repassword: raw(f, 'repassword'),
      inviteCode: text(f, 'invite_code'),
    })
    return ok(token)
  })

  // LoginBody; the message is the token.
  app.post('/user/login', async (req): Promise<Envelope<string>> => {
    const f = fieldsOf(req)
    const token = await login(ctx, {
      account: {
        type: text(f, 'type'),
        userString: text(f, 'user_string'),
        areaCode: text(f, 'area_code'),
        areaCodeId: text(f, 'area_code_id'),
      },
      password: raw(f, 'password'),
      captchaKey: text(f, 'captcha_key'),
      captcha: text(f, 'captcha'),
      ip: req.ip,
    })
    return ok(token)
  })

  app.get('/user/logout', async (req): Promise<Envelope<string>> => {
    const session = await requireUser(ctx, req)
    await revokeSession(ctx.db, ctx.clock, session.tokenHash)
    return ok(t(requestLang(req), 'logged_out'))
  })

  app.get('/user/info', async (req): Promise<Envelope<UserInfo>> => {
    const { user } = await requireUser(ctx, req)
    return ok(toUserInfo(user))
  })

  // ForgetBody
  app.post('/user/forget', async (req): Promise<Envelope<string>> => {
    const f = fieldsOf(req)
    await resetPassword(
      ctx,
      {
        type: text(f, 'type'),
        userString: text(f, 'account') || text(f, 'user_string'),
        areaCode: text(f, 'area_code'),
        areaCodeId: text(f, 'area_code_id'),
      },
      { code: text(f, 'code'), password: raw(f, 'password'), repassword: raw(f, 'repassword') },
    )
    return ok(t(requestLang(req), 'password_updated'))
  })
}
