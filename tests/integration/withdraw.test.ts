// services/api/withdraw.ts against the real server: what the withdraw page is built from, the 24 h
// lock it counts down, a request whose answer is lost that still freezes once, the records, and
// the operator's rejection returning the money, told to the user by a message pushed at once.
import { saveAddress } from '@/services/api/addressBook'
import { submitRealName } from '@/services/api/certification'
import { fetchUserInfo, updatePassword } from '@/services/api/identity'
import { sendPayPasswordCode } from '@/services/api/profile'
import {
  fetchWithdrawals,
  fetchWithdrawInfo,
  requestWithdrawal,
  sendWithdrawCode,
} from '@/services/api/withdraw'
import { fetchMessage, fetchMessages } from '@/services/api/messages'
import { ApiError, newRequestKey } from '@/services/http'
import { connectRealtime, refreshRealtimeLogin } from '@/services/realtime'
import { inbox, loadUnread } from '@/stores/messages'
import { TEST_OPS_TOKEN } from '../setup/constants'
import {
  creditUser,
  lossyProxy,
  observePlatform,
  origin,
  resetClient,
  signedInUser,
  type Observed,
  joinedRoom,
} from './support'

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

async function latestCode(account: string, scene: string): Promise<string> {
  const query = `account=${encodeURIComponent(account)}&scene=${scene}`
  const res = await fetch(`${origin()}/ops/latest-code?${query}`, {
    headers: { 'x-ops-token': TEST_OPS_TOKEN },
  })
  return ((await res.json()) as { message: { code: string } }).message.code
}

async function ops(path: string, body: Record<string, string>): Promise<{ type: string }> {
  const res = await fetch(`${origin()}/ops${path}`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { type: string }
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => error as ApiError,
  )

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})

it('withdraws to a saved address once the lock ends, once per request, and shows it', async () => {
  const { email } = await signedInUser()
  await submitRealName({ id_type: 0, name: '张伟', card_id: '11010519491231002X' })
  expect(
    await ops('/kyc/decide', { account: email, level: 'primary', approve: '1' }),
  ).toMatchObject({ type: 'ok' })
  const user = await fetchUserInfo()
  await sendPayPasswordCode(user)
  const payCode = await latestCode(email, 'pay_password')
  await updatePassword({
    password: 'Trade123',
    re_password: 'Trade123',
    code: payCode,
    type: 'pay',
  })
  await creditUser(email, '500', 'legal')
  const address = await saveAddress({ currency: 3, type: 'TRC20', address: TRON, name: 'Mine' })

  // what the page is built from: the balance, the fee and the lock of this address
  const before = await fetchWithdrawInfo({
    currency: 'USDT',
    type: 'TRC20',
    address_id: address.id,
  })
  expect(before).toMatchObject({
    legal_balance: '500.00',
    lock_legal_balance: '0.00',
    withdraw_fee: '1',
    min_number: '10',
  })
  expect(before.withdraw_unlock_at).toBeGreaterThan(Date.now())

  await sendWithdrawCode(await fetchUserInfo())
  const code = await latestCode(email, 'withdraw')
  const ask = {
    currency: 'USDT',
    type: 'TRC20',
    number: '100',
    address_id: String(address.id),
    pay_password: 'Trade123',
    code,
  } as const
  const locked = await refusal(requestWithdrawal(ask, newRequestKey()))
  expect(locked).toBeInstanceOf(ApiError)
  // the address came last, so its lock ends last: the time the page counts down to
  const opens = new Date(before.withdraw_unlock_at).toISOString().slice(0, 16).replace('T', ' ')
  expect(locked.message).toBe(
    `For your safety, withdrawals to a newly added address open at ${opens} UTC.`,
  )
  // the page shows the refusal itself: the wrapper does not toast it
  expect(seen.toasts).toEqual([])

  expect(await ops('/withdraw-lock/lift', { account: email })).toMatchObject({ type: 'ok' })
  expect(
    (await fetchWithdrawInfo({ currency: 'USDT', type: 'TRC20', address_id: address.id }))
      .withdraw_unlock_at,
  ).toBe(0)

  // the answer is lost once; the resend under the same key is answered with the same request
  const proxy = await lossyProxy('/api/wallet/out')
  let asked
  try {
    process.env.TARO_APP_API_BASE = proxy.base
    asked = await requestWithdrawal(ask, newRequestKey())
    expect(proxy.dropped()).toBe(1)
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }
  expect(asked).toMatchObject({ amount: '100.00', fee: '1.00', number: '101.00', status: 1 })
  expect(await fetchWithdrawInfo({ currency: 'USDT' })).toMatchObject({
    legal_balance: '399.00',
    lock_legal_balance: '101.00',
  })
  const page = await fetchWithdrawals({ page: 1 })
  expect(page).toMatchObject({ page: 1, pages: 1, total: 1 })
  expect(page.data[0]).toEqual(asked)

  // rejected: every unit returns, and the reason is in the record
  const inRoom = joinedRoom()
  connectRealtime()
  refreshRealtimeLogin()
  await inRoom
  await loadUnread()
  // the verification decision is waiting as a message
  expect(inbox.unread).toBe(1)
  const id = String(asked.id)
  expect(await ops('/withdraw/decide', { id, approve: '0', reason: 'Check the address' })).toEqual(
    expect.objectContaining({ type: 'ok' }),
  )
  expect((await fetchWithdrawals({ page: 1 })).data[0]).toMatchObject({
    status: 3,
    remark: 'Check the address',
  })
  expect(await fetchWithdrawInfo({ currency: 'USDT' })).toMatchObject({
    legal_balance: '500.00',
    lock_legal_balance: '0.00',
  })
  // the user hears of it at once: the badge rises over the socket, the message says why
  for (let wait = 0; inbox.unread === 1 && wait < 100; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(inbox.unread).toBe(2)
  const [told] = (await fetchMessages({ page: 1 })).data
  expect(told.title).toBe('Withdrawal rejected')
  expect((await fetchMessage(told.id)).content).toBe(
    `<p>Your withdrawal #${id} of 100.00 USDT was rejected: 101.00 USDT, the fee included, ` +
      'is back in your asset account. Reason: Check the address</p>',
  )

  // another user sees none of it
  await signedInUser()
  expect(await fetchWithdrawals({ page: 1 })).toEqual({ data: [], page: 1, pages: 0, total: 0 })
})

it('sends an uncertified user to certification (998)', async () => {
  await signedInUser()
  const refused = await refusal(
    requestWithdrawal(
      {
        currency: 'USDT',
        type: 'TRC20',
        number: '100',
        address_id: '1',
        pay_password: 'x',
        code: '',
      },
      newRequestKey(),
    ),
  )
  expect([refused.type, refused.message]).toEqual([
    '998',
    'Not certified, please complete certification first',
  ])
})
