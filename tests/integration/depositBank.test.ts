// Bank deposits against the real server (issue 25 item 3): the operator sets the account a coin's
// bank deposits are paid to, the user reads it with their own reference through
// services/api/deposit.ts and submits a bank deposit with a voucher, and the operator's queue
// shows the reference beside it. A coin without an account is answered plainly, and a hostile
// change of the account is refused without touching the one in force.
import type { OpsMoneyQueueRow } from '@wire/catalogue/money'
import { fetchDepositBank, requestDeposit } from '@/services/api/deposit'
import { newRequestKey } from '@/services/http'
import { session } from '@/stores/session'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { observePlatform, origin, resetClient, signedInUser } from './support'

// A complete 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function uploadVoucher(): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'voucher.png')
  const res = await fetch(`${origin()}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: encodeURIComponent(session.token) },
  })
  return ((await res.json()) as { message: string }).message
}

interface Answer<T> {
  status: number
  type: string
  message: T
}

async function ops<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer<T>> {
  const res = await fetch(`${origin()}/ops${path}`, {
    method,
    headers: {
      'x-ops-token': TEST_OPS_TOKEN,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = (await res.json()) as { type: string; message: T }
  return { status: res.status, ...answer }
}

// USDC: the coin no other suite gives an account to (they run against the same server)
const ACCOUNT = {
  currency: 'USDC',
  bank_name: 'Example Bank AG',
  holder: 'TradeApp Operations Ltd',
  account: 'DE89 3704 0044 0532 0130 00',
  swift: 'cobadeffxxx',
  note: 'USD transfers only; credited 1:1 in USDC',
}

beforeAll(async () => {
  const saved = await ops('POST', '/recharge/bank', ACCOUNT)
  expect(saved).toMatchObject({
    type: 'ok',
    message: { currency: 5, currency_name: 'USDC', swift: 'COBADEFFXXX', enabled: true },
  })
})

beforeEach(async () => {
  await resetClient()
  observePlatform()
})

it('shows the operator’s account with the user’s reference, which the queue shows the operator', async () => {
  const user = await signedInUser()
  const info = await fetchDepositBank(5)
  expect(info).toEqual({
    currency: 5,
    currency_name: 'USDC',
    reference: expect.stringMatching(/^DEP[0-9A-Z]{7}$/),
    bank: {
      bank_name: 'Example Bank AG',
      holder: 'TradeApp Operations Ltd',
      account: 'DE89 3704 0044 0532 0130 00',
      swift: 'COBADEFFXXX',
      note: 'USD transfers only; credited 1:1 in USDC',
      demo: false,
    },
  })
  // the reference is the user's, whatever coin or time they ask
  expect((await fetchDepositBank(3)).reference).toBe(info.reference)

  const made = await requestDeposit(
    { currency: '5', type: '2', account: await uploadVoucher(), amount: '250', sub_type: '' },
    newRequestKey(),
  )
  expect(made).toMatchObject({ status: 1, type: 2, sub_type: 'BANK', amount: '250.00' })

  const queue = await ops<OpsMoneyQueueRow[]>('GET', '/queue?kind=recharge')
  expect(queue.message.find((r) => r.id === made.id)).toMatchObject({
    account: user.email,
    currency: 'USDC',
    type: 'bank card',
    reference: info.reference,
  })

  // another user quotes another reference
  await resetClient()
  await signedInUser()
  expect((await fetchDepositBank(5)).reference).not.toBe(info.reference)
})

it('says plainly when a coin has no account to pay into', async () => {
  await signedInUser()
  const info = await fetchDepositBank(1)
  expect(info).toMatchObject({ currency: 1, currency_name: 'BTC', bank: null })
  expect(info.reference).toMatch(/^DEP/)
})

it.each([
  ['an empty bank name', { bank_name: '  ' }, 'Please fill in: Bank name'],
  [
    'an account too short to be one',
    { account: '12' },
    'Card number or IBAN: please check the format',
  ],
  ['a holder with markup', { holder: '<b>Ops</b>' }, 'Card holder: no special characters'],
  ['a note over 200 characters', { note: 'n'.repeat(201) }, undefined],
  ['a control character', { bank_name: 'Example\u0007Bank' }, undefined],
  ['a line break in the account', { account: 'DE89\n3704' }, undefined],
  ['a bank name of 301 characters', { bank_name: 'B'.repeat(301) }, undefined],
  ['an unknown coin', { currency: 'DOGE' }, 'Currency not found'],
])('refuses %s and keeps the account in force', async (_, change, message) => {
  const refused = await ops('POST', '/recharge/bank', {
    ...ACCOUNT,
    bank_name: 'Other Bank',
    ...change,
  })
  expect(refused.type).toBe('error')
  if (message) expect(refused.message).toBe(message)

  await signedInUser()
  expect((await fetchDepositBank(5)).bank).toMatchObject({
    bank_name: 'Example Bank AG',
    account: 'DE89 3704 0044 0532 0130 00',
  })
})

it('refuses the change without the operator token', async () => {
  const res = await fetch(`${origin()}/ops/recharge/bank`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ACCOUNT, bank_name: 'Intruder Bank' }),
  })
  expect(res.status).toBe(401)
})
