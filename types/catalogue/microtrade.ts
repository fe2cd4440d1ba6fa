// Seconds trading (SPEC §7 /microtrade/*). The options are public; the rest needs a session.
import { Type } from 'typebox'
import { call, Decimal, DecimalOut, Fields, Id, Nullable, OneOf, Paged, Paging } from './common'

export const SecondsOption = Type.Object({
  id: Type.Integer(),
  seconds: Type.Integer(),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 enabled' }),
  profit_ratio: DecimalOut("percent: '20' pays stake + 20 %"),
  min_num: DecimalOut('smallest stake (WIRE name)'),
  min_amount: DecimalOut('the same, under the spec name'),
  fee_rate: DecimalOut("fraction of the stake: '0.001' = 0.1 %"),
})

export const PayableCurrency = Type.Object({
  id: Type.Integer({ description: 'currency id' }),
  name: Type.String(),
  balance: DecimalOut('available in the seconds-trading account'),
})

export const MicroOrder = Type.Object({
  id: Type.Integer(),
  match_id: Type.Integer(),
  currency_id: Type.Integer({ description: "the stake's currency" }),
  currency_name: Type.String(),
  symbol_name: Type.String({ description: 'e.g. BTC/USDT' }),
  type: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 up, 2 down' }),
  seconds: Type.Integer(),
  number: DecimalOut('the stake'),
  open_price: DecimalOut('buy price'),
  end_price: Nullable(DecimalOut('settlement price; null until settled')),
  fee: DecimalOut(),
  profit_ratio: DecimalOut('percent'),
  fact_profits: Nullable(DecimalOut('what the order earned; null until settled')),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 trading, 2 closing, 3 closed',
  }),
  profit_result: Nullable(
    Type.Union([Type.Literal(-1), Type.Literal(0), Type.Literal(1)], {
      description: '-1 loss, 0 draw, 1 win',
    }),
  ),
  created_at: Type.String(),
  settle_at: Type.String(),
  complete_at: Nullable(Type.String()),
  remain_milli_seconds: Type.Number(),
})

export const microtrade = {
  secondsOptions: call({
    method: 'GET',
    path: '/microtrade/seconds',
    summary: 'The time options',
    auth: false,
    query: Fields({}),
    response: Type.Array(SecondsOption),
  }),

  payableCurrencies: call({
    method: 'GET',
    path: '/microtrade/payable_currencies',
    summary: 'What a stake can be paid in, with what is available',
    auth: true,
    query: Fields({}),
    response: Type.Array(PayableCurrency),
  }),

  submitOrder: call({
    method: 'POST',
    path: '/microtrade/submit',
    summary: 'Place a seconds trade',
    auth: true,
    product: 'seconds',
    idempotent: true,
    body: Fields({
      match_id: Id(),
      currency_id: Id('the currency the stake is paid in'),
      type: OneOf(['1', '2'], '1 up, 2 down'),
      seconds: Id('a time option'),
      number: Decimal('the stake (2 decimals at most, at least min_amount: checked by the rule)'),
    }),
    response: MicroOrder,
    errors: {
      match_id: 'symbol_not_found',
      currency_id: 'microtrade_currency_invalid',
      type: 'microtrade_direction_invalid',
      seconds: 'microtrade_seconds_invalid',
      number: 'amount_invalid',
    },
  }),

  orderList: call({
    method: 'GET',
    path: '/microtrade/lists',
    summary: "The user's orders, newest first",
    auth: true,
    query: Fields({
      match_id: Type.Optional(Id()),
      status: Type.Optional(Id('1 open (trading or closing), 2 closing, 3 closed; else all')),
      ...Paging(5, 100),
    }),
    response: Paged(MicroOrder),
  }),

  orderResult: call({
    method: 'GET',
    path: '/microtrade/get_result',
    summary: 'The order once settled; "Not Settlement" before',
    auth: true,
    query: Fields({ id: Id('order id') }),
    response: MicroOrder,
    errors: { id: 'order_not_found' },
  }),
}
