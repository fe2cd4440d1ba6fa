// Lock mining (SPEC §7 lock deposit calls; WIRE.md "Lock mining" names): products, purchase,
// orders with early redemption, and the operator's products.
import { Type } from 'typebox'
import { call, Decimal, DecimalOut, Fields, Id, OneOf, Paging, Text } from './common'

export const LockProduct = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: "the operator's name for it" }),
  currency_name: Type.String(),
  day: Type.Integer({ description: 'days locked' }),
  rate: DecimalOut('lowest daily rate, percent'),
  rate_max: DecimalOut('highest daily rate, percent'),
  save_min: DecimalOut('smallest purchase'),
  max: DecimalOut('largest purchase'),
  single_limit: Type.Integer({ description: 'purchases one user may make in all; 0 no limit' }),
  limit_left: Type.Integer({ description: "the session user's purchases left; -1 no limit" }),
  adance_redeem_falsify: DecimalOut('early-redemption penalty, percent per remaining day (sic)'),
  start_at: Type.Integer({ description: 'ms: purchases open' }),
  end_at: Type.Integer({ description: 'ms: purchases close' }),
  window: Type.Integer({ description: 'SPEC §4 purchase window: 2 not started, 1 open, 0 closed' }),
})

export const LockOrder = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  title: Type.String(),
  currency_name: Type.String(),
  amount: DecimalOut(),
  day: Type.Integer(),
  day_rate: DecimalOut('the range as bought, e.g. 0.3-0.5 (percent)'),
  rate: DecimalOut(),
  rate_max: DecimalOut(),
  adance_redeem_falsify: DecimalOut(),
  total_interest: DecimalOut('profit paid so far'),
  today_interest: DecimalOut("today's profit, when paid"),
  start_at: Type.String({ description: 'business date bought, YYYY-MM-DD' }),
  end_at: Type.String({ description: 'business date the principal returns' }),
  remaining_days: Type.Integer(),
  status: Type.Integer({ description: '1 locked, 2 ended, 3 redeemed early' }),
  cancel_fee: DecimalOut('the penalty early redemption would cost today (or cost)'),
  refund: DecimalOut('what early redemption would return today (or returned)'),
  created_at: Type.String({ description: 'ISO time' }),
})

const ProductFields = {
  title: Text({ maxLength: 60, description: 'name shown to users' }),
  day: Id('days locked'),
  rate: Decimal('lowest daily rate, percent'),
  rate_max: Decimal('highest daily rate, percent'),
  save_min: Decimal('smallest purchase'),
  max: Decimal('largest purchase'),
  single_limit: Type.String({ pattern: '^[0-9]{1,6}$', maxLength: 6 }),
  adance_redeem_falsify: Decimal('penalty, percent per remaining day'),
  start_at: Type.String({ pattern: '^[0-9]{10,16}$', maxLength: 16, description: 'ms' }),
  end_at: Type.String({ pattern: '^[0-9]{10,16}$', maxLength: 16, description: 'ms' }),
}

export const lockMining = {
  lockProducts: call({
    method: 'GET',
    path: '/lh/deposit/config',
    summary: 'The lock-mining products on offer, with what the session user may still buy',
    auth: true,
    query: Fields({}),
    response: Type.Array(LockProduct),
  }),

  lockPurchase: call({
    method: 'POST',
    path: '/lh/deposit',
    summary:
      'Lock an amount in a product (needs certification and a bound wallet); Idempotency-Key',
    auth: true,
    idempotent: true,
    body: Fields({ config_id: Id('the product'), amount: Decimal('USDT, at most 2 decimals') }),
    response: LockOrder,
    errors: { config_id: 'lock_product_invalid', amount: 'amount_invalid' },
  }),

  lockOrders: call({
    method: 'GET',
    path: '/lh/deposit/order',
    summary: 'Your lock-mining orders, newest first, with what is locked and earned',
    auth: true,
    query: Fields({
      ...Paging(10, 50),
      status: Type.Optional(OneOf(['', '1', '2', '3'], '1 locked, 2 ended, 3 redeemed early')),
    }),
    response: Type.Object({
      order_list: Type.Array(LockOrder),
      page: Type.Integer(),
      pages: Type.Integer(),
      total: Type.Integer(),
      locked_total: DecimalOut('locked now, in all orders'),
      today_interest: DecimalOut("today's profit, all orders"),
      total_interest: DecimalOut('profit paid, all orders'),
    }),
  }),

  lockCancel: call({
    method: 'POST',
    path: '/lh/deposit/order/cancel',
    summary: 'Redeem early: the penalty is taken and the rest returns to the asset account',
    auth: true,
    body: Fields({ id: Id('the order') }),
    response: Type.Object({ id: Type.Integer(), penalty: DecimalOut(), refund: DecimalOut() }),
    errors: { id: 'lock_order_not_found' },
  }),

  opsLockProduct: call({
    method: 'POST',
    path: '/lockmining/product',
    mount: '/ops',
    summary: 'Create a lock-mining product, or change one (id); enabled 0 closes it',
    auth: false,
    operator: true,
    body: Fields({
      id: Type.Optional(Id('the product to change')),
      ...ProductFields,
      enabled: Type.Optional(OneOf(['1', '0'])),
    }),
    response: LockProduct,
    errors: { id: 'lock_product_invalid' },
  }),
}
