// Content calls (SPEC §7 Content): the site's configuration and public settings, news and
// banners, the pop-up notice, Home's quick entries.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { SiteConfig, Settings } from '@wire/config'
import type { Envelope, Paged } from '@wire/envelope'
import type { MenuItem, NewsDetail, NewsItem, PopupNotice } from '@wire/market'
import { AppError } from '../appError'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { fieldsOf, positiveInt, text } from '../http/input'
import { requestLang } from '../http/lang'
import { menu } from './menu'
import { activeNotice, listNews, newsDetail } from './news'
import { publicSettings, siteConfig } from './settings'

const MAX_PAGE_SIZE = 50

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/getSiteConfig', async (): Promise<Envelope<SiteConfig>> => ok(await siteConfig(ctx.db)))

  app.get('/getSetting', async (req): Promise<Envelope<Settings>> =>
    ok(await publicSettings(ctx.db, text(fieldsOf(req), 'keyword'))),
  )

  // The client posts it; a plain link may GET it.
  const list = async (req: FastifyRequest): Promise<Envelope<Paged<NewsItem>>> => {
    const f = fieldsOf(req)
    const cId = positiveInt(f, 'c_id')
    if (cId === undefined && text(f, 'c_id') !== '') throw new AppError('bad_request')
    const page = positiveInt(f, 'page') ?? 1
    const limit = Math.min(positiveInt(f, 'limit') ?? 10, MAX_PAGE_SIZE)
    return ok(await listNews(ctx.db, requestLang(req), { cId, page, limit }))
  }
  app.get('/news/list', list)
  app.post('/news/list', list)

  app.post('/news/detail', async (req): Promise<Envelope<NewsDetail>> => {
    const id = positiveInt(fieldsOf(req), 'id')
    if (id === undefined) throw new AppError('news_not_found')
    return ok(await newsDetail(ctx.db, requestLang(req), id))
  })

  app.get('/news/index_pop', async (req): Promise<Envelope<PopupNotice | null>> =>
    ok(await activeNotice(ctx.db, requestLang(req))),
  )

  app.get('/menu', async (req): Promise<Envelope<MenuItem[]>> => ok(menu(requestLang(req))))
}
