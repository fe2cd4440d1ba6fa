// Market and content calls (SPEC §7 Market and trading, Content) and socket events (WIRE.md).
// Prices, amounts and volumes are decimal strings; times are milliseconds since the epoch.

/** SPEC §3: digital currency 2, stock 3, futures 4, foreign exchange 5. */
export type SymbolType = 2 | 3 | 4 | 5

export const SYMBOL_TYPES: readonly SymbolType[] = [2, 3, 4, 5]

/** Candle periods (SPEC: 1min 5min 15min 30min 60min 1D 1W 1M), named as the wire names them. */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const
export type Period = (typeof PERIODS)[number]

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}

/** A tradable pair and its live quote (WIRE: a match of currency/quotation_new). */
export interface Match {
  /** the match id */
  id: number
  currency_id: number
  legal_id: number
  /** base, e.g. BTC */
  currency_name: string
  /** quote, e.g. USDT */
  legal_name: string
  /** 'BTC/USDT' */
  symbol: string
  /** 'Bitcoin', 'Apple Inc.', 'Gold', 'Euro / US Dollar' */
  full_name: string
  currency_type: SymbolType
  /** latest price, written with `price_precision` decimals */
  now_price: string
  /** 24 h change in percent, signed: '+1.23', '-0.50', '0.00' */
  change: string
  /** 24 h volume in the base unit */
  volume: string
  /** 24 h turnover in the quote unit */
  turnover: string
  /** 24 h high and low */
  high: string
  low: string
  yesterday_close: string
  today_open: string
  /** price x circulating supply, for digital currencies and stocks; null where it has no meaning */
  market_cap: string | null
  /** decimals of a price (the tick size is 10^-price_precision) */
  price_precision: number
  /** decimals of a quantity */
  qty_precision: number
  /** when the symbol was listed here (ms); null when it has no listing date to tell */
  listed_at: number | null
  logo: string
  /** 1 when seconds trading is open on this symbol */
  open_microtrade: 0 | 1
  /** 1 when the symbol has a spot order book (every digital currency) */
  open_coin_trade: 0 | 1
  /** 1 when the symbol can be traded with leverage (every digital currency) */
  open_lever: 0 | 1
  /** seconds-trading fee rate, a decimal string ('0.001' = 0.1 %) */
  micro_trade_fee: string
  sort: number
}

/** currency/quotation_new: matches grouped by their quote currency. */
export interface QuoteGroup {
  /** legal (quote) currency id */
  id: number
  /** e.g. USDT */
  name: string
  quotation: Match[]
}

export interface Currency {
  id: number
  name: string
  full_name: string
  type: SymbolType
}

/** currency/address?id= : what there is to know about a currency before trading it. */
export interface CurrencyProfile {
  currency_id: number
  name: string
  full_name: string
  type: SymbolType
  /** when it was first quoted here (ms); null when that is not a real date to tell */
  listed_at: number | null
  /** circulating supply for digital currencies and stocks, else null */
  circulating: string | null
  /** token contracts per network, for digital currencies that have them */
  networks: { network: string; contract: string }[]
  /** a short factual description, in the request language */
  description: string
}

export interface Candle {
  /** opening time of the candle (ms) */
  time: number
  open: string
  high: string
  low: string
  close: string
  volume: string
}

/** socket `daymarket`: one symbol's 24 h quote, sent to everyone. */
export interface DayMarketEvent {
  match_id: number
  currency_id: number
  legal_id: number
  symbol: string
  now_price: string
  change: string
  volume: string
  turnover: string
  high: string
  low: string
  /** time of the tick (ms) */
  time: number
}

/** socket `kline`: the current candle of one symbol and period, sent to its room. */
export interface KlineEvent extends Candle {
  period: Period
  match_id: number
  currency_id: number
  legal_id: number
  symbol: string
}

/** socket `market_depth`: the top 10 levels, [price, quantity], best first. */
export interface DepthEvent {
  match_id: number
  symbol: string
  bids: [string, string][]
  asks: [string, string][]
  /**
   * The last price the book stands around. The app shows it between the two sides, so book and
   * price always agree: the quote's own price (daymarket) goes out at a slower pace than the book,
   * and a newer book beside an older price showed the best bid above the "last" price.
   */
  price?: string
}

/** What a client asks the socket for (our events; WIRE leaves subscription names open). */
export interface KlineSubscription {
  match_id: number
  period: Period
}

export const SOCKET_EVENTS = {
  daymarket: 'daymarket',
  kline: 'kline',
  depth: 'market_depth',
  closedMicroOrder: 'closed_microorder',
  mailMessage: 'mail_message',
  /** customer service answered (types/catalogue/support.ts SupportMessageEvent) */
  supportMessage: 'support_message',
  /** one of the user's spot orders moved (types/catalogue/spot.ts SpotOrderEvent) */
  coinOrder: 'coin_order',
  /** a spot book changed: levels as they now stand, with seq / prev_seq (SpotDepthEvent) */
  coinDepth: 'coin_depth',
  /** a spot trade printed (SpotTradeEvent) */
  coinTrade: 'coin_trade',
  /** one of the user's leveraged positions opened, closed or was cancelled (LeverPositionEvent) */
  leverPosition: 'lever_position',
  /** one of the user's price alerts fired (types/catalogue/alerts.ts PriceAlertEvent) */
  priceAlert: 'price_alert',
  /** client -> server: join one's own room with the session token */
  login: 'login',
  subKline: 'sub_kline',
  unsubKline: 'unsub_kline',
  subDepth: 'sub_depth',
  unsubDepth: 'unsub_depth',
  /** client -> server: follow a spot book's coin_depth and coin_trade { match_id } */
  subCoin: 'sub_coin',
  unsubCoin: 'unsub_coin',
  /** client -> server: follow an edition's auction { code } */
  subNft: 'sub_nft',
  unsubNft: 'unsub_nft',
  /** an auction followed changed { code, change: 'bid' | 'ended' }: read it again */
  nftAuction: 'nft_auction',
} as const

/** optional/list: a watchlist entry with its live quote. */
export interface WatchItem extends Match {
  /** the entry id (optional/del takes it) */
  optional_id: number
}

/** optional/check */
export interface WatchCheck {
  is_optional: boolean
  optional_id: number | null
}

/** news/list (c_id 4 news, 5 banners) */
export const NEWS_CATEGORY = { news: 4, banner: 5 } as const

export interface NewsItem {
  id: number
  c_id: number
  title: string
  summary: string
  /** image URL (banners), may be '' */
  thumbnail: string
  created_at: string
}

export interface NewsDetail extends NewsItem {
  /** sanitised HTML */
  content: string
}

/** news/index_pop: the notice shown once on Home, or null */
export interface PopupNotice {
  id: number
  title: string
  /** sanitised HTML */
  content: string
}

/** menu: Home quick entries; `key` is stable, `name` is in the request language */
export interface MenuItem {
  id: number
  key:
    | 'recharge'
    | 'withdraw'
    | 'lockMining'
    | 'follow'
    | 'earn'
    | 'p2p'
    | 'collectibles'
    | 'help'
    | 'service'
    | 'invite'
  name: string
  /** app route it opens */
  path: string
  /** its picture on the server (/media/menu/<key>.png), kept out of the app's main package */
  icon: string
}

/** optional/add */
export interface WatchAdded {
  optional_id: number
}

/**
 * The acknowledgement of a socket `login`: ok when the token is a live session; `retry` when the
 * server could not look the session up just then (its database was away) and the app should ask
 * again shortly.
 */
export interface SocketLoginAck {
  ok: boolean
  retry?: boolean
}
