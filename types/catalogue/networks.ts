// How each coin travels (issue 12 item 2): the per-network table behind both money screens
// (SPEC §7 /wallet/get_info, /wallet/get_in_address; WIRE.md names), and the operator's edit.
import { Type } from 'typebox'
import { call, CurrencyRef, Decimal, DecimalOut, Fields, IdOrEmpty, OneOf, Text } from './common'

/** TRC20, ERC20, BTC as the address book names them; BANK: bank transfer (coin id 6). */
export const TRANSFER_NETWORKS = ['TRC20', 'ERC20', 'BTC', 'BANK'] as const

export const NetworkInfo = Type.Object({
  type: Type.String({ description: 'network: TRC20, ERC20, BTC, BANK' }),
  deposit_enabled: Type.Boolean(),
  withdraw_enabled: Type.Boolean(),
  deposit_min: DecimalOut('smallest deposit taken'),
  withdraw_fee: DecimalOut('charged on top of what arrives, in the coin'),
  min_number: DecimalOut('smallest amount that can arrive'),
  max_number: DecimalOut('largest amount one withdrawal can send'),
  memo_required: Type.Boolean(),
  confirmations: Type.Integer({ description: 'block confirmations before a deposit is reviewed' }),
})

export const WalletInfo = Type.Object({
  currency: Type.Integer(),
  currency_name: Type.String(),
  places: Type.Integer({ description: 'decimals an amount of this coin may carry' }),
  legal_balance: DecimalOut('available in the asset account'),
  lock_legal_balance: DecimalOut('frozen in the asset account'),
  type: Type.String({ description: "the network the next three fields are for; '' when none" }),
  min_number: DecimalOut(),
  withdraw_fee: DecimalOut(),
  withdraw_unlock_at: Type.Integer({
    description:
      'ms when withdrawals open again after a security change (or after adding address_id); ' +
      '0 when open',
  }),
  networks: Type.Array(NetworkInfo),
})

export const DepositAddress = Type.Object({
  type: Type.String(),
  address: Type.String(),
  memo_required: Type.Boolean(),
  confirmations: Type.Integer(),
  deposit_min: DecimalOut(),
  demo: Type.Boolean({ description: 'a demo server address that belongs to nobody' }),
})

export const InAddress = Type.Object({
  currency: Type.Integer(),
  currency_name: Type.String(),
  trc20: Type.Optional(Type.String()),
  erc20: Type.Optional(Type.String()),
  btc: Type.Optional(Type.String()),
  list: Type.Array(DepositAddress, { description: 'every network open for deposits' }),
})

const CurrencyField = CurrencyRef('coin id or code: 1 BTC, 2 ETH, 3 USDT, 5 USDC')

export const networks = {
  walletInfo: call({
    method: 'POST',
    path: '/wallet/get_info',
    summary: "A coin's available balance, its networks' fees and limits, and the withdrawal hold",
    auth: true,
    body: Fields({
      currency: CurrencyField,
      type: Type.Optional(
        OneOf(['', ...TRANSFER_NETWORKS], 'network; the first open one when absent'),
      ),
      address_id: Type.Optional(
        IdOrEmpty('an address-book entry: withdraw_unlock_at also waits for its 24 h'),
      ),
    }),
    response: WalletInfo,
    errors: { currency: 'currency_not_found', type: 'network_unavailable' },
  }),

  walletInAddress: call({
    method: 'POST',
    path: '/wallet/get_in_address',
    summary: "The platform's deposit address of each network of a coin",
    auth: true,
    body: Fields({
      currency: CurrencyField,
      user_id: Type.Optional(Text({ maxLength: 20, description: 'ignored: the session decides' })),
    }),
    response: InAddress,
    errors: { currency: 'currency_not_found' },
  }),

  opsNetwork: call({
    method: 'POST',
    path: '/network',
    mount: '/ops',
    summary: "Change a coin's network: open or close it, its fee, limits and deposit address",
    auth: false,
    operator: true,
    body: Fields({
      currency: CurrencyRef('coin id or code: 1 BTC, 2 ETH, 3 USDT, 5 USDC; 6 with BANK'),
      type: OneOf(TRANSFER_NETWORKS, 'network'),
      deposit_enabled: Type.Optional(OneOf(['1', '0'])),
      withdraw_enabled: Type.Optional(OneOf(['1', '0'])),
      deposit_address: Type.Optional(
        Text({ maxLength: 200, description: "checked for its network; '' takes it away" }),
      ),
      deposit_min: Type.Optional(Decimal()),
      withdraw_fee: Type.Optional(Decimal()),
      withdraw_min: Type.Optional(Decimal()),
      withdraw_max: Type.Optional(Decimal()),
      confirmations: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', maxLength: 4 })),
    }),
    response: Type.Object({
      currency: Type.Integer(),
      ...NetworkInfo.properties,
      deposit_address: Type.String(),
    }),
    errors: {
      currency: 'currency_not_found',
      type: 'network_unavailable',
      deposit_address: 'wallet_address_invalid',
    },
  }),
}
