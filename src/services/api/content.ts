// Content calls (SPEC §7 Content, Common): the site's configuration and public settings, news and
// banners, the pop-up notice, Home's quick entries.
import type { Settings, SiteConfig } from '@wire/config'
import type { Paged } from '@wire/envelope'
import type { MenuItem, NewsDetail, NewsItem, PopupNotice } from '@wire/market'
import { get, post } from '../http'

export const fetchSiteConfig = () => get<SiteConfig>('/getSiteConfig')

export const fetchSettings = (keyword?: string) => get<Settings>('/getSetting', { keyword })

export const fetchNews = (cId: number, page = 1, limit = 10) =>
  post<Paged<NewsItem>>('/news/list', { c_id: cId, page, limit })

export const fetchNewsDetail = (id: number) => post<NewsDetail>('/news/detail', { id })

export const fetchPopup = () => get<PopupNotice | null>('/news/index_pop')

export const fetchMenu = () => get<MenuItem[]>('/menu')
