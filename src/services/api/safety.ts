// Account safety calls (/safe/*): the signed-in sessions and the anti-phishing code. Types are the
// catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/safety'

const api = bindCalls(CALLS)

export type SessionEntry = PayloadOf<'sessions'>[number]

export const fetchSessions = () => api.sessions({})

export const endSessionById = (id: number) => api.endSessionById({ id })

export const endOtherSessions = () => api.endOtherSessions({})

/** '' removes the phrase; `totpCode` once an authenticator is bound. */
export const setAntiPhishing = (phrase: string, code: string, totpCode?: string) =>
  api.setAntiPhishing({ phrase, code, totp_code: totpCode }, { silent: true })

export type TotpSetup = PayloadOf<'totpSetup'>

export const startTotpSetup = () => api.totpSetup({})

/** The recovery codes, shown this once. */
export const bindTotp = (totpCode: string, code: string) =>
  api.totpBind({ totp_code: totpCode, code }, { silent: true })

export const unbindTotp = (totpCode: string) =>
  api.totpUnbind({ totp_code: totpCode }, { silent: true })
