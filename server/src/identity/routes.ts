// Accounts and sessions (SPEC §7 User): captcha, verification codes, registration, login, logout,
// the user's own record, password reset and change; for the operator, the latest code sent to an
// account and freezing it.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { OpsFreezeResult } from '@wire/certification'
import type { Captcha, CodeScene, UserInfo } from '@wire/user'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { audit } from '../infra/audit/audit'
import { requireUser, userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { text } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'
import { pushMessage } from '../messages/public'
import { accountKeyOf } from '../ops/accountKey'
import { resolveAccount } from './accounts'
import { createCaptcha } from './captcha'
import { isCodeInbox, type SentCode } from './codeSender'
import { requireCodeFormat } from './credentials'
import { opsFreeze } from './frozen'
import { login } from './login'
import { passwordKind, resetPassword, updatePassword } from './passwords'
import { profileRoutes } from './profileRoutes'
import { register } from './register'
import { endSession, sessionClient } from './sessions'
import { productsOff } from '../jurisdiction/public'
import { toUserInfo } from './users'
import { codeScene, isOwnAccountScene, sendCode, sendCodeTo, verifyCode } from './verification'

interface AccountForm {
  user_string?: string
  area_code?: string
  area_code_id?: string
}

/** The account a form names; calls of the family name its type field differently (type, type_new)
 *  and one sends the area code as country_code. */
function accountOf(type: string | undefined, f: AccountForm, areaCode = '') {
  return {
    type: text(type),
    userString: text(f.user_string),
    areaCode: areaCode || text(f.area_code),
    areaCodeId: text(f.area_code_id),
  }
}

export function identityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'captcha'),
    handler: async (req): Promise<Envelope<Captcha>> => ok(await createCaptcha(ctx, req.ip)),
  })

  api.route({
    ...routeOf(ctx, 'sendCode'),
    handler: async (req): Promise<Envelope<string>> => {
      const f = req.body
      const lang = requestLang(req)
      const scene = codeScene(text(f.scene), text(f.type))
      if (isOwnAccountScene(scene)) {
        // the withdraw password's code proves the signed-in user holds their own account
        const { user } = await requireUser(ctx, req)
        const to = { type: user.account_type, key: user.account_key }
        await sendCodeTo(ctx, to, scene, req.ip, lang, user.anti_phishing)
      } else {
        await sendCode(ctx, resolveAccount(accountOf(f.type_new, f)), scene, req.ip, lang)
      }
      return ok(t(lang, 'code_sent'))
    },
  })

  // The code stays usable for the registration that follows.
  api.route({
    ...routeOf(ctx, 'checkCode'),
    handler: async (req): Promise<Envelope<string>> => {
      const f = req.body
      const account = resolveAccount(accountOf(f.type_new, f, text(f.country_code)))
      const code = text(f.email_code)
      requireCodeFormat(code)
      await verifyCode(ctx, account, codeScene(text(f.scene), text(f.type)), code)
      return ok(t(requestLang(req), 'code_ok'))
    },
  })

  // The message is the new session's token (automatic login). Passwords keep their spaces.
  api.route({
    ...routeOf(ctx, 'register'),
    handler: async (req): Promise<Envelope<string>> => {
      const f = req.body
      const token = await register(ctx, {
        account: accountOf(f.type, f),
        code: text(f.code),
        password: f.password,
        repassword: f.repassword,
        inviteCode: text(f.invite_code),
        client: sessionClient(text(f.platform), text(f.device), req.ip),
      })
      return ok(token)
    },
  })

  // The message is the token.
  api.route({
    ...routeOf(ctx, 'login'),
    handler: async (req): Promise<Envelope<string>> => {
      const f = req.body
      const { token, notice } = await login(ctx, {
        account: accountOf(f.type, f),
        password: f.password,
        captchaKey: text(f.captcha_key),
        captcha: text(f.captcha),
        totpCode: text(f.totp_code),
        client: sessionClient(text(f.platform), text(f.device), req.ip),
      })
      if (notice) pushMessage(ctx.realtime, req.log, notice)
      return ok(token)
    },
  })

  api.route({
    ...routeOf(ctx, 'logout'),
    handler: async (req): Promise<Envelope<string>> => {
      const session = userOf(req)
      await endSession(ctx, session)
      return ok(t(requestLang(req), 'logged_out'))
    },
  })

  api.route({
    ...routeOf(ctx, 'userInfo'),
    handler: async (req): Promise<Envelope<UserInfo>> => {
      const { user } = userOf(req)
      return ok(toUserInfo(user, await productsOff(ctx.db, user)))
    },
  })

  api.route({
    ...routeOf(ctx, 'forgetPassword'),
    handler: async (req): Promise<Envelope<string>> => {
      const f = req.body
      await resetPassword(
        ctx,
        {
          type: text(f.type),
          userString: text(f.account) || text(f.user_string),
          areaCode: text(f.area_code),
          areaCodeId: text(f.area_code_id),
        },
        { code: text(f.code), password: f.password, repassword: f.repassword },
        req.ip,
      )
      return ok(t(requestLang(req), 'password_updated'))
    },
  })

  api.route({
    ...routeOf(ctx, 'updatePassword'),
    handler: async (req): Promise<Envelope<string>> => {
      const session = userOf(req)
      const f = req.body
      await updatePassword(ctx, session, passwordKind(text(f.type)), {
        code: text(f.code),
        password: f.password,
        repassword: f.re_password,
        totpCode: text(f.totp_code),
      })
      return ok(t(requestLang(req), 'password_updated'))
    },
  })

  profileRoutes(app, ctx)
}

/** The operator's identity calls; `app` is the /ops scope, whose hook checks the token. */
export function identityOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsLatestCode'),
    handler: async (req): Promise<Envelope<SentCode>> => {
      const account = accountKeyOf(text(req.query.account))
      const scene: CodeScene = codeScene(text(req.query.scene))
      const sent = isCodeInbox(ctx.sender) ? ctx.sender.latest(account, scene) : undefined
      await audit(ctx.db, ctx.clock, 'latest_code', account, { scene, found: sent !== undefined })
      if (!sent) throw new AppError('ops_no_code')
      return ok(sent)
    },
  })

  api.route({
    ...routeOf(ctx, 'opsFreeze'),
    handler: async (req): Promise<Envelope<OpsFreezeResult>> => {
      const f = req.body
      const frozen = f.frozen === '1'
      return ok(await ctx.db.tx((q) => opsFreeze(q, ctx.clock, text(f.account), frozen)))
    },
  })
}
