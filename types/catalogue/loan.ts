// Collateralised loans (issue 29; WIRE "Pinned for the catalogue areas", Loans). A product lends
// one currency against accepted collateral; LTV = (loan + interest) / collateral value at the
// feed's price (common/loanRules.ts). At the call LTV the user is warned; at the liquidation LTV
// the collateral covers the debt and the rest is returned.
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
  Text,
} from './common'

const Code = Text({ maxLength: 24, description: 'borrowing_code' })

export const CollateralCoin = Type.Object({
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  places: Type.Integer({ description: 'decimals an amount of it may carry' }),
  price: DecimalOut('USDT, the feed price now'),
})

export const LoanProduct = Type.Object({
  borrowing_code: Type.String(),
  // WIRE pins `currency`, a coin id as every `currency` of the wire is; currency_id says the same
  // beside the family's other product lists, currency_name its code
  currency: Type.Integer({ description: 'coin id of what is lent (WIRE)' }),
  currency_id: Type.Integer({ description: 'what is lent; the same as currency' }),
  currency_name: Type.String(),
  currency_places: Type.Integer(),
  currency_price: DecimalOut('USDT, the feed price now (1 for a stablecoin)'),
  days: Type.Integer(),
  daily_rate: DecimalOut('% a day'),
  collateral: Type.Array(Type.Integer(), { description: 'coin ids accepted as collateral' }),
  collateral_coins: Type.Array(CollateralCoin),
  ltv_initial: DecimalOut('% at most when borrowing'),
  ltv_call: DecimalOut('% at which the user is warned'),
  ltv_liquidate: DecimalOut('% at which the collateral covers the debt'),
  min: DecimalOut('per loan'),
  max: DecimalOut('per loan'),
  open: Type.Boolean({ description: 'lends now' }),
  simulated: Type.Boolean(),
})
export type LoanProduct = Static<typeof LoanProduct>

export const Loan = Type.Object({
  id: Type.Integer(),
  borrowing_code: Type.String(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  amount: DecimalOut('the principal'),
  daily_rate: DecimalOut('% a day'),
  days: Type.Integer(),
  interest: DecimalOut('accrued so far, a day at a time'),
  debt: DecimalOut('principal + interest: what repaying takes'),
  collateral_currency: Type.Integer(),
  collateral_name: Type.String(),
  collateral_places: Type.Integer(),
  collateral_amount: DecimalOut(),
  collateral_price: DecimalOut('USDT, the feed price now'),
  ltv: DecimalOut('% now, up to a hundredth'),
  ltv_initial: DecimalOut(),
  ltv_call: DecimalOut(),
  ltv_liquidate: DecimalOut(),
  liquidation_price: DecimalOut("the collateral's USDT price at which the loan is liquidated"),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 open, 2 repaid, 3 liquidated',
  }),
  called: Type.Boolean({ description: 'at or above the call LTV: add collateral or repay' }),
  seized: Nullable(DecimalOut('collateral taken by the liquidation')),
  returned: Nullable(DecimalOut('collateral returned by the liquidation')),
  liquidated_at_price: Nullable(DecimalOut()),
  create_time: Type.String(),
  due_time: Type.String({ description: 'the term ends: interest keeps accruing until repaid' }),
  close_time: Nullable(Type.String()),
})
export type Loan = Static<typeof Loan>

export const loan = {
  loanProducts: call({
    method: 'GET',
    path: '/loan/getCodelist',
    summary: 'The loan products lending now',
    auth: false,
    query: Fields({}),
    response: Type.Array(LoanProduct),
  }),

  loanProduct: call({
    method: 'GET',
    path: '/loan/getBorroWingByCode',
    summary: 'One loan product, with the prices now',
    auth: false,
    query: Fields({ borrowing_code: Code }),
    response: LoanProduct,
    errors: { borrowing_code: 'loan_product_not_found' },
  }),

  loanSubmit: call({
    method: 'POST',
    path: '/loan/submit',
    summary: 'Borrow: the collateral is held and the loan credited to the asset account',
    auth: true,
    product: 'loan',
    idempotent: true,
    body: Fields({
      borrowing_code: Code,
      amount: Decimal('in the loan currency'),
      collateral_currency: Id(),
      collateral_amount: Decimal(),
    }),
    response: Loan,
    errors: { borrowing_code: 'loan_product_not_found', amount: 'amount_invalid' },
  }),

  loanList: call({
    method: 'POST',
    path: '/loan/getOrderList',
    summary: "The user's loans, open ones first, with the LTV now",
    auth: true,
    body: Fields({ ...Paging(20, 50) }),
    response: Paged(Loan),
  }),

  loanRepay: call({
    method: 'POST',
    path: '/loan/repay',
    summary: 'Repay the principal and interest from the asset account; the collateral is released',
    auth: true,
    idempotent: true,
    body: Fields({ id: Id() }),
    response: Loan,
    errors: { id: 'loan_not_found' },
  }),

  loanAddCollateral: call({
    method: 'POST',
    path: '/loan/addCollateral',
    summary: 'Hold more of the same collateral, lowering the LTV',
    auth: true,
    idempotent: true,
    body: Fields({ id: Id(), amount: Decimal() }),
    response: Loan,
    errors: { id: 'loan_not_found', amount: 'amount_invalid' },
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

export const opsLoan = {
  opsLoanProduct: call({
    method: 'POST',
    path: '/loan/product',
    mount: '/ops',
    summary: 'Lists a loan product, or stops or resumes its lending (audited)',
    auth: false,
    operator: true,
    body: Fields({
      borrowing_code: Code,
      currency_id: Type.Optional(Id()),
      days: Type.Optional(Id()),
      daily_rate: Type.Optional(Decimal('% a day')),
      collateral: Type.Optional(Text({ maxLength: 60, description: 'coin ids, comma separated' })),
      ltv_initial: Type.Optional(Decimal('%')),
      ltv_call: Type.Optional(Decimal('%')),
      ltv_liquidate: Type.Optional(Decimal('%')),
      min: Type.Optional(Decimal()),
      max: Type.Optional(Decimal()),
      status: Type.Optional(OneOf(['0', '1'], '1 lending, 0 no new loans')),
    }),
    response: LoanProduct,
  }),
}
