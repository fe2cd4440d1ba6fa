// Content calls (SPEC §7 Content, Common): the site's configuration and public settings, news and
// banners, the pop-up notice, Home's quick entries, the help centre and the help texts. Fields and
// answers are the call catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { get, post } from '../http'

export const fetchSiteConfig = () => get<PayloadOf<'siteConfig'>>('/getSiteConfig')

export const fetchSettings = (keyword?: string) =>
  get<PayloadOf<'settings'>>('/getSetting', { keyword } satisfies SendOf<'settings'>)

export const fetchNews = (cId: number, page = 1, limit = 10) =>
  post<PayloadOf<'newsList'>>('/news/list', {
    c_id: cId,
    page,
    limit,
  } satisfies SendOf<'newsList'>)

export const fetchNewsDetail = (id: number) =>
  post<PayloadOf<'newsDetail'>>('/news/detail', { id } satisfies SendOf<'newsDetail'>)

export const fetchPopup = () => get<PayloadOf<'noticePopup'>>('/news/index_pop')

export const fetchMenu = () => get<PayloadOf<'menu'>>('/menu')

export type FaqItem = PayloadOf<'faq'>[number]
export type HelpPage = PayloadOf<'aboutUs'>
export type ContactUs = PayloadOf<'contactUs'>

export const fetchFaq = () => get<PayloadOf<'faq'>>('/faq')

export const fetchAbout = () => get<HelpPage>('/aboutus')

export const fetchContact = () => get<ContactUs>('/contactus')

export const fetchCompliance = () => get<HelpPage>('/operational_compliance')

export const fetchAgreement = () => get<HelpPage>('/getAgreement')
