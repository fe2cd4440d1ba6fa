// Dual investment (issue 29; WIRE "Pinned for the catalogue areas", Dual investment). A product
// takes a deposit (the coin for a call, USDT for a put) until its term begins and pays at
// settle_at by the recorded price of that instant, with the formula of common/dualRules.ts.
import { Type, type Static } from 'typebox'
import {
  call,
  Decimal,
  DecimalOut,
  Fields,
  Id,
  Nullable,
  OneOf,
  Paged,
  Paging,
  Time,
} from './common'

const DualType = Type.Union([Type.Literal('call'), Type.Literal('put')], {
  description: 'call: sell high (deposit the coin); put: buy low (deposit USDT)',
})

export const DualProduct = Type.Object({
  id: Type.Integer(),
  currency_id: Type.Integer({ description: 'the coin' }),
  currency_name: Type.String(),
  type: DualType,
  target_price: DecimalOut('USDT'),
  apr: DecimalOut('% a year'),
  days: Type.Integer(),
  settle_at: Type.String({ description: 'ISO time: the recorded price of this instant decides' }),
  close_at: Type.String({ description: 'ISO time: subscriptions close (settle_at - days)' }),
  min: DecimalOut('per order, in the deposit currency'),
  max: DecimalOut('per order'),
  quota: DecimalOut('all orders together'),
  sold: DecimalOut(),
  deposit_currency: Type.Integer(),
  deposit_name: Type.String(),
  deposit_places: Type.Integer({ description: 'decimals a deposit may carry' }),
  coin_places: Type.Integer({ description: 'decimals of a payout in the coin' }),
  last_price: DecimalOut('the feed price now'),
  open: Type.Boolean({ description: 'takes orders now' }),
  settle_price: Nullable(DecimalOut('once settled')),
  simulated: Type.Boolean(),
})
export type DualProduct = Static<typeof DualProduct>

export const DualOrder = Type.Object({
  id: Type.Integer(),
  product: DualProduct,
  num: DecimalOut('the deposit'),
  deposit_currency: Type.Integer(),
  status: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 holding, 2 settled' }),
  payout: Nullable(DecimalOut()),
  payout_currency: Nullable(Type.Integer()),
  payout_name: Nullable(Type.String()),
  create_time: Type.String(),
  settle_time: Nullable(Type.String()),
})
export type DualOrder = Static<typeof DualOrder>

export const dual = {
  dualIndex: call({
    method: 'GET',
    path: '/dual/index',
    summary: 'The products taking orders, by coin and side, soonest settlement first',
    auth: false,
    query: Fields({
      currency_id: Type.Optional(Id()),
      type: Type.Optional(OneOf(['call', 'put'])),
    }),
    response: Type.Array(DualProduct),
  }),

  dualDetail: call({
    method: 'GET',
    path: '/dual/detail',
    summary: 'One product, with the price now',
    auth: false,
    query: Fields({ id: Id() }),
    response: DualProduct,
    errors: { id: 'dual_not_found' },
  }),

  dualBuy: call({
    method: 'POST',
    path: '/dual/buyDual',
    summary: 'Deposit into a product; the deposit is held until settlement',
    auth: true,
    product: 'dual',
    idempotent: true,
    body: Fields({ id: Id(), num: Decimal('the deposit, in the coin (call) or USDT (put)') }),
    response: DualOrder,
    errors: { id: 'dual_not_found', num: 'amount_invalid' },
  }),

  dualList: call({
    method: 'POST',
    path: '/dual/dual_list',
    summary: "The user's orders, newest first",
    auth: true,
    body: Fields({ ...Paging(20, 50) }),
    response: Paged(DualOrder),
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

export const opsDual = {
  opsDualProduct: call({
    method: 'POST',
    path: '/dual/product',
    mount: '/ops',
    summary: 'Lists a dual product, or withdraws one from sale (audited)',
    auth: false,
    operator: true,
    body: Fields({
      id: Type.Optional(Id('an existing product: only its status changes')),
      currency_id: Type.Optional(Id()),
      type: Type.Optional(OneOf(['call', 'put'])),
      target_price: Type.Optional(Decimal()),
      apr: Type.Optional(Decimal('% a year')),
      days: Type.Optional(Id()),
      settle_at: Type.Optional(Time('unix seconds')),
      min: Type.Optional(Decimal()),
      max: Type.Optional(Decimal()),
      quota: Type.Optional(Decimal()),
      status: Type.Optional(OneOf(['0', '1'], '1 listed, 0 withdrawn')),
    }),
    response: DualProduct,
  }),
}
