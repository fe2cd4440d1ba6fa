// Money (SPEC §7 User: getBalance; Wallet: list, change). Deposits, withdrawals and account
// records join here.
import { Type, type Static, type TString } from 'typebox'
import { call, CurrencyRef, Decimal, DecimalOut, Fields, Id, OneOf, Text } from './common'

export { RECORD_TYPES, type RecordType } from '../recordTypes'

/** The accounts of the ledger, as /wallet/list names them (`<account>_wallet`). */
export const ACCOUNTS = ['legal', 'change', 'micro', 'lever'] as const
export type AccountName = (typeof ACCOUNTS)[number]

/**
 * One currency of one account, in WIRE.md's names: `<account>_balance` (available) and
 * `lock_<account>_balance` (frozen).
 */
function accountRow<A extends AccountName>(account: A) {
  const parts = {
    [`${account}_balance`]: DecimalOut('available'),
    [`lock_${account}_balance`]: DecimalOut('frozen: held for a withdrawal or an order under way'),
  } as Record<`${A}_balance` | `lock_${A}_balance`, TString>
  return Type.Object({
    currency: Type.Integer({ description: 'currency id' }),
    currency_name: Type.String(),
    ...parts,
    usdt_price: DecimalOut('one unit in USDT at the live simulated price (stablecoins 1)'),
    logo: Type.String({
      description:
        "the currency's logo, a path on the server's origin; '' when it has none (a listed " +
        "project's token), which the app draws as its letter",
    }),
  })
}

const accountOf = <A extends AccountName>(account: A) =>
  Type.Object({
    balance: Type.Array(accountRow(account)),
    usdt_totle: DecimalOut('available + frozen of every currency, in USDT, 2 decimals (sic)'),
  })

export const WalletList = Type.Object({
  legal_wallet: accountOf('legal'),
  change_wallet: accountOf('change'),
  micro_wallet: accountOf('micro'),
  lever_wallet: accountOf('lever'),
})

/**
 * A deposit or a withdrawal waiting for the operator (`/ops/queue?kind=recharge|withdraw`), in
 * WIRE.md's queue-row names.
 */
export const OpsMoneyQueueRow = Type.Object({
  id: Type.Integer({ description: 'the request' }),
  kind: OneOf(['recharge', 'withdraw'] as const),
  account: Type.String({ description: 'the account key' }),
  currency: Type.String({ description: 'coin code' }),
  amount: DecimalOut('deposit: the amount declared; withdrawal: what arrives'),
  type: Type.String({ description: 'network (TRC20, ERC20, BTC) or method' }),
  fee: Type.Optional(DecimalOut('withdrawal fee, frozen with the amount')),
  address: Type.Optional(Type.String({ description: 'withdrawal: where it goes' })),
  voucher: Type.Optional(Type.String({ description: 'deposit: the voucher upload reference' })),
  reference: Type.Optional(
    Type.String({ description: 'bank deposit: the reference its payer was asked to quote' }),
  ),
  created_at: Type.String({ description: 'ISO time' }),
})
export type OpsMoneyQueueRow = Static<typeof OpsMoneyQueueRow>

export const UserBalance = Type.Object({
  currency_id: Type.Integer(),
  name: Type.String({ description: 'currency code, e.g. USDT' }),
  balance: DecimalOut('available'),
})

export const money = {
  microBalance: call({
    method: 'GET',
    path: '/user/getBalance',
    summary: 'One currency of the seconds-trading account',
    auth: true,
    query: Fields({ currency: Type.Optional(CurrencyRef("id or code; USDT when absent or ''")) }),
    response: UserBalance,
    errors: { currency: 'currency_not_found' },
  }),

  walletList: call({
    method: 'POST',
    path: '/wallet/list',
    summary: 'Every account with each asset currency, available and frozen, and its USDT value',
    auth: true,
    body: Fields({
      currency_name: Type.Optional(
        Text({ maxLength: 16, description: 'only codes containing it' }),
      ),
      zero_flag: Type.Optional(OneOf(['', '0', '1'], '1 leaves out currencies holding nothing')),
    }),
    response: WalletList,
  }),

  walletSummary: call({
    method: 'GET',
    path: '/wallet/getWalletNew',
    summary: "The Assets tab's headline: everything held in USDT, and seconds-trade profit",
    auth: true,
    query: Fields({}),
    response: Type.Object({
      usdt_totle: DecimalOut('every account and currency, available + frozen, in USDT (sic)'),
      today_profit: DecimalOut('settled seconds trades since day_start, in USDT'),
      total_profit: DecimalOut('every settled seconds trade, in USDT'),
      today_staked: DecimalOut(
        "the stakes of today's settled seconds trades: today's profit's base",
      ),
      total_staked: DecimalOut('the stakes of every settled seconds trade'),
      day_start: Type.Integer({ description: "ms: the start of the server's day (UTC)" }),
    }),
  }),

  rateCurrency: call({
    method: 'GET',
    path: '/wallet/getRateCurrency',
    summary: 'What one unit of each asset currency is worth in USDT now',
    auth: true,
    query: Fields({}),
    response: Type.Array(
      Type.Object({
        currency: Type.Integer(),
        currency_name: Type.String(),
        usdt_price: DecimalOut('at the live simulated price (stablecoins 1)'),
      }),
    ),
  }),

  walletDetail: call({
    method: 'POST',
    path: '/wallet/detail',
    summary: 'One currency of one account: available, frozen and its USDT value',
    auth: true,
    body: Fields({
      currency: CurrencyRef('coin id or code'),
      type: OneOf(ACCOUNTS, 'the account'),
    }),
    response: Type.Object({
      currency: Type.Integer(),
      currency_name: Type.String(),
      type: Type.String({ description: 'the account' }),
      available: DecimalOut(),
      frozen: DecimalOut(),
      usdt_price: DecimalOut(),
      usdt_value: DecimalOut('available + frozen in USDT, 2 decimals'),
    }),
    errors: { currency: 'currency_not_found', type: 'wallet_account_invalid' },
  }),

  userCurrencyList: call({
    method: 'GET',
    path: '/currency/user_currency_list',
    summary: 'The asset currencies with their names by language (SPEC §3 currency option item)',
    auth: true,
    query: Fields({}),
    response: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String({ description: 'code, e.g. USDT' }),
        option_name: Type.String({ description: 'Chinese name' }),
        en_name: Type.String(),
        tw_name: Type.String({ description: 'traditional Chinese name' }),
      }),
    ),
  }),

  walletChange: call({
    method: 'POST',
    path: '/wallet/change',
    summary:
      'Move money between your own accounts (asset account legal and seconds-trading account ' +
      'micro); honours Idempotency-Key',
    auth: true,
    idempotent: true,
    body: Fields({
      currency_id: Id('the currency to move'),
      number: Decimal('amount, at most 2 decimals'),
      from_field: OneOf(ACCOUNTS, 'account to take it from'),
      to_field: OneOf(ACCOUNTS, 'account to put it in'),
    }),
    response: Type.Object({
      currency: Type.Integer(),
      number: DecimalOut(),
      from_balance: DecimalOut('available in the giving account after the move'),
      to_balance: DecimalOut('available in the receiving account after the move'),
    }),
    errors: {
      number: 'amount_invalid',
      currency_id: 'currency_not_found',
      from_field: 'wallet_account_invalid',
      to_field: 'wallet_account_invalid',
    },
  }),
}
