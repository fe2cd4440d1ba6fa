// P2P through the client's services against the running server (issue 30): a certified merchant
// with a bound card posts an ad; a certified buyer finds it, orders once however often the answer
// is lost, sees the payee, says it is paid; the merchant releases once; the coin is the buyer's.
import { submitRealName } from '@/services/api/certification'
import { saveBankCard } from '@/services/api/bankCard'
import {
  fetchP2pAds,
  fetchP2pOrder,
  fetchP2pOrders,
  fetchP2pStatus,
  markP2pPaid,
  placeP2pOrder,
  postP2pAd,
  releaseP2p,
} from '@/services/api/p2p'
import { fetchWallets } from '@/services/api/wallet'
import { newRequestKey } from '@/services/http'
import { signIn } from '@/stores/session'
import { SAMPLE_BANK_CARD } from '../support/samples'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { creditUser, origin, resetClient, signedInUser } from './support'

beforeEach(async () => {
  await resetClient()
})

const ops = async (path: string, body: Record<string, string>) => {
  const res = await fetch(`${origin()}/ops/${path}`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { type: string }
  if (answer.type !== 'ok') throw new Error(JSON.stringify(answer))
}

async function certified() {
  const user = await signedInUser()
  await submitRealName({ id_type: 0, name: '张伟', card_id: '11010519491231002X' })
  await ops('kyc/decide', { account: user.email, level: 'primary', approve: '1' })
  return user
}

it('posts, finds, orders, pays and releases as the screens do', async () => {
  const merchant = await certified()
  await saveBankCard({ ...SAMPLE_BANK_CARD })
  await ops('p2p/merchant', { account: merchant.email, name: 'Integration Desk', status: '1' })
  await creditUser(merchant.email, '500', 'legal')
  const ad = await postP2pAd(
    { currencyId: 3, fiat: 'EUR', price: '0.95', total: '300', minFiat: '10', maxFiat: '200' },
    newRequestKey(),
  )
  expect(ad).toMatchObject({ merchant: { name: 'Integration Desk' }, remaining: '300' })

  const buyer = await certified()
  expect(await fetchP2pStatus()).toMatchObject({
    certified: true,
    merchant: null,
    cancels_today: 0,
  })
  const ads = await fetchP2pAds({ currencyId: 3, fiat: 'EUR', amount: '95' }, 1)
  expect(ads.data.map((a) => a.id)).toContain(ad.id)

  const key = newRequestKey()
  const order = await placeP2pOrder(ad.id, '95', key)
  expect(await placeP2pOrder(ad.id, '95', key)).toEqual(order)
  expect(order).toMatchObject({ amount: '100', fiat_amount: '95.00', status: 1 })
  expect((await fetchP2pOrder(order.id)).payee).toMatchObject({
    bank_name: SAMPLE_BANK_CARD.bankName,
    card_number: SAMPLE_BANK_CARD.cardNumber,
  })
  expect((await markP2pPaid(order.id, '', newRequestKey())).status).toBe(2)

  signIn(merchant.token)
  const releaseKey = newRequestKey()
  const released = await releaseP2p(order.id, releaseKey)
  expect(await releaseP2p(order.id, releaseKey)).toEqual(released)
  expect(released.status).toBe(3)
  expect((await fetchP2pOrders('merchant', 1)).data.map((o) => o.id)).toEqual([order.id])

  signIn(buyer.token)
  const wallets = await fetchWallets()
  expect(wallets.legal_wallet.balance.find((b) => b.currency === 3)).toMatchObject({
    legal_balance: '100.00',
  })
})
