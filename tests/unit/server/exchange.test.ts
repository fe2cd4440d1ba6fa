// Exchange between coins (POST /user/getTransferList, getTransferFee, Transfer): a quote from the
// live prices, exact to the last unit of the target coin and rounded down; one conversion per
// quote, whatever is replayed or raced; an expired, foreign or mismatched quote refused; and the
// ledger adding up after any mix of exchanges.
import type { PayloadOf } from '@wire/catalogue'
import { divDown, mul, sub } from '@common/decimal'
import { EXCHANGE_FEE_PERCENT, QUOTE_LOCK_SECONDS } from '@common/exchange'
import { receiveOf } from '../../../server/src/exchange/quote'
import { dec } from '../../../server/src/infra/money/decimal'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  typesWithoutSession,
  type TestServer,
} from './helpers'
import {
  brokenChains,
  fund,
  ledgerMismatches,
  makeUser,
  startTradeServer,
  USDC,
  USDT,
  type ScriptedFeed,
} from './microtradeHelpers'

type Quote = PayloadOf<'transferFee'>
type Done = PayloadOf<'transfer'>
type List = PayloadOf<'transferList'>

const BTC = 1
const ETH = 2
const BTC_USDT = 1

let server: TestServer
let feed: ScriptedFeed
beforeAll(async () => {
  ;({ server, feed } = await startTradeServer())
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const btcPrice = () => feed.quote(BTC_USDT)?.now_price ?? 'no price'

interface Pair {
  from: number
  to: number
  number: string
}
const fields = (p: Pair) => ({
  from_currency_id: String(p.from),
  to_currency_id: String(p.to),
  number: p.number,
})

const quote = (token: string, p: Pair) =>
  call<Quote>(server, 'POST', '/api/user/getTransferFee', { token, body: fields(p) })

const convert = (token: string, p: Pair, quoteId: string, key?: string) =>
  call<Done>(server, 'POST', '/api/user/Transfer', {
    token,
    body: { ...fields(p), quote_id: quoteId },
    headers: key ? { 'idempotency-key': key } : {},
  })

async function funded(amount: string, currency = USDT) {
  const user = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, user.id, amount, currency, 'legal')
  return user
}

async function legal(userId: number, currency: number): Promise<string> {
  const [row] = await server.db.query<{ balance: string }>(
    "SELECT balance FROM balances WHERE user_id = $1 AND currency_id = $2 AND wallet = 'legal'",
    [userId, currency],
  )
  return dec(row?.balance ?? '0').toFixed()
}

/** What arrives, worked out independently: integer arithmetic, floored once (common/decimal). */
const expected = (number: string, fromPrice: string, toPrice: string, places: number) =>
  divDown(
    mul(mul(number, fromPrice), sub('100', EXCHANGE_FEE_PERCENT)),
    mul(toPrice, '100'),
    places,
  )

describe('the arithmetic of a quote', () => {
  const terms = (number: string, fromPrice: string, toPrice: string, fee: string, places: number) =>
    receiveOf({
      number: dec(number),
      fromPrice: dec(fromPrice),
      toPrice: dec(toPrice),
      feePercent: dec(fee),
      places,
    }).toFixed(places)

  it('is exact to the last unit of the target coin and rounds down', () => {
    expect(terms('100', '1', '97123.45', '0.2', 8)).toBe('0.00102755')
    expect(terms('1', '1', '3', '0', 2)).toBe('0.33')
    // exactly a whole unit stays a whole unit, not one unit short
    expect(terms('3', '1', '3', '0', 2)).toBe('1.00')
    // 0.00998 is below a cent: nothing, not a rounded-up cent
    expect(terms('0.01', '1', '1', '0.2', 2)).toBe('0.00')
    expect(terms('1000', '1', '1', '0.2', 2)).toBe('998.00')
    expect(terms('0.5', '97123.45', '1', '0.2', 2)).toBe('48464.60')
    // a sum that floats get wrong (0.1 + 0.2): 0.3 BTC at 0.1 is 3 ETH at 0.01, less 0.2 %
    expect(terms('0.3', '0.1', '0.01', '0.2', 6)).toBe('2.994000')
  })
})

describe('POST /user/getTransferList and /user/getTransferFee', () => {
  it('need a session', async () => {
    const calls = [
      ['POST', '/api/user/getTransferList'],
      ['POST', '/api/user/getTransferFee'],
      ['POST', '/api/user/Transfer'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999', '999'])
  })

  it('lists the exchangeable coins and what of each is available in the asset account', async () => {
    const { id, token } = await funded('120.5')
    await fund(server.db, server.clock, id, '7', USDT, 'micro')
    const list = okMessage(await call<List>(server, 'POST', '/api/user/getTransferList', { token }))
    expect(list.transfer).toEqual([
      { id: USDT, name: 'USDT' },
      { id: BTC, name: 'BTC' },
      { id: ETH, name: 'ETH' },
      { id: USDC, name: 'USDC' },
    ])
    expect(list.wallet).toEqual([
      { currency: USDT, change_balance: '120.50' },
      { currency: BTC, change_balance: '0.00' },
      { currency: ETH, change_balance: '0.00' },
      { currency: USDC, change_balance: '0.00' },
    ])
  })

  it('quotes at the live price, states fee and lock, and stores the quote', async () => {
    const { id, token } = await funded('100')
    const q = okMessage(await quote(token, { from: USDT, to: BTC, number: '100' }))
    expect(q).toEqual({
      form_price: '1.00',
      to_price: dec(btcPrice()).toFixed(Math.max(2, dec(btcPrice()).decimalPlaces())),
      fee: EXCHANGE_FEE_PERCENT,
      quote_id: expect.stringMatching(/^[\w-]{16,}$/),
      expires_at: server.clock.now().getTime() + QUOTE_LOCK_SECONDS * 1000,
      lock_seconds: QUOTE_LOCK_SECONDS,
      number: '100.00',
      receive: expected('100', '1', btcPrice(), 8),
    })
    const [row] = await server.db.query<{ user_id: number; used_at: Date | null }>(
      'SELECT user_id, used_at FROM exchange_quotes WHERE id = $1',
      [q.quote_id],
    )
    expect([Number(row.user_id), row.used_at]).toEqual([id, null])

    const back = okMessage(await quote(token, { from: BTC, to: USDT, number: '0.00012345' }))
    expect(back.receive).toBe(expected('0.00012345', btcPrice(), '1', 2))
  })

  it('quotes one user at most 120 times a minute: each quote is a stored row', async () => {
    const { token } = await funded('10')
    const pair = { from: USDT, to: BTC, number: '1' }
    for (let i = 0; i < 120; i++) okMessage(await quote(token, pair))
    expect(failure(await quote(token, pair)).message).toBe(
      'Too many requests. Please try again later.',
    )
    // another user is not held back, and the first asks again after the minute
    okMessage(await quote((await funded('10')).token, pair))
    server.clock.advance(60_000)
    okMessage(await quote(token, pair))
  })

  it('refuses what it cannot quote, in the user’s words', async () => {
    const { token } = await funded('10')
    const refusals: [Pair, string][] = [
      [{ from: USDT, to: USDT, number: '1' }, 'Choose two different coins to exchange'],
      [{ from: USDT, to: 4, number: '1' }, 'Currency not found'],
      [{ from: 7, to: USDT, number: '1' }, 'Currency not found'],
      [{ from: USDT, to: BTC, number: '1.234' }, 'Please enter a correct amount'],
      [{ from: BTC, to: USDT, number: '0.000000001' }, 'Please enter a correct amount'],
      [{ from: USDT, to: BTC, number: '0' }, 'Please enter a correct amount'],
      [{ from: USDT, to: USDC, number: '0.01' }, 'This amount is too small to exchange'],
    ]
    for (const [pair, text] of refusals) {
      expect([pair, failure(await quote(token, pair)).message]).toEqual([pair, text])
    }
  })
})

describe('POST /user/Transfer', () => {
  it('converts in the asset account at the quote, with a record for each side', async () => {
    const { id, token } = await funded('250')
    const pair = { from: USDT, to: BTC, number: '100' }
    const q = okMessage(await quote(token, pair))
    // the market moves after the quote: the quote holds
    server.clock.advance((QUOTE_LOCK_SECONDS - 1) * 1000)
    feed.advanceTo(server.clock.now().getTime())
    const done = okMessage(await convert(token, pair, q.quote_id))
    expect(done).toEqual({
      quote_id: q.quote_id,
      from_currency: USDT,
      to_currency: BTC,
      number: '100.00',
      receive: q.receive,
      from_balance: '150.00',
      to_balance: q.receive,
    })
    const records = await server.db.query<{
      currency_id: number
      wallet: string
      type: string
      change: string
    }>(
      'SELECT currency_id, wallet, type, change FROM account_records WHERE user_id = $1 ORDER BY id',
      [id],
    )
    expect(records.map((r) => [r.currency_id, r.wallet, r.type, dec(r.change).toFixed()])).toEqual([
      [USDT, 'legal', 'ops_credit', '250'],
      [USDT, 'legal', 'exchange_out', '-100'],
      [BTC, 'legal', 'exchange_in', dec(q.receive).toFixed()],
    ])
  })

  it('refuses an expired quote and moves nothing; a new quote then converts', async () => {
    const { id, token } = await funded('100')
    const pair = { from: USDT, to: USDC, number: '10' }
    const q = okMessage(await quote(token, pair))
    server.clock.advance(QUOTE_LOCK_SECONDS * 1000)
    expect(failure(await convert(token, pair, q.quote_id)).message).toBe(
      'This quote has expired. Please get a new quote and confirm again.',
    )
    expect(await legal(id, USDT)).toBe('100')
    expect(await legal(id, USDC)).toBe('0')
    const fresh = okMessage(await quote(token, pair))
    expect(okMessage(await convert(token, pair, fresh.quote_id)).receive).toBe('9.98')
  })

  it('converts once per quote: a second use, a race and a replay move nothing more', async () => {
    const { id, token } = await funded('100')
    const pair = { from: USDT, to: USDC, number: '10' }
    const q = okMessage(await quote(token, pair))
    const raced = await Promise.all([1, 2, 3, 4, 5].map(() => convert(token, pair, q.quote_id)))
    expect(raced.filter((a) => a.body.type === 'ok')).toHaveLength(1)
    expect(raced.filter((a) => a.body.type !== 'ok').map((a) => failure(a).message)).toEqual(
      Array(4).fill('This quote has already been used. Please get a new quote.'),
    )
    expect(await legal(id, USDT)).toBe('90')
    expect(await legal(id, USDC)).toBe('9.98')

    // the same request sent again under its key is answered as the first time, and moves nothing
    const next = okMessage(await quote(token, pair))
    const answers = await Promise.all(
      [1, 2, 3].map(() => convert(token, pair, next.quote_id, 'exchange-key-1')),
    )
    expect(answers.map((a) => okMessage(a).from_balance)).toEqual(['80.00', '80.00', '80.00'])
    expect(okMessage(await convert(token, pair, next.quote_id, 'exchange-key-1')).to_balance).toBe(
      '19.96',
    )
    expect(await legal(id, USDT)).toBe('80')
    expect(await legal(id, USDC)).toBe('19.96')
  })

  it('honours a quote only for its own user, pair and amount', async () => {
    const alice = await funded('100')
    const bob = await funded('100')
    const pair = { from: USDT, to: USDC, number: '10' }
    const q = okMessage(await quote(alice.token, pair))
    const invalid = 'This quote is not for this exchange. Please get a new quote.'
    expect(failure(await convert(bob.token, pair, q.quote_id)).message).toBe(invalid)
    expect(failure(await convert(alice.token, { ...pair, number: '20' }, q.quote_id)).message).toBe(
      invalid,
    )
    expect(failure(await convert(alice.token, { ...pair, to: BTC }, q.quote_id)).message).toBe(
      invalid,
    )
    expect(failure(await convert(alice.token, pair, 'no-such-quote')).message).toBe(invalid)
    expect(await legal(bob.id, USDT)).toBe('100')
    // none of that used it up
    expect(okMessage(await convert(alice.token, pair, q.quote_id)).from_balance).toBe('90.00')
  })

  it('refuses more than is available, and the quote stays good for a retry', async () => {
    const { id, token } = await funded('5')
    const pair = { from: USDT, to: USDC, number: '10' }
    const q = okMessage(await quote(token, pair))
    expect(failure(await convert(token, pair, q.quote_id)).message).toBe('Insufficient balance')
    expect(await legal(id, USDC)).toBe('0')
    await fund(server.db, server.clock, id, '5', USDT, 'legal')
    expect(okMessage(await convert(token, pair, q.quote_id)).from_balance).toBe('0.00')
  })

  it('refuses a frozen account', async () => {
    const { id, token } = await funded('10')
    const pair = { from: USDT, to: USDC, number: '1' }
    const q = okMessage(await quote(token, pair))
    await server.db.query('UPDATE users SET frozen = true WHERE id = $1', [id])
    expect(failure(await convert(token, pair, q.quote_id)).message).toBe(
      'This account is frozen. Please contact customer service.',
    )
    expect(await legal(id, USDT)).toBe('10')
  })

  it('keeps used quotes as the record of their prices, and clears stale unused ones', async () => {
    const { token } = await funded('100')
    const pair = { from: USDT, to: USDC, number: '10' }
    const unused = okMessage(await quote(token, pair))
    const used = okMessage(await quote(token, pair))
    okMessage(await convert(token, pair, used.quote_id))
    server.clock.advance(2 * 3600 * 1000)
    okMessage(await quote(token, pair))
    const kept = await server.db.query<{ id: string }>(
      'SELECT id FROM exchange_quotes WHERE id = ANY($1::text[])',
      [[unused.quote_id, used.quote_id]],
    )
    expect(kept.map((r) => r.id)).toEqual([used.quote_id])
  })

  it('keeps every balance equal to the sum of its records after a mix of exchanges', async () => {
    const { id, token } = await funded('1000')
    await fund(server.db, server.clock, id, '0.5', BTC, 'legal')
    // a fixed sequence of pairs and amounts, some of them refused for want of balance
    const steps: Pair[] = [
      { from: USDT, to: BTC, number: '300' },
      { from: BTC, to: ETH, number: '0.01' },
      { from: ETH, to: USDC, number: '0.05' },
      { from: USDC, to: USDT, number: '25.5' },
      { from: BTC, to: USDT, number: '0.2' },
      { from: USDT, to: ETH, number: '999999' },
      { from: ETH, to: BTC, number: '0.001234' },
    ]
    const sent = await Promise.all(
      steps.map(async (pair) => {
        const q = await quote(token, pair)
        return q.body.type === 'ok' ? convert(token, pair, q.body.message.quote_id) : q
      }),
    )
    expect(sent.filter((a) => a.body.type === 'ok').length).toBeGreaterThanOrEqual(5)
    expect(await ledgerMismatches(server.db)).toEqual([])
    expect(await brokenChains(server.db)).toEqual([])
  })
})
