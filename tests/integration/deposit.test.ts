// services/api/deposit.ts against the real server: the platform's address, a deposit request
// with a voucher whose answer is lost (made once), its records and detail, and the operator's
// approval reaching the Assets tab's asset account, or a rejection with its reason.
import {
  fetchDepositAddresses,
  fetchRecharge,
  fetchRecharges,
  requestDeposit,
} from '@/services/api/deposit'
import { fetchWallets } from '@/services/api/wallet'
import { ApiError, newRequestKey } from '@/services/http'
import { accountView } from '@/pages/user/assets/accounts'
import { session } from '@/stores/session'
import { lossyProxy, observePlatform, opsPost, origin, resetClient, signedInUser } from './support'

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

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

const legalUsdt = async () =>
  accountView(await fetchWallets(), 'legal').holdings.find((h) => h.code === 'USDT')

beforeAll(async () => {
  // the integration server is no demo: it takes crypto deposits where the operator set an address
  await opsPost('/network', { currency: 'USDT', type: 'TRC20', deposit_address: TRON })
})

beforeEach(async () => {
  await resetClient()
  observePlatform()
})

it('requests a deposit once, lists it pending, and shows the approval in the asset account', async () => {
  await signedInUser()
  const addresses = await fetchDepositAddresses(3)
  const trc20 = addresses.list.find((a) => a.type === 'TRC20')
  expect(trc20).toMatchObject({ address: TRON, demo: false, deposit_min: '10' })

  const voucher = await uploadVoucher()
  const proxy = await lossyProxy('/api/wallet/charge_req')
  let id: number
  try {
    process.env.TARO_APP_API_BASE = proxy.base
    const made = await requestDeposit(
      { currency: '3', type: '1', account: voucher, amount: '120.5', sub_type: 'TRC20' },
      newRequestKey(),
    )
    expect(proxy.dropped()).toBe(1)
    expect(made).toMatchObject({ amount: '120.50', status: 1, deposit_address: TRON })
    id = made.id
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }

  const records = await fetchRecharges({ page: 1 })
  expect(records).toMatchObject({ page: 1, pages: 1, total: 1 })
  expect(records.data.map((r) => [r.id, r.status, r.currency_name, r.sub_type])).toEqual([
    [id, 1, 'USDT', 'TRC20'],
  ])
  expect((await legalUsdt())?.available ?? '0.00').toBe('0.00')

  await opsPost('/recharge/decide', { id: String(id), approve: '1', bonus: '4.5' })
  expect(await fetchRecharge(id)).toMatchObject({ status: 2, give: '4.50', demo: false })
  expect(await legalUsdt()).toMatchObject({ available: '125.00', frozen: '0.00' })
})

it('shows a rejection with its reason, and refusals in the user’s words', async () => {
  await signedInUser()
  const voucher = await uploadVoucher()
  const refused = await requestDeposit(
    { currency: '3', type: '2', account: voucher, amount: '' },
    newRequestKey(),
  ).catch((e: unknown) => e as ApiError)
  expect(refused).toBeInstanceOf(ApiError)
  expect((refused as ApiError).message).toBe('Please enter the deposit amount')

  const made = await requestDeposit(
    { currency: '3', type: '2', account: voucher, amount: '50' },
    newRequestKey(),
  )
  await opsPost('/recharge/decide', {
    id: String(made.id),
    approve: '0',
    reason: 'The voucher shows no payment',
  })
  expect(await fetchRecharge(made.id)).toMatchObject({
    status: 3,
    type: 2,
    remark: 'The voucher shows no payment',
  })
  expect((await legalUsdt())?.available ?? '0.00').toBe('0.00')
})
