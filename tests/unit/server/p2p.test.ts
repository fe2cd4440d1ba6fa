// P2P buy orders through the real server (issue 30): a merchant's ad holds its coin; a certified
// buyer's order escrows part of it and shows the merchant's payment details to the two sides only;
// "paid", release and cancel each move the order once; unpaid at 15 minutes the timer cancels it
// once; a buyer's 4th cancellation of a business day bars buy orders until the next business day
// (Asia/Shanghai here, so the day turns at 16:00 UTC); an appeal is the operator's to decide. The
// merchant's frozen coin always equals what the ads offer plus what open orders escrow.
import type { P2pAd, P2pOrder, P2pStatus } from '../../../types/catalogue/p2p'
import type { Paged } from '../../../types/envelope'
import { ManualClock } from '../../../server/src/infra/clock'
import { readParts } from '../../../server/src/infra/money/ledger'
import { timeoutRound } from '../../../server/src/p2p/timeout'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  opsCli,
  startServer,
  type TestServer,
} from './helpers'
import { brokenChains, ledgerMismatches, makeUser } from './microtradeHelpers'
import { certifiedUser, merchantUser, p2pBookMismatches, USDT } from './p2pHelpers'

const T0 = Date.parse('2030-05-06T10:00:00.000Z')
const MINUTE = 60_000
const TZ = 'Asia/Shanghai'
const OPS_TOKEN = 'ops-secret-for-p2p-tests'
let server: TestServer

beforeAll(async () => {
  server = await startServer({
    clock: new ManualClock(new Date(T0)),
    opsToken: OPS_TOKEN,
    businessTz: TZ,
  })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

afterEach(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])
  expect(await p2pBookMismatches(server.db)).toEqual([])
})

const timeouts = () => timeoutRound(server.db, { clock: server.clock, tz: TZ }, () => undefined)

const api = <T>(token: string, path: string, body: Record<string, string> = {}) =>
  call<T>(server, 'POST', `/api/p2p/${path}`, { token, body })

const ops = <T>(path: string, body: Record<string, string>) =>
  call<T>(server, 'POST', `/ops/p2p/${path}`, { headers: { 'x-ops-token': OPS_TOKEN }, body })

async function usdt(userId: number) {
  const p = await readParts(server.db, { userId, currencyId: USDT, wallet: 'legal' })
  return { available: p.available.toFixed(), frozen: p.frozen.toFixed() }
}

async function postAd(token: string, over: Record<string, string> = {}) {
  return okMessage(
    await api<P2pAd>(token, 'ad/post', {
      currency_id: '3',
      fiat: 'USD',
      price: '1.02',
      total: '500',
      min_fiat: '20',
      max_fiat: '300',
      ...over,
    }),
  )
}

const order = (token: string, adId: number, fiat: string) =>
  api<P2pOrder>(token, 'order', { ad_id: String(adId), fiat_amount: fiat })

it('escrows an order, shows the payee to the two sides, and releases the coin once', async () => {
  const merchant = await merchantUser(server.db, server.clock, '1000')
  // only certified users become merchants
  const plain = await makeUser(server.db, server.clock)
  const [{ account }] = await server.db.query<{ account: string }>(
    'SELECT account FROM users WHERE id = $1',
    [plain.id],
  )
  expect(failure(await ops('merchant', { account, status: '1' })).message).toBe(
    'Not certified, please complete certification first',
  )
  expect(
    failure(
      await api(plain.token, 'ad/post', {
        currency_id: '3',
        fiat: 'USD',
        price: '1',
        total: '1',
        min_fiat: '1',
        max_fiat: '1',
      }),
    ).message,
  ).toBe('Not certified, please complete certification first')

  const ad = await postAd(merchant.token)
  expect(ad).toMatchObject({
    merchant: { name: 'Fast Fiat', orders_done: 0, completion: null },
    remaining: '500',
    max_fiat: '300',
    bank_name: 'First Test Bank',
  })
  expect(await usdt(merchant.id)).toEqual({ available: '500', frozen: '500' })
  const found = async (query: Record<string, string>) =>
    okMessage(await call<Paged<P2pAd>>(server, 'GET', '/api/p2p/ads', { body: query })).data.map(
      (a) => a.id,
    )
  expect(await found({ fiat: 'USD', amount: '100' })).toContain(ad.id)
  expect(await found({ fiat: 'USD', amount: '400' })).not.toContain(ad.id)
  expect(await found({ fiat: 'EUR' })).not.toContain(ad.id)

  const buyer = await certifiedUser(server.db, server.clock)
  expect(failure(await order(merchant.token, ad.id, '102')).message).toBe(
    'You cannot buy from your own ad',
  )
  expect(failure(await order(buyer.token, ad.id, '10')).message).toBe(
    'Please enter an amount from 20.00 to 300.00 USD',
  )
  // 102 USD at 1.02: 100 USDT escrowed
  const placed = okMessage(await order(buyer.token, ad.id, '102'))
  expect(placed).toMatchObject({
    role: 'buyer',
    status: 1,
    amount: '100',
    fiat_amount: '102.00',
    payee: { bank_name: 'First Test Bank', card_holder: 'M. Chant' },
    expires_at: new Date(T0 + 15 * MINUTE).toISOString(),
  })
  const stranger = await certifiedUser(server.db, server.clock)
  const detail = (token: string) =>
    call<P2pOrder>(server, 'GET', '/api/p2p/order/detail', {
      token,
      body: { id: String(placed.id) },
    })
  expect(failure(await detail(stranger.token)).message).toBe('Order not found')
  expect(okMessage(await detail(merchant.token)).role).toBe('merchant')
  expect(failure(await api(stranger.token, 'paid', { id: String(placed.id) })).message).toBe(
    'Order not found',
  )
  // a proof must be one of the buyer's own uploads
  expect(
    failure(
      await api(buyer.token, 'paid', {
        id: String(placed.id),
        proof: '203001/0123456789abcdef0123456789abcdef.jpg',
      }),
    ).message,
  ).toBe('This photo could not be found. Please upload it again.')

  const paid = okMessage(await api<P2pOrder>(buyer.token, 'paid', { id: String(placed.id) }))
  expect(paid.status).toBe(2)
  expect(failure(await api(buyer.token, 'cancel', { id: String(placed.id) })).message).toBe(
    'This order cannot do that now',
  )
  const released = okMessage(
    await api<P2pOrder>(merchant.token, 'release', { id: String(placed.id) }),
  )
  expect(released).toMatchObject({ status: 3, payee: null })
  expect(failure(await api(merchant.token, 'release', { id: String(placed.id) })).message).toBe(
    'This order cannot do that now',
  )
  expect(await usdt(buyer.id)).toEqual({ available: '100', frozen: '0' })
  expect(await usdt(merchant.id)).toEqual({ available: '500', frozen: '400' })
  const [message] = await server.db.query<{ content: string }>(
    'SELECT content FROM mail_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [buyer.id],
  )
  expect(message.content).toContain('100.00 USDT was released to your asset account')
  const after = okMessage(
    await call<P2pAd>(server, 'GET', '/api/p2p/ad', { body: { id: String(ad.id) } }),
  )
  expect(after).toMatchObject({
    remaining: '400',
    merchant: { orders_done: 1, completion: '100.0' },
  })
})

it('cancels unpaid orders at 15 minutes once, and bars a 4th cancellation until the next day', async () => {
  const merchant = await merchantUser(server.db, server.clock, '1000', 'Day Trader')
  const ad = await postAd(merchant.token)
  const buyer = await certifiedUser(server.db, server.clock)
  const start = server.clock.now().getTime()

  const first = okMessage(await order(buyer.token, ad.id, '51'))
  server.clock.set(new Date(start + 15 * MINUTE - 1000))
  expect(await timeouts()).toBe(0)
  server.clock.set(new Date(start + 15 * MINUTE))
  // at 15 minutes the order is the timer's, whether or not it has run yet
  expect(failure(await api(buyer.token, 'paid', { id: String(first.id) })).message).toBe(
    'The 15 minutes to pay have passed: this order is being cancelled',
  )
  expect(await timeouts()).toBe(1)
  expect(await timeouts()).toBe(0)
  const ended = okMessage(
    await call<P2pOrder>(server, 'GET', '/api/p2p/order/detail', {
      token: buyer.token,
      body: { id: String(first.id) },
    }),
  )
  expect(ended).toMatchObject({ status: 4, cancel_reason: 'timeout' })
  // a late "paid" does nothing
  expect(failure(await api(buyer.token, 'paid', { id: String(first.id) })).message).toBe(
    'This order cannot do that now',
  )

  // two more by the buyer: three in the business day, still allowed
  for (let i = 0; i < 2; i++) {
    const o = okMessage(await order(buyer.token, ad.id, '30'))
    okMessage(await api(buyer.token, 'cancel', { id: String(o.id) }))
  }
  const status = async () =>
    okMessage(await call<P2pStatus>(server, 'GET', '/api/p2p/status', { token: buyer.token }))
  expect(await status()).toMatchObject({ cancels_today: 3, cancel_limit: 3, barred_until: null })
  const fourth = okMessage(await order(buyer.token, ad.id, '30'))
  okMessage(await api(buyer.token, 'cancel', { id: String(fourth.id) }))
  // the business day in Shanghai ends at 16:00 UTC
  expect(await status()).toMatchObject({
    cancels_today: 4,
    barred_until: '2030-05-06T16:00:00.000Z',
  })
  expect(failure(await order(buyer.token, ad.id, '30')).message).toBe(
    'You cancelled more than 3 orders today. You can place buy orders again from 2030-05-06 16:00 UTC.',
  )
  server.clock.set(new Date('2030-05-06T15:59:59.000Z'))
  expect(failure(await order(buyer.token, ad.id, '30')).message).toContain('2030-05-06 16:00 UTC')
  server.clock.set(new Date('2030-05-06T16:00:00.000Z'))
  expect(okMessage(await order(buyer.token, ad.id, '30')).status).toBe(1)
  expect((await status()).cancels_today).toBe(0)
  // everything not escrowed is back on the ad
  const now = okMessage(
    await call<P2pAd>(server, 'GET', '/api/p2p/ad', { body: { id: String(ad.id) } }),
  )
  expect(now.remaining).toBe('470.59')
})

it('leaves an appeal to the operator, who releases or returns once', async () => {
  const merchant = await merchantUser(server.db, server.clock, '1000', 'Appeal Desk')
  const ad = await postAd(merchant.token, { price: '1', min_fiat: '10' })
  const buyer = await certifiedUser(server.db, server.clock)
  const a = okMessage(await order(buyer.token, ad.id, '100'))
  const b = okMessage(await order(buyer.token, ad.id, '50'))
  expect(
    failure(await api(buyer.token, 'appeal', { id: String(a.id), reason: 'paid' })).message,
  ).toBe('This order cannot do that now')
  for (const o of [a, b]) okMessage(await api(buyer.token, 'paid', { id: String(o.id) }))
  okMessage(await api(buyer.token, 'appeal', { id: String(a.id), reason: 'Paid at 10:02.' }))
  okMessage(await api(merchant.token, 'appeal', { id: String(b.id), reason: 'Nothing arrived.' }))
  // an appealed order is the operator's: the merchant cannot release it now
  expect(failure(await api(merchant.token, 'release', { id: String(a.id) })).message).toBe(
    'This order cannot do that now',
  )
  const appeals = okMessage(
    await call<Paged<{ order: P2pOrder; buyer: string; merchant: string }>>(
      server,
      'GET',
      '/ops/p2p/appeals',
      { headers: { 'x-ops-token': OPS_TOKEN } },
    ),
  )
  expect(appeals.data.map((x) => [x.order.id, x.order.appeal_by])).toEqual([
    [a.id, 'buyer'],
    [b.id, 'merchant'],
  ])
  expect(
    okMessage(await ops<P2pOrder>('decide', { id: String(a.id), result: 'release' })),
  ).toMatchObject({
    status: 3,
    decided: 'release',
  })
  const { out, cli } = opsCli(server, OPS_TOKEN)
  // the merchant closes the ad meanwhile: the returned coin goes to their available part
  okMessage(await api(merchant.token, 'ad/close', { id: String(ad.id) }))
  expect(await cli(['p2p-decide', String(b.id), 'return'])).toBe(0)
  expect(JSON.parse(out.join('\n'))).toMatchObject({ status: 4, cancel_reason: 'appeal' })
  expect(failure(await ops('decide', { id: String(b.id), result: 'release' })).message).toBe(
    'This order cannot do that now',
  )
  expect(await usdt(buyer.id)).toEqual({ available: '100', frozen: '0' })
  expect(await usdt(merchant.id)).toEqual({ available: '900', frozen: '0' })
  // an appeal's return is not the buyer's cancellation
  const s = okMessage(
    await call<P2pStatus>(server, 'GET', '/api/p2p/status', { token: buyer.token }),
  )
  expect(s.cancels_today).toBe(0)
})
