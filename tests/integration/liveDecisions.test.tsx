// Screens that follow a decision taken elsewhere, against the real server and its socket (issue 47
// items 1 and 2): the operator approving a deposit, the sandbox provider paying or declining a
// card payment, and the operator approving a certification whose document is British (timed
// trades then off). Each decision's pushed message brings it onto the open page without a reload.
import TestUtils from '@tarojs/test-utils-react'
import { ProductOff } from '@/components/ProductOff'
import { submitRealName } from '@/services/api/certification'
import { requestDeposit } from '@/services/api/deposit'
import { createCardPayment, fetchPayTerms } from '@/services/api/pay'
import { newRequestKey } from '@/services/http'
import { connectRealtime, refreshRealtimeLogin } from '@/services/realtime'
import { market } from '@/stores/market'
import { session } from '@/stores/session'
import RechargeDetailPage from '@/pages/user/recharge-detail'
import PayCheckoutPage from '@/pages/pay/checkout'
import { openAt, screenText } from '../unit/client/helpers'
import {
  joinedRoom,
  observePlatform,
  opsPost,
  origin,
  pngBytes,
  resetClient,
  signedInUser,
  until,
} from './support'

// each test signs up, joins the socket's room and waits for a decision: on a busy machine that
// can take longer than jest's 5 s
jest.setTimeout(20_000)

const testUtils = new TestUtils()
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

beforeAll(async () => {
  await opsPost('/network', { currency: 'USDT', type: 'TRC20', deposit_address: TRON })
})
beforeEach(async () => {
  await resetClient()
  observePlatform()
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

/** A signed-in user whose socket is in their room, as the app's tabs leave it. */
async function online(): Promise<{ email: string }> {
  const user = await signedInUser()
  const inRoom = joinedRoom()
  void connectRealtime()
  refreshRealtimeLogin()
  await until(() => market.connection === 'online')
  await inRoom
  return user
}

async function uploadVoucher(): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'v.png')
  const res = await fetch(`${origin()}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: encodeURIComponent(session.token) },
  })
  return ((await res.json()) as { message: string }).message
}

/** Pays or declines on the sandbox's checkout page, as a payer would. */
async function onProviderPage(payUrl: string, card: string): Promise<void> {
  const form = new URLSearchParams(payUrl.split('?')[1])
  form.set('card', card)
  form.set('action', 'pay')
  await fetch(`${origin()}/sandbox-pay/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
}

it("shows a deposit's approval on its open page", async () => {
  await online()
  const made = await requestDeposit(
    {
      currency: '3',
      type: '1',
      account: await uploadVoucher(),
      amount: '120.5',
      sub_type: 'TRC20',
    },
    newRequestKey(),
  )
  openAt('pages/user/recharge-detail', { id: String(made.id) })
  await testUtils.mount(RechargeDetailPage)
  await until(() => screenText().includes('Pending review'))

  await opsPost('/recharge/decide', { id: String(made.id), approve: '1' })
  await until(() => screenText().includes('Approved'))
  expect(screenText()).not.toContain('Pending review')
})

it.each([
  ['4242424242424242', 'Paid: the deposit has been credited.'],
  ['4000000000000002', 'The card payment failed or was cancelled'],
])('shows the provider’s answer for card %s on the open checkout', async (card, said) => {
  await online()
  const order = await createCardPayment(await fetchPayTerms(), '120.55', newRequestKey())
  openAt('pages/pay/checkout', { id: String(order.id) })
  await testUtils.mount(PayCheckoutPage)
  await until(() => screenText().includes('Waiting for the payment provider'))

  await onProviderPage(order.pay_url ?? '', card)
  await until(() => screenText().includes(said))
  expect(screenText()).not.toContain('Waiting for the payment provider')
})

it('takes timed trades away once a certification with a British document is approved', async () => {
  const { email } = await online()
  openAt('pages/quoteDetail/quoteDetail')
  await testUtils.mount(() => <ProductOff product='seconds' />)
  await submitRealName({ id_type: 0, name: '张伟', card_id: '11010519491231002X', country: 'GB' })
  expect(document.querySelector('.product-off')).toBeNull()

  await opsPost('/kyc/decide', { account: email, level: 'primary', approve: '1' })
  await until(() => document.querySelector('.product-off[data-product="seconds"]') !== null)
  expect(screenText()).toContain('not available in your country or region (GB)')
})
