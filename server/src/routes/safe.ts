import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../../types/envelope'
import type { AppContext } from '../context'
import { passwordKind, updatePassword } from '../domain/passwords'
import { requireUser } from '../http/auth'
import { ok } from '../http/envelope'
import { fieldsOf, raw, text } from '../http/input'
import { requestLang } from '../http/lang'
import { t } from '../i18n'

export function safeRoutes(app: FastifyInstance, ctx: AppContext): void {
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
