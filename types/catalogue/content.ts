// Content (SPEC §7 Common, Content): site configuration and settings, news and banners, the
// pop-up notice, Home's quick entries, the help texts (FAQ, about, contact, compliance, agreement)
// and the server's own images under /media.
import { Type } from 'typebox'
import {
  call,
  DecimalOut,
  Fields,
  FileAnswer,
  Id,
  IdOrEmpty,
  Nullable,
  Paged,
  Paging,
  Text,
} from './common'

export const SiteConfig = Type.Object({
  name: Type.String(),
  logo: Type.String(),
  url: Type.String(),
  tx_rate: DecimalOut('exchange-rate field from server configuration'),
  version: Type.String(),
})

export const Settings = Type.Record(Type.String(), Type.String(), {
  description: 'public setting key -> value',
})

export const NewsItem = Type.Object({
  id: Type.Integer(),
  c_id: Type.Integer({ description: '4 news, 5 banners' }),
  title: Type.String(),
  summary: Type.String(),
  thumbnail: Type.String({ description: "image URL (banners), may be ''" }),
  created_at: Type.String(),
})

export const NewsDetail = Type.Object({
  ...NewsItem.properties,
  content: Type.String({ description: 'sanitised HTML' }),
})

export const PopupNotice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'sanitised HTML' }),
})

export const MenuItem = Type.Object({
  id: Type.Integer(),
  key: Type.Union([
    Type.Literal('recharge'),
    Type.Literal('withdraw'),
    Type.Literal('lockMining'),
    Type.Literal('follow'),
    Type.Literal('earn'),
    Type.Literal('p2p'),
    Type.Literal('collectibles'),
    Type.Literal('help'),
    Type.Literal('service'),
    Type.Literal('invite'),
  ]),
  name: Type.String({ description: 'in the request language' }),
  path: Type.String({ description: 'app route it opens' }),
  icon: Type.String({ description: 'its picture on the server: /media/menu/<key>.png' }),
})

export const FaqItem = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String({ description: 'sanitised HTML' }),
})

export const HelpPage = Type.Object({
  title: Type.String(),
  content: Type.String({ description: 'sanitised HTML' }),
})

export const ContactChannel = Type.Object({
  kind: Type.Union([
    Type.Literal('email'),
    Type.Literal('messenger'),
    Type.Literal('telegram'),
    Type.Literal('whatsapp'),
  ]),
  value: Type.String({
    description:
      "e-mail, messenger: as the operator configured it ('Telegram @name'); telegram, " +
      "whatsapp: the chat's link ('https://t.me/name', 'https://wa.me/447700900123')",
  }),
})

export const ContactUs = Type.Object({
  title: Type.String(),
  content: Type.String({ description: 'sanitised HTML: what customer service handles' }),
  channels: Type.Array(ContactChannel, {
    description: 'the channels the operator configured, none invented; may be empty',
  }),
  hours: Type.String({ description: "working hours as configured, '' when not" }),
  note: Type.String({
    description:
      "sanitised HTML said when no channel is configured, '' when one is (the app offers its " +
      'in-app conversation, /support/*, instead)',
  }),
})

const newsListFields = Fields({
  c_id: Type.Optional(IdOrEmpty("category: 4 news, 5 banners; '' or absent: all")),
  ...Paging(10, 50),
})

export const content = {
  siteConfig: call({
    method: 'GET',
    path: '/getSiteConfig',
    summary: 'Shared configuration: name, logo, url, tx_rate',
    auth: false,
    query: Fields({}),
    response: SiteConfig,
  }),

  settings: call({
    method: 'GET',
    path: '/getSetting',
    summary: 'Public settings whose key contains `keyword` (all without it)',
    auth: false,
    query: Fields({ keyword: Type.Optional(Text({ maxLength: 64 })) }),
    response: Settings,
  }),

  newsList: call({
    method: 'POST',
    path: '/news/list',
    summary: 'News or banners, newest first',
    auth: false,
    body: newsListFields,
    response: Paged(NewsItem),
    errors: { c_id: 'bad_request' },
  }),

  newsListGet: call({
    method: 'GET',
    path: '/news/list',
    summary: 'The same as POST /news/list, for a plain link',
    auth: false,
    query: newsListFields,
    response: Paged(NewsItem),
    errors: { c_id: 'bad_request' },
  }),

  newsDetail: call({
    method: 'POST',
    path: '/news/detail',
    summary: 'One article',
    auth: false,
    body: Fields({ id: Id() }),
    response: NewsDetail,
    errors: { id: 'news_not_found' },
  }),

  noticePopup: call({
    method: 'GET',
    path: '/news/index_pop',
    summary: 'The notice shown once on Home, or null',
    auth: false,
    query: Fields({}),
    response: Nullable(PopupNotice),
  }),

  menu: call({
    method: 'GET',
    path: '/menu',
    summary: "Home's quick entries",
    auth: false,
    query: Fields({}),
    response: Type.Array(MenuItem),
  }),

  faq: call({
    method: 'GET',
    path: '/faq',
    summary: "The help centre's questions and answers",
    auth: false,
    query: Fields({}),
    response: Type.Array(FaqItem),
  }),

  aboutUs: call({
    method: 'GET',
    path: '/aboutus',
    summary: 'About this app',
    auth: false,
    query: Fields({}),
    response: HelpPage,
  }),

  contactUs: call({
    method: 'GET',
    path: '/contactus',
    summary: 'How to reach customer service: the channels the operator configured',
    auth: false,
    query: Fields({}),
    response: ContactUs,
  }),

  compliance: call({
    method: 'GET',
    path: '/operational_compliance',
    summary: 'Compliance and risk disclosure',
    auth: false,
    query: Fields({}),
    response: HelpPage,
  }),

  agreement: call({
    method: 'GET',
    path: '/getAgreement',
    summary: 'The user agreement',
    auth: false,
    query: Fields({}),
    response: HelpPage,
  }),

  mediaLogo: call({
    method: 'GET',
    path: '/logos/:code',
    mount: '/media',
    summary: "A currency's logo, drawn from the catalogue ('btc.svg')",
    auth: false,
    params: Type.Object({ code: Text({ maxLength: 64, examples: ['btc.svg'] }) }),
    response: FileAnswer,
    answer: 'file',
  }),

  mediaFile: call({
    method: 'GET',
    path: '/*',
    mount: '/media',
    summary: 'Banner artwork shipped with the server (server/media)',
    auth: false,
    params: Type.Object({ '*': Text({ maxLength: 200 }) }),
    response: FileAnswer,
    answer: 'file',
  }),
}
