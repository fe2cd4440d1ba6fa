// Content calls (SPEC §7 Content): the site's configuration and public settings, news and
// banners, the pop-up notice, Home's quick entries, the help centre and the help texts.
import type { FastifyInstance } from 'fastify'
import type { SiteConfig, Settings } from '@wire/config'
import type { Envelope, Paged } from '@wire/envelope'
import type { MenuItem, NewsDetail, NewsItem, PopupNotice } from '@wire/market'
import type { RequestOf } from '@wire/catalogue'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import type { Lang } from '@wire/lang'
import { requestLang } from '../infra/http/lang'
import { contactUs, helpPage, listFaq, type HelpKind } from './help'
import { menu } from './menu'
import { activeNotice, listNews, newsDetail } from './news'
import { publicSettings, siteConfig } from './settings'

const MAX_PAGE_SIZE = 50

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'siteConfig'),
    handler: async (): Promise<Envelope<SiteConfig>> => ok(await siteConfig(ctx.db)),
  })

  api.route({
    ...routeOf(ctx, 'settings'),
    handler: async (req): Promise<Envelope<Settings>> =>
      ok(await publicSettings(ctx.db, text(req.query.keyword))),
  })

  // The client posts it; a plain link may GET it.
  const list = async (f: RequestOf<'newsList'>, lang: Lang): Promise<Envelope<Paged<NewsItem>>> => {
    const cId = positiveInt(f.c_id)
    if (cId === undefined && text(f.c_id) !== '') throw new AppError('bad_request')
    return ok(await listNews(ctx.db, lang, { cId, ...pagingOf(f, 10, MAX_PAGE_SIZE) }))
  }
  api.route({ ...routeOf(ctx, 'newsListGet'), handler: (req) => list(req.query, requestLang(req)) })
  api.route({ ...routeOf(ctx, 'newsList'), handler: (req) => list(req.body, requestLang(req)) })

  api.route({
    ...routeOf(ctx, 'newsDetail'),
    handler: async (req): Promise<Envelope<NewsDetail>> => {
      const id = positiveInt(req.body.id)
      if (id === undefined) throw new AppError('news_not_found')
      return ok(await newsDetail(ctx.db, requestLang(req), id))
    },
  })

  api.route({
    ...routeOf(ctx, 'noticePopup'),
    handler: async (req): Promise<Envelope<PopupNotice | null>> =>
      ok(await activeNotice(ctx.db, requestLang(req))),
  })

  api.route({
    ...routeOf(ctx, 'menu'),
    handler: async (req): Promise<Envelope<MenuItem[]>> => ok(menu(requestLang(req))),
  })

  api.route({
    ...routeOf(ctx, 'faq'),
    handler: async (req) => ok(await listFaq(ctx.db, requestLang(req))),
  })

  const pages: [name: 'aboutUs' | 'compliance' | 'agreement', kind: HelpKind][] = [
    ['aboutUs', 'about'],
    ['compliance', 'compliance'],
    ['agreement', 'agreement'],
  ]
  for (const [name, kind] of pages) {
    api.route({
      ...routeOf(ctx, name),
      handler: async (req) => ok(await helpPage(ctx.db, requestLang(req), kind)),
    })
  }

  api.route({
    ...routeOf(ctx, 'contactUs'),
    handler: async (req) => ok(await contactUs(ctx.db, requestLang(req))),
  })
}
