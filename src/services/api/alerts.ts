// Price alert calls (/alert/*): the user's alerts, setting one, removing one. Types are the
// catalogue's.
import type { SendOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/alerts'

const api = bindCalls(CALLS)

export const fetchAlerts = () => api.alertList({})

/** The form shows the refusal itself. */
export const addAlert = (body: SendOf<'alertAdd'>) => api.alertAdd(body, { silent: true })

export const deleteAlert = (id: number) => api.alertDelete({ id })
