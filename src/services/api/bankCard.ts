// Bank card calls (SPEC §7 /user/cash_*, /bank/bankList): the user's one personal card. Fields and answers are the
// call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type SavedCard = NonNullable<PayloadOf<'cardGet'>>
export type Bank = PayloadOf<'bankList'>[number]

export const fetchBankCard = () => api.cardGet()

/** The form shows the server's refusal itself, so it doesn't toast it too. */
export const saveBankCard = (card: SendOf<'cardSave'>) => api.cardSave(card, { silent: true })

/** The operator's bank list: a shortcut only, so a failure is not told (the form works without). */
export const fetchBanks = () => api.bankList({}, { silent: true })
