// Compile-time checks that the catalogue and the hand-written wire types of types/*.ts describe
// the same things: `npm run typecheck` fails as soon as one drifts from the other. No run-time
// code; nothing imports this file.
//
// Payloads must match both ways (what the server answers is exactly what the client reads).
// Request interfaces need one way only: what the client builds must be something the schema
// lets through (SendOf); the schema may take more (legacy aliases, `lang`, optional extras).
import type { Static } from 'typebox'
import type { SiteConfig, Settings } from '../config'
import type { CodeResponse, Failure, Paged } from '../envelope'
import type {
  Candle,
  Currency,
  CurrencyProfile,
  Match,
  MenuItem,
  NewsDetail,
  NewsItem,
  PopupNotice,
  QuoteGroup,
  WatchAdded,
  WatchCheck,
  WatchItem,
} from '../market'
import type { MicroOrder, PayableCurrency, SecondsOption, UserBalance } from '../microtrade'
import type { Captcha, UserInfo } from '../user'
import type {
  KycDecision,
  OpsFreezeResult,
  OpsMessageResult,
  OpsQueueRow,
  RealState,
} from '../certification'
import type { FailureEnvelope } from './common'
import type { OpsMoneyQueueRow } from './money'
import type { AnswerOf, PayloadOf, SendOf } from './index'

type Assert<T extends true> = T
/** Each assignable to the other (optional and readonly-ness aside, the same shape). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Fits<A, B> = [A] extends [B] ? true : false

export type PayloadChecks = [
  Assert<Same<PayloadOf<'siteConfig'>, SiteConfig>>,
  Assert<Same<PayloadOf<'settings'>, Settings>>,
  Assert<Same<PayloadOf<'captcha'>, Captcha>>,
  Assert<Same<PayloadOf<'userInfo'>, UserInfo>>,
  Assert<Same<PayloadOf<'login'>, string>>,
  Assert<Same<PayloadOf<'register'>, string>>,
  Assert<Same<PayloadOf<'quoteGroups'>, QuoteGroup[]>>,
  Assert<Same<PayloadOf<'matches'>, Match[]>>,
  Assert<Same<PayloadOf<'currencies'>, Currency[]>>,
  Assert<Same<PayloadOf<'currencyProfile'>, CurrencyProfile>>,
  Assert<Same<PayloadOf<'timeshare'>, Candle[]>>,
  Assert<Same<AnswerOf<'timeshare'>, CodeResponse<Candle[]>>>,
  Assert<Same<PayloadOf<'kline'>, Candle[]>>,
  Assert<Same<PayloadOf<'watchAdd'>, WatchAdded>>,
  Assert<Same<PayloadOf<'watchCheck'>, WatchCheck>>,
  Assert<Same<PayloadOf<'watchList'>, WatchItem[]>>,
  Assert<Same<PayloadOf<'secondsOptions'>, SecondsOption[]>>,
  Assert<Same<PayloadOf<'payableCurrencies'>, PayableCurrency[]>>,
  Assert<Same<PayloadOf<'submitOrder'>, MicroOrder>>,
  Assert<Same<PayloadOf<'orderList'>, Paged<MicroOrder>>>,
  Assert<Same<PayloadOf<'orderResult'>, MicroOrder>>,
  Assert<Same<PayloadOf<'microBalance'>, UserBalance>>,
  Assert<Same<PayloadOf<'newsList'>, Paged<NewsItem>>>,
  Assert<Same<PayloadOf<'newsListGet'>, Paged<NewsItem>>>,
  Assert<Same<PayloadOf<'newsDetail'>, NewsDetail>>,
  Assert<Same<PayloadOf<'noticePopup'>, PopupNotice | null>>,
  Assert<Same<PayloadOf<'menu'>, MenuItem[]>>,
  Assert<Same<PayloadOf<'upload'>, string>>,
  Assert<Same<Static<typeof FailureEnvelope>, Failure>>,
  Assert<Same<PayloadOf<'realState'>, RealState>>,
  Assert<Same<PayloadOf<'realName'>, string>>,
  Assert<Same<PayloadOf<'realAdvanced'>, string>>,
  Assert<Same<PayloadOf<'opsQueue'>, (OpsQueueRow | OpsMoneyQueueRow)[]>>,
  Assert<Same<PayloadOf<'opsKycDecide'>, KycDecision>>,
  Assert<Same<PayloadOf<'opsMessage'>, OpsMessageResult>>,
  Assert<Same<PayloadOf<'opsFreeze'>, OpsFreezeResult>>,
]

export type RequestChecks = [
  // The app's forms send the bodies src/services/api/* declares as SendOf<...> (no interface of
  // their own any more); these are what the pages build today.
  Assert<Fits<{ user_string: string; scene: 'register' | 'forget' }, SendOf<'sendCode'>>>,
  Assert<
    Fits<
      {
        type: 'email'
        user_string: string
        code: string
        password: string
        repassword: string
        invite_code: string
      },
      SendOf<'register'>
    >
  >,
  Assert<
    Fits<
      { type: 'mobile'; user_string: string; area_code: string; password: string },
      SendOf<'login'>
    >
  >,
  Assert<
    Fits<
      { match_id: number; currency_id: number; type: 1 | 2; seconds: number; number: string },
      SendOf<'submitOrder'>
    >
  >,
  Assert<Fits<{ c_id: number; page: number; limit: number }, SendOf<'newsList'>>>,
  Assert<Fits<{ id: number }, SendOf<'newsDetail'>>>,
  Assert<Fits<{ id: number }, SendOf<'currencyProfile'>>>,
  Assert<Fits<{ match_id: number; period: '1min'; from: number; to: number }, SendOf<'kline'>>>,
  Assert<Fits<{ symbol: string; period: '1day'; from: number; to: number }, SendOf<'timeshare'>>>,
  Assert<Fits<{ match_id: number }, SendOf<'watchCheck'>>>,
  Assert<Fits<{ currency_id: number; match_id: number }, SendOf<'watchAdd'>>>,
  Assert<Fits<{ id: number }, SendOf<'watchRemove'>>>,
  Assert<Fits<{ status: 1 | 2 | 3; page: number; limit: number }, SendOf<'orderList'>>>,
  Assert<Fits<{ id: number }, SendOf<'orderResult'>>>,
  Assert<Fits<{ keyword?: string }, SendOf<'settings'>>>,
  Assert<Fits<{ id_type: 0 | 1 | 2; name: string; card_id: string }, SendOf<'realName'>>>,
  Assert<
    Fits<{ front_pric: string; reverse_pic: string; hand_pic: string }, SendOf<'realAdvanced'>>
  >,
  // And the schema keeps what it promises: a stake is not a number, a direction is 1 or 2.
  Assert<
    Fits<{ number: number }, Pick<SendOf<'submitOrder'>, 'number'>> extends true ? false : true
  >,
  Assert<Fits<{ type: 3 }, Pick<SendOf<'submitOrder'>, 'type'>> extends true ? false : true>,
]
