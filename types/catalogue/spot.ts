// Spot trading on an order book (issue 26; WIRE "Pinned for the catalogue areas"). Orders spend
// the `change` account: a buy spends the quote currency (legal_id), a sell the base (currency_id).
import { Type, type Static } from 'typebox'
import { call, Decimal, DecimalOut, Fields, Id, Nullable, OneOf, Paged, Paging } from './common'

const Side = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 buy, 2 sell' })

export const SpotOrder = Type.Object({
  id: Type.Integer(),
  match_id: Type.Integer(),
  symbol: Type.String({ description: 'e.g. BTC/USDT' }),
  currency_id: Type.Integer({ description: 'base currency' }),
  legal_id: Type.Integer({ description: 'quote currency' }),
  type: Side,
  kind: Type.Union([Type.Literal('limit'), Type.Literal('market')]),
  tif: Type.Union([Type.Literal('GTC'), Type.Literal('IOC'), Type.Literal('POST_ONLY')]),
  target_price: DecimalOut("the limit price; '0' for a market order"),
  num: DecimalOut('base amount asked'),
  trade_amount: DecimalOut('base filled'),
  trade_total: DecimalOut('quote traded, gross'),
  trade_price: DecimalOut("average fill price; '0' before a fill"),
  remaining: DecimalOut('base still open on the book'),
  frozen: DecimalOut('held in the spending currency while open'),
  charge_fee: DecimalOut('fees paid'),
  fee_currency: Type.Integer({ description: 'the currency received, in which fees are paid' }),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 open (partly filled or not), 2 filled, 3 ended with the rest released',
  }),
  end_reason: Nullable(
    Type.Union(
      [
        Type.Literal('cancelled'),
        Type.Literal('ioc'),
        Type.Literal('market'),
        Type.Literal('self_trade'),
      ],
      {
        description:
          'why a status 3 order ended: cancelled; IOC rest; a market order out of book or band; a rest that would have traded with your own order',
      },
    ),
  ),
  create_time: Type.String({ description: 'ISO time' }),
  update_time: Type.String({ description: 'ISO time' }),
})
export type SpotOrder = Static<typeof SpotOrder>

/** socket `coin_order`, to the owner's room when an order of theirs is filled, partly or not, or ends. */
export interface SpotOrderEvent {
  to: number
  data: SpotOrder
}

export const SpotFill = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  match_id: Type.Integer(),
  symbol: Type.String(),
  type: Side,
  price: DecimalOut(),
  amount: DecimalOut('base'),
  total: DecimalOut('quote: price x amount'),
  fee: DecimalOut(),
  fee_currency: Type.Integer(),
  role: Type.Union([Type.Literal('maker'), Type.Literal('taker')]),
  simulated: Type.Boolean({
    description: "the other side was the house's market maker (simulated liquidity)",
  }),
  time: Type.String({ description: 'ISO time' }),
})
export type SpotFill = Static<typeof SpotFill>

const Level = Type.Tuple([DecimalOut('price'), DecimalOut('base open at that price')])

export const SpotDepth = Type.Object({
  match_id: Type.Integer(),
  seq: Type.Integer({ description: 'the book sequence this snapshot is at (coin_depth seq)' }),
  bids: Type.Array(Level, { description: 'best (highest) first' }),
  asks: Type.Array(Level, { description: 'best (lowest) first' }),
  last_price: Nullable(DecimalOut('the last trade; null before the first')),
  simulated: Type.Boolean({
    description: "the house's market maker (simulated liquidity) has orders on this book",
  }),
})
export type SpotDepth = Static<typeof SpotDepth>

/** socket `coin_depth`: the levels a change moved, absolute (0 removes one); see WIRE. */
export interface SpotDepthEvent {
  match_id: number
  seq: number
  prev_seq: number
  bids: [string, string][]
  asks: [string, string][]
}

/** socket `coin_trade`: one trade, at the resting order's price; `side` is the taker's. */
export interface SpotTradeEvent {
  match_id: number
  price: string
  amount: string
  side: 'buy' | 'sell'
  time: number
}

export const SpotRules = Type.Object({
  match_id: Type.Integer(),
  tick: DecimalOut('prices are multiples of this'),
  step: DecimalOut('amounts are multiples of this'),
  min_notional: DecimalOut('smallest amount x price, in the quote currency'),
  maker_fee: DecimalOut('% of what a resting order receives'),
  taker_fee: DecimalOut('% of what an incoming order receives'),
  band_percent: DecimalOut('how far from the last price a market order may trade'),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 open, 0 halted' }),
})
export type SpotRules = Static<typeof SpotRules>

export const SpotCancelled = Type.Object({
  id: Type.Integer(),
  status: Type.Literal(3),
  released: DecimalOut('what returned to the available part'),
})
export type SpotCancelled = Static<typeof SpotCancelled>

export const spot = {
  spotTrade: call({
    method: 'POST',
    path: '/coin/trade',
    summary: 'Place a spot order (limit, or market when target_price is 0 or absent)',
    auth: true,
    product: 'spot',
    idempotent: true,
    body: Fields({
      currency_id: Id('base currency'),
      legal_id: Id('quote currency'),
      type: OneOf(['1', '2'], '1 buy, 2 sell'),
      amount: Decimal('base amount'),
      target_price: Type.Optional(Decimal("limit price; '0' or absent for a market order")),
      tif: Type.Optional(OneOf(['GTC', 'IOC', 'POST_ONLY'], 'time in force (GTC when absent)')),
    }),
    response: SpotOrder,
    errors: {
      currency_id: 'symbol_not_found',
      legal_id: 'symbol_not_found',
      type: 'spot_side_invalid',
      amount: 'spot_amount_invalid',
      target_price: 'spot_price_invalid',
      tif: 'spot_tif_invalid',
    },
  }),

  spotCancel: call({
    method: 'POST',
    path: '/coin/cancel',
    summary: 'Cancel an open order: its rest leaves the book and what it held is released',
    auth: true,
    idempotent: true,
    body: Fields({ id: Id('order id') }),
    response: SpotCancelled,
    errors: { id: 'spot_order_not_found' },
  }),

  spotList: call({
    method: 'GET',
    path: '/coin/list',
    summary: "The user's spot orders, newest first",
    auth: true,
    query: Fields({
      currency_id: Type.Optional(Id()),
      legal_id: Type.Optional(Id()),
      status: Type.Optional(Id('1 open, 2 filled, 3 ended with a rest; else all')),
      ...Paging(20, 100),
    }),
    response: Paged(SpotOrder),
  }),

  spotFills: call({
    method: 'GET',
    path: '/coin/fills',
    summary: "The user's trades, newest first; of one order with id",
    auth: true,
    query: Fields({ id: Type.Optional(Id('order id')), ...Paging(20, 100) }),
    response: Paged(SpotFill),
  }),

  spotDepth: call({
    method: 'GET',
    path: '/coin/depth',
    summary: 'The order book, aggregated by price, with its sequence number',
    auth: false,
    query: Fields({
      match_id: Id(),
      limit: Type.Optional(Id('levels a side (default 10, at most 50)')),
    }),
    response: SpotDepth,
    errors: { match_id: 'symbol_not_found' },
  }),

  spotRules: call({
    method: 'GET',
    path: '/coin/rules',
    summary: "A symbol's tick, step, minimum order, fees and market band",
    auth: false,
    query: Fields({ match_id: Id() }),
    response: SpotRules,
    errors: { match_id: 'symbol_not_found' },
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

export const MarketMakerSettings = Type.Object({
  enabled: Type.Boolean({ description: 'false: the house quotes nothing and its quotes leave' }),
  spread_bps: Type.Integer({ description: 'best bid to best ask around the feed, 0.01 % units' }),
  levels: Type.Integer({ description: 'price levels a side' }),
  level_step_bps: Type.Integer({ description: 'between levels, 0.01 % units' }),
  level_notional: DecimalOut('the first level, in the quote currency; each next one half more'),
  requote_bps: Type.Integer({ description: 'a quote this close to its place stays' }),
  refresh_ms: Type.Integer({ description: 'between rounds' }),
})
export type MarketMakerSettings = Static<typeof MarketMakerSettings>

const Count = (description: string) =>
  Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', maxLength: 6, description }))

export const opsSpot = {
  opsMarketMaker: call({
    method: 'GET',
    path: '/spot/market-maker',
    mount: '/ops',
    summary: "The house's simulated liquidity: its settings",
    auth: false,
    operator: true,
    query: Fields({}),
    response: MarketMakerSettings,
  }),

  opsMarketMakerSet: call({
    method: 'POST',
    path: '/spot/market-maker',
    mount: '/ops',
    summary: "Changes the house's market maker (audited); absent fields stay",
    auth: false,
    operator: true,
    body: Fields({
      enabled: Type.Optional(OneOf(['0', '1', 'true', 'false'])),
      spread_bps: Count('0.01 % units, above 0'),
      levels: Count('1 to 20'),
      level_step_bps: Count('0.01 % units, above 0'),
      level_notional: Type.Optional(Decimal('in the quote currency')),
      requote_bps: Count('under half the spread'),
      refresh_ms: Count('500 or more'),
    }),
    response: MarketMakerSettings,
  }),

  opsSpotRules: call({
    method: 'POST',
    path: '/spot/rules',
    mount: '/ops',
    summary: "Changes a symbol's spot rules (audited); absent fields stay",
    auth: false,
    operator: true,
    body: Fields({
      match_id: Id(),
      tick: Type.Optional(Decimal()),
      step: Type.Optional(Decimal()),
      min_notional: Type.Optional(Decimal()),
      maker_fee: Type.Optional(Decimal('%')),
      taker_fee: Type.Optional(Decimal('%')),
      band_percent: Type.Optional(Decimal()),
      status: Type.Optional(OneOf(['0', '1'], '1 open, 0 halted')),
    }),
    response: SpotRules,
  }),
}
