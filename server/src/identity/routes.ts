// Accounts and sessions (SPEC §7 User): captcha, verification codes, registration, login, logout,
// the user's own record, password reset and change.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { Captcha, UserInfo } from '@wire/user'
import type { AppContext } from '../context'
import { requireUser } from '../http/auth'
import { ok } from '../http/envelope'
import { fieldsOf, raw, text } from '../http/input'
import { requestLang } from '../http/lang'
import { t } from '../i18n'
import { resolveAccount } from './accounts'
import { createCaptcha } from './captcha'
import { requireCodeFormat } from './credentials'
import { login } from './login'
import { passwordKind, resetPassword, updatePassword } from './passwords'
import { register } from './register'
import { revokeSession } from './sessions'
import { toUserInfo } from './users'
import { codeScene, sendCode, verifyCode } from './verification'

export function identityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/getCaptcha', async (req): Promise<Envelope<Captcha>> =>
    ok(await createCaptcha(ctx, req.ip)),
  )

  // SmsMailBody
  app.post('/sms_mail', async (req): Promise<Envelope<string>> => {
    const f = fieldsOf(req)
    const lang = requestLang(req)
    const account = resolveAccount({
      type: text(f, 'type_new'),
      userString: text(f, 'user_string'),
      areaCode: text(f, 'area_code'),
      areaCodeId: text(f, 'area_code_id'),
    })
    await sendCode(ctx, account, codeScene(text(f, 'scene'), text(f, 'type')), req.ip, lang)
    return ok(t(lang, 'code_sent'))
  })

  // CheckEmailBody: the code stays usable for the registration that follows.
  app.post('/user/check_email', async (req): Promise<Envelope<string>> => {
    const f = fieldsOf(req)
    const account = resolveAccount({
      type: text(f, 'type_new'),
      userString: text(f, 'user_string'),
      areaCode: text(f, 'country_code') || text(f, 'area_code'),
      areaCodeId: text(f, 'area_code_id'),
    })
    const code = text(f, 'email_code')
    requireCodeFormat(code)
    await verifyCode(ctx, account, codeScene(text(f, 'scene'), text(f, 'type')), code)
    return ok(t(requestLang(req), 'code_ok'))
  })

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

  // UpdatePasswordBody
  app.post('/safe/update_password', async (req): Promise<Envelope<string>> => {
    const session = await requireUser(ctx, req)
    const f = fieldsOf(req)
    await updatePassword(ctx, session, passwordKind(text(f, 'type')), {
      code: text(f, 'code'),
      password: raw(f, 'password'),
      repassword: raw(f, 're_password'),
    })
    return ok(t(requestLang(req), 'password_updated'))
  })
}
