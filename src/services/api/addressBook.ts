// Address book calls (SPEC §7 /user/wallet/*): the user's withdrawal addresses. Fields and answers
// are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type WalletAddress = PayloadOf<'addressSave'>

/** The form shows the server's refusal under the address field, so it doesn't toast it too. */
export const saveAddress = (body: SendOf<'addressSave'>) => api.addressSave(body, { silent: true })

export const fetchAddresses = (query: SendOf<'addressList'>) => api.addressList(query)

export const deleteAddresses = (ids: readonly number[]) => api.addressDelete({ ids: ids.join(',') })
