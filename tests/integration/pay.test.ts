// Card payment through the client's services against the running server (issue 31 item 2): the
// terms the recharge page shows, a payment made once however often its answer is lost, pending
// until the sandbox provider's page is paid, then credited once to the asset account.
import { creditOf } from '@common/payRules'
import { fetchRecharge } from '@/services/api/deposit'
import {
  createCardPayment,
  fetchPayOrder,
  fetchPayOrderOf,
  fetchPayTerms,
} from '@/services/api/pay'
import { fetchWallets } from '@/services/api/wallet'
import { newRequestKey } from '@/services/http'
import { origin, resetClient, signedInUser } from './support'

beforeEach(async () => {
  await resetClient()
})

/** Pays on the sandbox's checkout page as a payer would: the form it shows, with a test card. */
async function payOnProviderPage(payUrl: string, card: string): Promise<string> {
  const page = await fetch(`${origin()}${payUrl}`)
  expect(page.status).toBe(200)
  const form = new URLSearchParams(payUrl.split('?')[1])
  form.set('card', card)
  form.set('action', 'pay')
  const paid = await fetch(`${origin()}/sandbox-pay/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  return paid.text()
}

const usdt = async () =>
  (await fetchWallets()).legal_wallet.balance.find((b) => b.currency === 3)?.legal_balance

it('shows the terms, pays once, waits for the provider and credits once', async () => {
  await signedInUser()
  const terms = await fetchPayTerms()
  expect(terms).toMatchObject({ available: true, sandbox: true, currency_code: 'USD' })

  const key = newRequestKey()
  const made = await createCardPayment(terms, '120.55', key)
  // the answer lost and the same request sent again: still one payment
  const again = await createCardPayment(terms, '120.55', key)
  expect(again.id).toBe(made.id)
  expect(made.credit).toBe(creditOf('120.55', terms.rate))
  expect(await fetchPayOrderOf(made.recharge_id)).toEqual(made)
  expect((await fetchRecharge(made.recharge_id)).status).toBe(1)
  expect(Number((await usdt()) ?? '0')).toBe(0)

  expect(await payOnProviderPage(made.pay_url ?? '', '4242424242424242')).toContain(
    'Payment complete.',
  )
  expect(await fetchPayOrder(made.id)).toMatchObject({ status: 2, pay_url: null })
  expect(await fetchRecharge(made.recharge_id)).toMatchObject({ status: 2, amount: made.credit })
  expect(await usdt()).toBe(made.credit)
})
