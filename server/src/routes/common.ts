import type { FastifyInstance } from 'fastify'
import type { SiteConfig, Settings } from '../../../types/config'
import type { Envelope } from '../../../types/envelope'
import type { Captcha } from '../../../types/user'
import type { AppContext } from '../context'
import { createCaptcha } from '../domain/captcha'
import { publicSettings, siteConfig } from '../domain/settings'
import { ok } from '../http/envelope'
import { fieldsOf, text } from '../http/input'

export function commonRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/getSiteConfig', async (): Promise<Envelope<SiteConfig>> => ok(await siteConfig(ctx.db)))

  app.get('/getSetting', async (req): Promise<Envelope<Settings>> =>
    ok(await publicSettings(ctx.db, text(fieldsOf(req), 'keyword'))),
  )

  app.get('/getCaptcha', async (req): Promise<Envelope<Captcha>> =>
    ok(await createCaptcha(ctx, req.ip)),
  )
}
