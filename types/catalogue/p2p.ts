// P2P buy orders (issue 30; SPEC §4 "Peer buy order"; WIRE "Pinned for the catalogue areas", P2P).
// Merchants the operator approves post sell ads whose coin is held from their asset account; a
// certified buyer orders an amount, the coin is escrowed, the buyer pays outside the app within 15
// minutes and marks it paid, the merchant releases. Unpaid at 15 minutes the order is cancelled; a
// buyer's 4th cancellation of a business day bars buy orders until the next. After "paid", either
// side may appeal and the operator decides.
import { Type, type Static } from 'typebox'
import { P2P_FIATS } from '@common/p2pRules'
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
  Text,
} from './common'

const Role = Type.Union([Type.Literal('buyer'), Type.Literal('merchant')])

export const P2pMerchant = Type.Object({
  name: Type.String(),
  orders_done: Type.Integer({ description: 'orders released, from real rows' }),
  completion: Nullable(DecimalOut('% of finished orders released; null before any')),
})

export const P2pAd = Type.Object({
  id: Type.Integer(),
  merchant: P2pMerchant,
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  coin_places: Type.Integer(),
  fiat: Type.String(),
  price: DecimalOut('fiat per coin'),
  total: DecimalOut('coin offered in all'),
  remaining: DecimalOut('coin still offered'),
  min_fiat: DecimalOut("an order's fiat amount at least"),
  max_fiat: DecimalOut('at most now: the maximum, or what remains is worth if less'),
  pay_method: Type.Literal('bank'),
  bank_name: Type.String(),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 online, 0 closed' }),
  create_time: Type.String(),
})
export type P2pAd = Static<typeof P2pAd>

export const P2pOrder = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  role: Role,
  merchant_name: Type.String(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  fiat: Type.String(),
  price: DecimalOut(),
  amount: DecimalOut('coin escrowed, delivered on release'),
  fiat_amount: DecimalOut('fiat the buyer pays'),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
    description: '1 unpaid, 2 paid, 3 released, 4 cancelled',
  }),
  expires_at: Type.String({ description: 'ISO time: unpaid by then, the order is cancelled' }),
  paid_at: Nullable(Type.String()),
  proof_attached: Type.Boolean(),
  payee: Nullable(
    Type.Object(
      { bank_name: Type.String(), card_holder: Type.String(), card_number: Type.String() },
      { description: "the merchant's payment details, to the two sides while the order is open" },
    ),
  ),
  appeal_by: Nullable(Role),
  appeal_reason: Nullable(Type.String()),
  decided: Nullable(Type.Union([Type.Literal('release'), Type.Literal('return')])),
  cancel_reason: Nullable(
    Type.Union([Type.Literal('buyer'), Type.Literal('timeout'), Type.Literal('appeal')]),
  ),
  create_time: Type.String(),
  close_time: Nullable(Type.String()),
})
export type P2pOrder = Static<typeof P2pOrder>

export const P2pStatus = Type.Object({
  certified: Type.Boolean(),
  merchant: Nullable(Type.Object({ name: Type.String(), active: Type.Boolean() })),
  cancels_today: Type.Integer({ description: 'by the buyer or the timer, this business day' }),
  cancel_limit: Type.Integer({ description: 'one more bars buy orders until the next day' }),
  barred_until: Nullable(Type.String({ description: 'ISO time the next business day begins' })),
  pay_minutes: Type.Integer(),
})
export type P2pStatus = Static<typeof P2pStatus>

const Fiat = OneOf(P2P_FIATS)
const OrderId = Fields({ id: Id() })

export const p2p = {
  p2pAds: call({
    method: 'GET',
    path: '/p2p/ads',
    summary: 'Online sell ads, lowest price first, filtered by coin, fiat, amount and method',
    auth: false,
    query: Fields({
      currency_id: Type.Optional(Id()),
      fiat: Type.Optional(Fiat),
      amount: Type.Optional(Decimal('a fiat amount the ad must take')),
      pay_method: Type.Optional(OneOf(['bank'])),
      ...Paging(20, 50),
    }),
    response: Paged(P2pAd),
  }),

  p2pAd: call({
    method: 'GET',
    path: '/p2p/ad',
    summary: 'One ad',
    auth: false,
    query: Fields({ id: Id() }),
    response: P2pAd,
    errors: { id: 'p2p_ad_not_found' },
  }),

  p2pStatus: call({
    method: 'GET',
    path: '/p2p/status',
    summary: "The user's standing: certified, merchant, cancellations today, barred until when",
    auth: true,
    query: Fields({}),
    response: P2pStatus,
  }),

  p2pOrder: call({
    method: 'POST',
    path: '/p2p/order',
    summary: "Buy from an ad: the coin is escrowed and the merchant's payment details shown",
    auth: true,
    product: 'p2p',
    idempotent: true,
    body: Fields({ ad_id: Id(), fiat_amount: Decimal('what the buyer pays, in the ad fiat') }),
    response: P2pOrder,
    errors: { ad_id: 'p2p_ad_not_found', fiat_amount: 'amount_invalid' },
  }),

  p2pOrderDetail: call({
    method: 'GET',
    path: '/p2p/order/detail',
    summary: 'One order, to its buyer or its merchant',
    auth: true,
    query: OrderId,
    response: P2pOrder,
    errors: { id: 'p2p_order_not_found' },
  }),

  p2pOrders: call({
    method: 'POST',
    path: '/p2p/orders',
    summary: "The user's orders as buyer or as merchant, newest first",
    auth: true,
    body: Fields({ role: Type.Optional(OneOf(['buyer', 'merchant'])), ...Paging(20, 50) }),
    response: Paged(P2pOrder),
  }),

  p2pPaid: call({
    method: 'POST',
    path: '/p2p/paid',
    summary: 'The buyer says they have paid, with an optional proof upload',
    auth: true,
    idempotent: true,
    body: Fields({
      id: Id(),
      proof: Type.Optional(Text({ maxLength: 64, description: 'a reference /upload answered' })),
    }),
    response: P2pOrder,
    errors: { id: 'p2p_order_not_found' },
  }),

  p2pRelease: call({
    method: 'POST',
    path: '/p2p/release',
    summary: 'The merchant releases the escrowed coin to the buyer',
    auth: true,
    idempotent: true,
    body: OrderId,
    response: P2pOrder,
    errors: { id: 'p2p_order_not_found' },
  }),

  p2pCancel: call({
    method: 'POST',
    path: '/p2p/cancel',
    summary: 'The buyer cancels an unpaid order; the coin goes back to the ad',
    auth: true,
    idempotent: true,
    body: OrderId,
    response: P2pOrder,
    errors: { id: 'p2p_order_not_found' },
  }),

  p2pAppeal: call({
    method: 'POST',
    path: '/p2p/appeal',
    summary: 'Either side asks the operator to decide a paid order',
    auth: true,
    idempotent: true,
    body: Fields({ id: Id(), reason: Text({ maxLength: 500, minLength: 1, multiline: true }) }),
    response: P2pOrder,
    errors: { id: 'p2p_order_not_found' },
  }),

  p2pMyAds: call({
    method: 'GET',
    path: '/p2p/my_ads',
    summary: "The merchant's ads, newest first",
    auth: true,
    query: Fields({ ...Paging(20, 50) }),
    response: Paged(P2pAd),
  }),

  p2pPostAd: call({
    method: 'POST',
    path: '/p2p/ad/post',
    summary: 'A merchant posts a sell ad; the coin offered is held from the asset account',
    auth: true,
    product: 'p2p',
    idempotent: true,
    body: Fields({
      currency_id: Id(),
      fiat: Fiat,
      price: Decimal('fiat per coin'),
      total: Decimal('coin offered'),
      min_fiat: Decimal(),
      max_fiat: Decimal(),
    }),
    response: P2pAd,
    errors: { price: 'amount_invalid', total: 'amount_invalid' },
  }),

  p2pCloseAd: call({
    method: 'POST',
    path: '/p2p/ad/close',
    summary: 'Closes an ad: what remains returns; its open orders run to their end',
    auth: true,
    idempotent: true,
    body: Fields({ id: Id() }),
    response: P2pAd,
    errors: { id: 'p2p_ad_not_found' },
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

export const P2pAppeal = Type.Object({
  order: P2pOrder,
  buyer: Type.String({ description: "the buyer's account" }),
  merchant: Type.String({ description: "the merchant's account" }),
  proof: Nullable(Type.String({ description: 'upload reference: /ops/upload/view' })),
})

export const opsP2p = {
  opsP2pMerchant: call({
    method: 'POST',
    path: '/p2p/merchant',
    mount: '/ops',
    summary: 'Approves a certified user as a merchant, or ends it (audited)',
    auth: false,
    operator: true,
    body: Fields({
      account: Text({ maxLength: 100 }),
      name: Type.Optional(Text({ maxLength: 30 })),
      status: OneOf(['0', '1'], '1 approved, 0 ended'),
    }),
    response: Type.Object({ account: Type.String(), name: Type.String(), status: Type.Integer() }),
  }),

  opsP2pAppeals: call({
    method: 'GET',
    path: '/p2p/appeals',
    mount: '/ops',
    summary: 'Appealed orders waiting for a decision, oldest first, with both sides',
    auth: false,
    operator: true,
    query: Fields({ ...Paging(20, 100) }),
    response: Paged(P2pAppeal),
  }),

  opsP2pDecide: call({
    method: 'POST',
    path: '/p2p/decide',
    mount: '/ops',
    summary: 'Decides an appealed order: release to the buyer or return to the merchant (audited)',
    auth: false,
    operator: true,
    body: Fields({ id: Id(), result: OneOf(['release', 'return']) }),
    response: P2pOrder,
  }),
}
