// Card payment (issue 31 item 2; SPEC §3 card payment fields, §7 /pay/createPay, /pay/createMjlPay).
// A deposit paid by card on a payment provider's page: the call makes a pending card deposit and
// answers where to pay; the provider's signed callback, and only it, credits the deposit (once) or
// fails it. The shipped provider is a sandbox, and every answer says so.
import { Type } from 'typebox'
import { PAY_CHANNELS } from '@common/payRules'
import { call, Decimal, DecimalOut, Fields, Id, Nullable, OneOf, Text } from './common'

const Status = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1 waiting for the provider, 2 paid and credited, 3 failed',
})

export const PayOrder = Type.Object({
  id: Type.Integer(),
  recharge_id: Type.Integer({ description: 'the deposit request it credits (/recharge/detail)' }),
  channel: OneOf(PAY_CHANNELS),
  provider: Type.String({ description: "the provider's name ('sandbox' for the one shipped)" }),
  sandbox: Type.Boolean({ description: 'a test provider: no card is charged, nothing real paid' }),
  country_code: Type.String(),
  currency_code: Type.String({ description: "the card's currency" }),
  pay_amount: DecimalOut('charged to the card, in currency_code'),
  rate: DecimalOut('card currency per USDT (tx_rate) when the order was made'),
  credit: DecimalOut('USDT credited when paid: pay_amount / rate, down to the cent'),
  currency_name: Type.Literal('USDT'),
  status: Status,
  pay_url: Nullable(Type.String({ description: "the provider's page; null once closed" })),
  create_time: Type.String(),
  close_time: Nullable(Type.String()),
})

export const PayTerms = Type.Object({
  available: Type.Boolean({ description: 'false while no rate is configured' }),
  sandbox: Type.Boolean(),
  country_code: Type.String(),
  currency_code: Type.String(),
  rate: DecimalOut('card currency per USDT (tx_rate)'),
  min: DecimalOut('in the card currency'),
  max: DecimalOut('in the card currency'),
})

const CreateBody = Fields({
  countryCode: Text({ maxLength: 2, minLength: 2, description: 'ISO 3166 country of the card' }),
  currencyCode: Text({ maxLength: 3, minLength: 3, description: "ISO 4217: the card's currency" }),
  paymentType: OneOf(['card']),
  paymentAmount: Decimal('charged to the card, in currencyCode'),
  rate: Decimal(
    'the rate the user was shown (/pay/terms); refused when it has changed since, so the credit is what they saw',
  ),
  extendedParams: Type.Optional(
    Text({ maxLength: 500, description: "a provider's extra fields; the sandbox takes none" }),
  ),
})

const create = (path: string, summary: string) =>
  call({
    method: 'POST',
    path,
    summary,
    auth: true,
    idempotent: true,
    body: CreateBody,
    response: PayOrder,
    errors: { paymentAmount: 'amount_invalid', rate: 'pay_rate_changed' },
  })

export const pay = {
  payTerms: call({
    method: 'GET',
    path: '/pay/terms',
    summary: "What a card deposit takes: the card's currency, the rate, the bounds, sandbox or not",
    auth: true,
    response: PayTerms,
  }),

  payCreate: create(
    '/pay/createPay',
    'A card deposit through the card channel: pending until paid',
  ),

  payCreateMjl: create(
    '/pay/createMjlPay',
    'A card deposit through the second (mjl) channel: pending until paid',
  ),

  payOrder: call({
    method: 'GET',
    path: '/pay/order',
    summary: 'One of your card payments, by its id or its deposit request',
    auth: true,
    query: Fields({ id: Type.Optional(Id()), recharge_id: Type.Optional(Id()) }),
    response: PayOrder,
    errors: { id: 'pay_order_not_found', recharge_id: 'pay_order_not_found' },
  }),

  payNotify: call({
    method: 'POST',
    path: '/pay/notify',
    summary:
      "The provider's callback: credits (paid) or fails (failed) the order once, if its signature verifies",
    auth: false,
    body: Fields({
      channel: OneOf(PAY_CHANNELS),
      order_id: Id(),
      payment_id: Text({ maxLength: 64, minLength: 1 }),
      status: OneOf(['paid', 'failed']),
      amount: Decimal(),
      currency: Text({ maxLength: 3, minLength: 3 }),
      time: Text({ maxLength: 40 }),
      sign: Text({ maxLength: 128, description: 'hex HMAC-SHA256 of the other fields' }),
    }),
    response: Type.Object({ received: Type.Boolean() }),
  }),
} as const
