import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../../types/envelope'
import type { AppContext } from '../context'
import { resolveAccount } from '../domain/accounts'
import { requireCodeFormat } from '../domain/credentials'
import { codeScene, sendCode, verifyCode } from '../domain/verification'
import { ok } from '../http/envelope'
import { fieldsOf, text } from '../http/input'
import { requestLang } from '../http/lang'
import { t } from '../i18n'

export function codeRoutes(app: FastifyInstance, ctx: AppContext): void {
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
}
