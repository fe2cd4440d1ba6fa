// Money (SPEC §7 User: getBalance; Wallet: list, change). Deposits, withdrawals and account
// records join here.
import { Type, type Static, type TString } from 'typebox'
import { call, CurrencyRef, Decimal, DecimalOut, Fields, Id, OneOf, Text } from './common'

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
    logo: Type.String({ description: "the currency's logo, a path on the server's origin" }),
  })
}

const accountOf = <A extends AccountName>(account: A) =>
  Type.Object({
    balance: Type.Array(accountRow(account)),
    usdt_totle: DecimalOut('available + frozen of every currency, in USDT, 2 decimals (sic)'),
  })

/**
 * What an account record was (`account/list` rows' `type`): the app translates it by this code.
 * Every balance change of the ledger has one.
 */
export const RECORD_TYPES = [
  'ops_credit',
  'micro_stake',
  'micro_fee',
  'micro_payout',
  'micro_refund',
  'move_out',
  'move_in',
  // an approved deposit, and the operator's bonus on it
  'deposit',
  'deposit_bonus',
  // a withdrawal: number + fee frozen at request, paid out on approval, returned on rejection
  'withdraw_freeze',
  'withdraw_paid',
  'withdraw_fee',
  'withdraw_unfreeze',
  // an exchange: what left the source currency, and what arrived (after the fee)
  'exchange_out',
  'exchange_in',
  // lock mining: the amount locked, each day's profit, the amount returned, an early-redemption penalty
  'lock_freeze',
  'lock_profit',
  'lock_unfreeze',
  'lock_penalty',
  // spot: paid for a trade (from available, or from what an open order held), received, the fee
  // on what was received, held for an open order, and released from one
  'spot_pay',
  'spot_receive',
  'spot_fee',
  'spot_freeze',
  'spot_unfreeze',
  // the house's simulated liquidity: what the house issues, and what it passes to its market maker
  'house_issue',
  'mm_fund',
  // leverage: margin and opening fee held (for a position or a pending limit), the opening fee
  // taken, held money released, a day's overnight fee taken from a margin, and a close (the margin
  // leaving the held part, and what returns to available)
  'lever_freeze',
  'lever_fee',
  'lever_unfreeze',
  'lever_overnight',
  'lever_close',
  // copy-trading: a week's profit share, paid by the follower and received by the trader
  'follow_share_paid',
  'follow_share_received',
  // dual investment: the deposit held, leaving at settlement, and the payout
  'dual_freeze',
  'dual_settle',
  'dual_payout',
  // token projects: the commitment held; at allocation its charge leaves, the tokens arrive and
  // the rest is released
  'project_freeze',
  'project_charge',
  'project_tokens',
  'project_release',
  // loans: the collateral held and released, the loan credited and repaid, a liquidation's take
  'loan_collateral_freeze',
  'loan_collateral_release',
  'loan_credit',
  'loan_repay',
  'loan_liquidation',
  // P2P: an ad's coin held and returned, an order's coin released to the buyer
  'p2p_ad_freeze',
  'p2p_ad_unfreeze',
  'p2p_release',
  'p2p_receive',
  // collectibles: a blind box bought, an edition bought, a sale's proceeds (less the fee), a bid
  // held and released, a won auction paid from its hold
  'nft_box_buy',
  'nft_buy',
  'nft_sale',
  'nft_bid_freeze',
  'nft_bid_unfreeze',
  'nft_auction_pay',
] as const
export type RecordType = (typeof RECORD_TYPES)[number]

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
