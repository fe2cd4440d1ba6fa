// Address book calls (SPEC §7 /user/wallet/*): the user's withdrawal addresses. Fields and answers
// are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { get, post } from '../http'

export type WalletAddress = PayloadOf<'addressSave'>

/** The form shows the server's refusal under the address field, so it doesn't toast it too. */
export const saveAddress = (body: SendOf<'addressSave'>) =>
  post<WalletAddress>('/user/wallet/save', { ...body }, { silent: true })

export const fetchAddresses = (query: SendOf<'addressList'>) =>
  get<PayloadOf<'addressList'>>('/user/wallet/list', { ...query })

export const deleteAddresses = (ids: readonly number[]) =>
  get<PayloadOf<'addressDelete'>>('/user/wallet/delete', {
    ids: ids.join(','),
  } satisfies SendOf<'addressDelete'>)
