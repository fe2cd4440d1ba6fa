// Deposits (issue 12 item 4; SPEC §3 Recharge, §4, §7 /wallet/charge_req, /recharge/log; WIRE.md
// names): the user's request with its voucher, their records, and the operator's decision.
import { Type } from 'typebox'
import {
  call,
  CurrencyRef,
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

/** WIRE.md pinned: 1 virtual currency, 2 bank card, 3 third party. */
export const RECHARGE_TYPES = ['1', '2', '3'] as const

const RechargeStatus = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1 pending, 2 approved, 3 rejected',
})

export const RechargeRow = Type.Object({
  id: Type.Integer(),
  amount: DecimalOut('what the user declared sending, in the coin'),
  currency: Type.Integer({ description: 'coin id' }),
  currency_name: Type.String({ description: 'coin code' }),
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 virtual currency, 2 bank card, 3 third party',
  }),
  sub_type: Type.String({
    description: 'network (TRC20, ERC20, BTC); BANK for types 2 and 3, CARD for a card payment',
  }),
  card: Type.Boolean({ description: 'paid by card: its provider decides it (/pay/order)' }),
  deposit_address: Type.String({ description: "type 1: the platform's address sent to" }),
  address: Type.String({ description: "the user's sending address, '' when not given" }),
  voucher: Type.String({ description: 'upload reference of the voucher (the owner reads it)' }),
  status: RechargeStatus,
  give: DecimalOut('bonus credited with the approval (0 when none)'),
  remark: Nullable(Type.String({ description: 'why it was rejected' })),
  demo: Type.Boolean({ description: 'approved automatically by a demo server' }),
  created_at: Type.String({ description: 'ISO time' }),
  decided_at: Nullable(Type.String({ description: 'ISO time' })),
})

export const RechargeDecision = Type.Object({
  id: Type.Integer(),
  account: Type.String({ description: 'the account key' }),
  status: RechargeStatus,
  amount: DecimalOut(),
  give: DecimalOut(),
  currency_name: Type.String(),
  remark: Nullable(Type.String()),
})

/** The receiving account a bank deposit in one coin is paid to, as the user reads it. */
const DepositBankFields = {
  bank_name: Type.String(),
  holder: Type.String({ description: 'account holder' }),
  account: Type.String({ description: 'account number or IBAN' }),
  swift: Type.String({ description: "SWIFT / BIC or branch code, '' when none" }),
  note: Type.String({ description: "the operator's note to payers, '' when none" }),
}

// Each field's rule is the server's (deposit/banks.ts), answered in the operator's words; the
// schema bounds the length far above it and refuses control characters.
const bankField = (description: string) => Text({ maxLength: 300, description })

export const deposit = {
  chargeReq: call({
    method: 'POST',
    path: '/wallet/charge_req',
    summary:
      'Ask for a deposit to be credited once its voucher is reviewed (pending until then); ' +
      'honours Idempotency-Key',
    auth: true,
    idempotent: true,
    body: Fields({
      currency: CurrencyRef('coin id or code: 1 BTC, 2 ETH, 3 USDT, 5 USDC'),
      type: OneOf(RECHARGE_TYPES, '1 virtual currency, 2 bank card, 3 third party'),
      account: Type.Optional(
        Text({ maxLength: 200, description: 'the voucher: a reference /upload answered' }),
      ),
      // Text, not Decimal: an empty or malformed amount is answered in the rule's own words
      amount: Type.Optional(Text({ maxLength: 40, description: "amount in the coin's places" })),
      sub_type: Type.Optional(
        Text({ maxLength: 16, description: 'type 1: the network (TRC20, ERC20, BTC)' }),
      ),
      address: Type.Optional(
        Text({ maxLength: 200, description: 'optional: the address the user sent from' }),
      ),
    }),
    response: RechargeRow,
    errors: { currency: 'currency_not_found', type: 'recharge_type_invalid' },
  }),

  rechargeLog: call({
    method: 'GET',
    path: '/recharge/log',
    summary: 'Your deposit requests, newest first (10 a page by default)',
    auth: true,
    query: Fields({ ...Paging(10, 50) }),
    response: Paged(RechargeRow),
  }),

  chargeTotal: call({
    method: 'GET',
    path: '/user/charge/total',
    summary: 'What your approved deposits add up to, per coin and in USDT at today’s prices',
    auth: true,
    query: Fields({}),
    response: Type.Object({
      usdt_total: DecimalOut('every coin at the live simulated price, 2 decimals'),
      list: Type.Array(
        Type.Object({
          currency: Type.Integer(),
          currency_name: Type.String(),
          total: DecimalOut('approved amounts, bonuses not counted'),
        }),
      ),
    }),
  }),

  rechargeBank: call({
    method: 'GET',
    path: '/recharge/bank',
    summary:
      "Where a bank card or bank transfer deposit in a coin is paid: the operator's receiving " +
      'account for it (null when none is set up), and the reference the user quotes with it',
    auth: true,
    query: Fields({ currency: CurrencyRef('coin id or code: 1 BTC, 2 ETH, 3 USDT, 5 USDC') }),
    response: Type.Object({
      currency: Type.Integer(),
      currency_name: Type.String(),
      reference: Type.String({
        description: "the user's own reference: the operator matches a transfer by it",
      }),
      bank: Nullable(
        Type.Object({
          ...DepositBankFields,
          demo: Type.Boolean({ description: 'a demo server account, which does not exist' }),
        }),
      ),
    }),
    errors: { currency: 'currency_not_found' },
  }),

  rechargeDetail: call({
    method: 'GET',
    path: '/recharge/detail',
    summary: 'One of your deposit requests',
    auth: true,
    query: Fields({ id: Id('the request') }),
    response: RechargeRow,
    errors: { id: 'recharge_not_found' },
  }),
}

export const opsDeposit = {
  opsRechargeDecide: call({
    method: 'POST',
    path: '/recharge/decide',
    mount: '/ops',
    summary:
      'Approve (credits the amount, and any bonus as its own record) or reject a pending ' +
      'deposit (audited); a request is decided once, whoever else decides it meanwhile',
    auth: false,
    operator: true,
    body: Fields({
      id: Id('the request'),
      approve: OneOf(['1', '0']),
      reason: Type.Optional(
        Text({ maxLength: 500, description: 'shown to the user; needed to reject' }),
      ),
      bonus: Type.Optional(Decimal("approval only: credited on top, in the coin's places")),
    }),
    response: RechargeDecision,
    errors: { id: 'recharge_not_found', bonus: 'amount_invalid' },
  }),

  opsDepositBank: call({
    method: 'POST',
    path: '/recharge/bank',
    mount: '/ops',
    summary:
      'Set the receiving account bank card and bank transfer deposits in a coin are paid to, ' +
      'or take it away (enabled 0); audited',
    auth: false,
    operator: true,
    body: Fields({
      currency: CurrencyRef('coin id or code: 1 BTC, 2 ETH, 3 USDT, 5 USDC'),
      bank_name: Type.Optional(bankField('bank name')),
      holder: Type.Optional(bankField('account holder')),
      account: Type.Optional(bankField('account number or IBAN')),
      swift: Type.Optional(bankField('SWIFT / BIC or branch code')),
      note: Type.Optional(Text({ maxLength: 200, description: 'shown to payers as written' })),
      enabled: Type.Optional(OneOf(['1', '0'], '0 takes the account away')),
    }),
    response: Type.Object({
      currency: Type.Integer(),
      currency_name: Type.String(),
      ...DepositBankFields,
      enabled: Type.Boolean({ description: 'false: the coin has no receiving account now' }),
    }),
    errors: { currency: 'currency_not_found' },
  }),
}
