// Content calls (SPEC §7 Content, Common): the site's configuration and public settings, news and
// banners, the pop-up notice, Home's quick entries, the help centre and the help texts. Fields and
// answers are the call catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import { api } from './client'

export const fetchSiteConfig = () => api.siteConfig()

export const fetchSettings = (keyword?: string) => api.settings({ keyword })

export const fetchNews = (cId: number, page = 1, limit = 10) =>
  api.newsList({ c_id: cId, page, limit })

export const fetchNewsDetail = (id: number) => api.newsDetail({ id })

export const fetchPopup = () => api.noticePopup()

export const fetchMenu = () => api.menu()

export type FaqItem = PayloadOf<'faq'>[number]
export type HelpPage = PayloadOf<'aboutUs'>
export type ContactUs = PayloadOf<'contactUs'>

export const fetchFaq = () => api.faq()

export const fetchAbout = () => api.aboutUs()

export const fetchContact = () => api.contactUs()

export const fetchCompliance = () => api.compliance()

export const fetchAgreement = () => api.agreement()
