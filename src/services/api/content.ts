// Content calls (SPEC §7 Content): news and banners, the pop-up notice, Home's quick entries.
import type { Paged } from '@wire/envelope'
import type { MenuItem, NewsDetail, NewsItem, PopupNotice } from '@wire/market'
import { get, post } from '../http'

export const fetchNews = (cId: number, page = 1, limit = 10) =>
  post<Paged<NewsItem>>('/news/list', { c_id: cId, page, limit })

export const fetchNewsDetail = (id: number) => post<NewsDetail>('/news/detail', { id })

export const fetchPopup = () => get<PopupNotice | null>('/news/index_pop')

export const fetchMenu = () => get<MenuItem[]>('/menu')
