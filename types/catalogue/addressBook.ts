// The wallet address book (SPEC §7 /user/wallet/*; WIRE.md pins the fields). Every call needs a
// session, and every row is read and written only with the session's user id.
import { Type } from 'typebox'
import { call, Fields, Id, OneOf, Paged, Paging, Text } from './common'

export const NETWORKS = ['TRC20', 'ERC20', 'BTC'] as const

export const WalletAddress = Type.Object({
  id: Type.Integer(),
  currency: Type.Integer({ description: 'coin id: 1 BTC, 2 ETH, 3 USDT, 5 USDC' }),
  currency_name: Type.String(),
  type: Type.String({ description: 'network: TRC20, ERC20, BTC' }),
  address: Type.String(),
  name: Type.String({ description: 'the label the user gave it' }),
  qrcode: Type.String({ description: "an upload reference, or ''" }),
  create_time: Type.String({
    description: 'ISO time the address was added (or last changed): withdrawals wait 24 h after it',
  }),
})

export const addressBook = {
  addressSave: call({
    method: 'POST',
    path: '/user/wallet/save',
    summary: 'Add an address, or change one of your own (id)',
    auth: true,
    body: Fields({
      id: Type.Optional(Id('the entry to change')),
      currency: Id('coin id: 1 BTC, 2 ETH, 3 USDT, 5 USDC'),
      type: OneOf(NETWORKS, 'network'),
      address: Text({ maxLength: 200, description: 'checked for its network' }),
      name: Type.Optional(Text({ maxLength: 200, description: 'a label, 30 characters at most' })),
      qrcode: Type.Optional(Text({ maxLength: 200, description: 'an upload reference' })),
    }),
    response: WalletAddress,
    errors: {
      id: 'wallet_address_not_found',
      currency: 'wallet_coin_unsupported',
      type: 'wallet_coin_unsupported',
      address: 'wallet_address_invalid',
      name: 'wallet_label_invalid',
    },
  }),

  addressList: call({
    method: 'GET',
    path: '/user/wallet/list',
    summary: 'Your addresses, newest first (10 a page by default)',
    auth: true,
    query: Fields({ ...Paging(10, 50) }),
    response: Paged(WalletAddress),
  }),

  addressDelete: call({
    method: 'GET',
    path: '/user/wallet/delete',
    summary: 'Delete your addresses by id (comma-separated)',
    auth: true,
    query: Fields({
      ids: Type.String({
        maxLength: 200,
        pattern: '^[0-9]{1,15}(,[0-9]{1,15}){0,19}$',
        description: 'ids, comma-separated, 20 at most',
      }),
    }),
    response: Type.String({ description: 'a translated confirmation' }),
    errors: { ids: 'wallet_address_not_found' },
  }),
}
