// services/api/alerts.ts and the socket against the real reference server (issue 32 item 4): what
// the alerts page sends is what the server takes, a refusal comes back in words with no toast, and
// an alert the server's job fires reaches the signed-in app as a toast.
import type { ApiError } from '@/services/http'
import { addAlert, deleteAlert, fetchAlerts } from '@/services/api/alerts'
import { connectRealtime, refreshRealtimeLogin } from '@/services/realtime'
import {
  observePlatform,
  resetClient,
  signedInUser,
  type Observed,
  joinedRoom,
  until,
} from './support'

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => jest.restoreAllMocks())

it('sets, lists and removes an alert; a level outside the rules is refused in words', async () => {
  await signedInUser()
  const set = await addAlert({ match_id: 1, kind: 'rise', value: '5' })
  expect(set).toMatchObject({ match_id: 1, symbol: 'BTC/USDT', kind: 'rise', value: '5' })
  expect((await fetchAlerts()).map((a) => a.id)).toEqual([set.id])
  const refused = await addAlert({ match_id: 1, kind: 'rise', value: '5000' }).then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )
  expect(refused?.message).toBe('Enter a price above zero, or a percentage from 0.01 to 1000')
  expect(seen.toasts).toEqual([])
  expect(await deleteAlert(set.id)).toBe('Alert removed')
  expect(await fetchAlerts()).toEqual([])
})

it('says in the app when an alert is reached, and lists it as fired', async () => {
  await signedInUser()
  const inRoom = joinedRoom()
  connectRealtime()
  refreshRealtimeLogin()
  await inRoom
  // any price is at or above a cent: the next round fires it
  const set = await addAlert({ match_id: 1, kind: 'above', value: '0.01' })
  await until(() => seen.toasts.some((t) => t.startsWith('BTC/USDT: your alert was reached at')))
  const [fired] = await fetchAlerts()
  expect(fired.id).toBe(set.id)
  expect(fired.fired_price).not.toBeNull()
})
