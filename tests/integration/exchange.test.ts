// services/api/exchange.ts and records.ts against the real server: an exchange at a quote that
// converts once even when its answer is lost, a quote refused the second time, refusals in the
// user's language, and the records that show every step with its balance before and after.
import { activateLanguage } from '@/locales'
import { exchangeAtQuote, fetchQuote, fetchTransferList } from '@/services/api/exchange'
import { fetchMoveHistory, fetchPayLog, fetchRecords } from '@/services/api/records'
import { moveFunds } from '@/services/api/wallet'
import { ApiError, newRequestKey } from '@/services/http'
import { session } from '@/stores/session'
import { creditUser, lossyProxy, observePlatform, resetClient, signedInUser } from './support'

beforeEach(async () => {
  await resetClient()
  observePlatform()
})

const USDT = 3
const BTC = 1

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(ApiError)
      return (e as ApiError).message
    },
  )

it('exchanges at the quote once, even when the answer is lost, and the records show it', async () => {
  const { email } = await signedInUser()
  await creditUser(email, '500', 'legal')
  const list = await fetchTransferList()
  expect(list.transfer.map((c) => c.name)).toEqual(['USDT', 'BTC', 'ETH', 'USDC'])
  expect(list.wallet.find((w) => w.currency === USDT)?.change_balance).toBe('500.00')

  const pair = { from_currency_id: USDT, to_currency_id: BTC, number: '100' }
  const quote = await fetchQuote(pair)
  expect(quote).toMatchObject({ form_price: '1.00', fee: '0.2', lock_seconds: 30 })
  expect(Number(quote.receive)).toBeGreaterThan(0)

  const proxy = await lossyProxy('/api/user/Transfer')
  try {
    process.env.TARO_APP_API_BASE = proxy.base
    const done = await exchangeAtQuote({ ...pair, quote_id: quote.quote_id }, newRequestKey())
    expect(proxy.dropped()).toBe(1)
    expect(done).toMatchObject({
      number: '100.00',
      receive: quote.receive,
      from_balance: '400.00',
      to_balance: quote.receive,
    })
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }

  // the same quote under another key is a second exchange: refused
  expect(
    await refusal(exchangeAtQuote({ ...pair, quote_id: quote.quote_id }, newRequestKey())),
  ).toBe('This quote has already been used. Please get a new quote.')
  const after = await fetchTransferList()
  expect(after.wallet.find((w) => w.currency === USDT)?.change_balance).toBe('400.00')
  expect(after.wallet.find((w) => w.currency === BTC)?.change_balance).toBe(quote.receive)

  const records = await fetchRecords({ page: 1 })
  expect(records.total).toBe(3)
  expect(records.data.map((r) => [r.type, r.currency_name, r.value, r.before, r.after])).toEqual([
    ['exchange_in', 'BTC', quote.receive, '0.00', quote.receive],
    ['exchange_out', 'USDT', '-100.00', '500.00', '400.00'],
    ['ops_credit', 'USDT', '500.00', '0.00', '500.00'],
  ])
  const btc = await fetchRecords({ page: 1, currency: BTC, type: 'exchange_in' })
  expect(btc.data.map((r) => r.type)).toEqual(['exchange_in'])

  await moveFunds(
    { currency_id: USDT, number: '50', from_field: 'legal', to_field: 'micro' },
    newRequestKey(),
  )
  const moves = await fetchMoveHistory(1)
  expect(moves.data.map((r) => [r.type, r.wallet, r.part])).toEqual([
    ['move_in', 'micro', 'available'],
    ['move_out', 'legal', 'available'],
  ])
  const pay = await fetchPayLog({ page: 1, limit: 10 })
  expect(pay.data.map((r) => r.type)).toEqual(['ops_credit'])
})

it('says why an exchange is refused, in the user’s language', async () => {
  await signedInUser()
  expect(
    await refusal(fetchQuote({ from_currency_id: USDT, to_currency_id: USDT, number: '1' })),
  ).toBe('Choose two different coins to exchange')
  const quote = await fetchQuote({ from_currency_id: USDT, to_currency_id: BTC, number: '10' })
  expect(
    await refusal(
      exchangeAtQuote(
        { from_currency_id: USDT, to_currency_id: BTC, number: '10', quote_id: quote.quote_id },
        newRequestKey(),
      ),
    ),
  ).toBe('Insufficient balance')
  await activateLanguage('zh')
  session.lang = 'zh'
  expect(
    await refusal(fetchQuote({ from_currency_id: BTC, to_currency_id: BTC, number: '1' })),
  ).toBe('请选择两种不同的币种进行兑换')
})

it('shows one user none of another’s records', async () => {
  const { email } = await signedInUser()
  await creditUser(email, '20', 'legal')
  expect((await fetchRecords({ page: 1 })).total).toBe(1)
  await signedInUser()
  expect(await fetchRecords({ page: 1 })).toEqual({ data: [], page: 1, pages: 0, total: 0 })
  expect((await fetchPayLog({ page: 1 })).total).toBe(0)
})
