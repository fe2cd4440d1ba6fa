// The signed-in user's profile and security settings (SPEC §7 Settings and profile): nickname,
// avatar and the bound mobile. Passwords are in routes.ts with the other password calls.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { text } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'
import { bindMobile, sendMobileCode, type MobileInput } from './mobile'
import { editNickname, setHeadPortrait } from './profile'

function mobileOf(f: { mobile: string; area_code?: string; area_code_id?: string }): MobileInput {
  return { mobile: text(f.mobile), areaCode: text(f.area_code), areaCodeId: text(f.area_code_id) }
}

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'editNickname'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      await editNickname(ctx, user.id, req.body.nickname)
      return ok(t(requestLang(req), 'nickname_updated'))
    },
  })

  api.route({
    ...routeOf(ctx, 'uploadHeadPortrait'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      await setHeadPortrait(ctx, user.id, text(req.body.head_portrait))
      return ok(t(requestLang(req), 'avatar_updated'))
    },
  })

  api.route({
    ...routeOf(ctx, 'sendMobileCode'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      const lang = requestLang(req)
      await sendMobileCode(ctx, user, mobileOf(req.body), req.ip, lang)
      return ok(t(lang, 'code_sent'))
    },
  })

  api.route({
    ...routeOf(ctx, 'bindMobile'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      const code = text(req.body.code)
      await bindMobile(ctx, user, {
        ...mobileOf(req.body),
        code,
        totpCode: text(req.body.totp_code),
      })
      return ok(t(requestLang(req), 'mobile_bound'))
    },
  })
}
