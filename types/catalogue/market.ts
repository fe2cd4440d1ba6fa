// Market (SPEC §7 Market and trading; Content: quotation_new): quotes, currencies, candles.
import { Type } from 'typebox'
import { PERIODS } from '../market'
import { call, CodeAnswer, DecimalOut, Fields, Id, Nullable, OneOf, Text, Time } from './common'

const SymbolType = Type.Union(
  [Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)],
  {
    description: 'digital currency 2, stock 3, futures 4, foreign exchange 5',
  },
)

export const Match = Type.Object({
  id: Type.Integer({ description: 'the match id' }),
  currency_id: Type.Integer(),
  legal_id: Type.Integer(),
  currency_name: Type.String({ description: 'base, e.g. BTC' }),
  legal_name: Type.String({ description: 'quote, e.g. USDT' }),
  symbol: Type.String({ description: "'BTC/USDT'" }),
  full_name: Type.String(),
  currency_type: SymbolType,
  now_price: DecimalOut('latest price, with price_precision decimals'),
  change: Type.String({ description: "24 h change in percent, signed: '+1.23'" }),
  volume: DecimalOut('24 h volume in the base unit'),
  turnover: DecimalOut('24 h turnover in the quote unit'),
  high: DecimalOut(),
  low: DecimalOut(),
  yesterday_close: DecimalOut(),
  today_open: DecimalOut(),
  market_cap: Nullable(DecimalOut('price x circulating supply')),
  price_precision: Type.Integer(),
  qty_precision: Type.Integer(),
  listed_at: Nullable(
    Type.Number({ description: 'ms; null when the symbol has no listing date to tell' }),
  ),
  logo: Type.String(),
  open_microtrade: Type.Union([Type.Literal(0), Type.Literal(1)]),
  open_coin_trade: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 when the symbol has a spot order book',
  }),
  open_lever: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 when the symbol can be traded with leverage (/lever/deal tells if it is on)',
  }),
  micro_trade_fee: DecimalOut("seconds-trading fee rate ('0.001' = 0.1 %)"),
  sort: Type.Number(),
})

export const QuoteGroup = Type.Object({
  id: Type.Integer({ description: 'quote (legal) currency id' }),
  name: Type.String(),
  quotation: Type.Array(Match),
})

export const Currency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  full_name: Type.String(),
  type: SymbolType,
})

export const CurrencyProfile = Type.Object({
  currency_id: Type.Integer(),
  name: Type.String(),
  full_name: Type.String(),
  type: SymbolType,
  listed_at: Nullable(Type.Number({ description: 'ms; null when there is no real date to tell' })),
  circulating: Nullable(DecimalOut()),
  networks: Type.Array(Type.Object({ network: Type.String(), contract: Type.String() })),
  description: Type.String({ description: 'in the request language' }),
})

export const Candle = Type.Object({
  time: Type.Number({ description: 'opening time (ms)' }),
  open: DecimalOut(),
  high: DecimalOut(),
  low: DecimalOut(),
  close: DecimalOut(),
  volume: DecimalOut(),
})

const Period = OneOf(PERIODS, 'candle period')

/** Both candle calls read the time range the same way (server/src/market/klines.ts). */
const range = {
  period: Period,
  from: Type.Optional(Time('seconds or ms; the latest candles when absent')),
  to: Type.Optional(Time('seconds or ms; now when absent')),
}
const rangeErrors = {
  period: 'period_invalid',
  from: 'time_range_invalid',
  to: 'time_range_invalid',
}

export const market = {
  quoteGroups: call({
    method: 'GET',
    path: '/currency/quotation_new',
    summary: 'Every match with its live quote, grouped by quote currency',
    auth: false,
    query: Fields({}),
    response: Type.Array(QuoteGroup),
  }),

  matches: call({
    method: 'GET',
    path: '/currency/quotation_match',
    summary: 'Every match with its live quote',
    auth: false,
    query: Fields({}),
    response: Type.Array(Match),
  }),

  currencies: call({
    method: 'GET',
    path: '/currency/list',
    summary: 'The currencies',
    auth: false,
    query: Fields({}),
    response: Type.Array(Currency),
  }),

  currencyProfile: call({
    method: 'GET',
    path: '/currency/address',
    summary: 'What there is to know about a currency before trading it',
    auth: false,
    query: Fields({ id: Id('currency id') }),
    response: CurrencyProfile,
    errors: { id: 'currency_not_found' },
  }),

  timeshare: call({
    method: 'GET',
    path: '/currency/new_timeshar',
    summary: 'Candles of a symbol (code-style answer, not enveloped)',
    auth: false,
    query: Fields({ symbol: Text({ maxLength: 32, examples: ['BTC/USDT'] }), ...range }),
    response: Type.Array(Candle),
    answer: 'code',
    errors: { symbol: 'symbol_not_found', ...rangeErrors },
  }),

  kline: call({
    method: 'POST',
    path: '/currency/new_kline',
    summary: 'Candles of a match, ascending; the last is the live one when `to` reaches now',
    auth: false,
    body: Fields({ match_id: Id(), ...range }),
    response: Type.Array(Candle),
    errors: { match_id: 'symbol_not_found', ...rangeErrors },
  }),
}

/** The code-style answer of `timeshare`, whole. */
export const TimeshareAnswer = CodeAnswer(Type.Array(Candle))
