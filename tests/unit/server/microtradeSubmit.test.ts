// Placing seconds trades and reading them back: options, balances, every refusal (with nothing
// written), Idempotency-Key, lists and get_result, each scoped to the token's user.
import type { Paged } from '../../../types/envelope'
import type { MicroOrder, PayableCurrency, SecondsOption } from '../../../types/microtrade'
import { contextOf } from '../../../server/src/app'
import { SETTLE_JOB } from '../../../server/src/microtrade/settler'
import { SECOND } from '../../../server/src/infra/clock'
import { listMatches } from '../../../server/src/market/matches'
import { MICRO_TRADE_FEE } from '../../../server/src/market/catalogue'
import { BOOT_TIMEOUT, call, failure, okMessage, startServer, type TestServer } from './helpers'
import {
  balanceOf,
  BTC_USDT,
  fund,
  fundedUser,
  ledgerMismatches,
  makeUser,
  placeOrder,
  submit,
  USDC,
  USDT,
} from './microtradeHelpers'
import { byBase } from './marketHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const ctx = () => contextOf(server.app)
const newUser = () => makeUser(server.db, server.clock)
const funded = (amount: string, currency = USDT) => fundedUser(server, amount, currency)
const count = async (sql: string, params: unknown[]) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n

describe('microtrade/seconds', () => {
  it('lists the options by duration, without a session, with honest numbers', async () => {
    const options = okMessage(await call<SecondsOption[]>(server, 'GET', '/api/microtrade/seconds'))
    expect(options.map(({ id: _id, ...o }) => o)).toEqual(
      [
        [30, '20'],
        [60, '30'],
        [120, '40'],
        [300, '50'],
      ].map(([seconds, ratio]) => ({
        seconds,
        status: 1,
        profit_ratio: ratio,
        min_num: '10',
        min_amount: '10',
        fee_rate: '0.001',
      })),
    )
  })

  it('charges the fee rate every match announces as micro_trade_fee', async () => {
    const options = okMessage(await call<SecondsOption[]>(server, 'GET', '/api/microtrade/seconds'))
    const fees = new Set([
      ...options.map((o) => o.fee_rate),
      ...listMatches(ctx().feed).map((m) => m.micro_trade_fee),
    ])
    expect([...fees]).toEqual([MICRO_TRADE_FEE])
  })
})

describe('balances', () => {
  it('need a session', async () => {
    for (const path of ['/api/microtrade/payable_currencies', '/api/user/getBalance']) {
      expect(failure(await call(server, 'GET', path)).type).toBe('999')
    }
  })

  it('show USDT and USDC of the seconds-trading account', async () => {
    const { id, token } = await newUser()
    const payable = async () =>
      okMessage(
        await call<PayableCurrency[]>(server, 'GET', '/api/microtrade/payable_currencies', {
          token,
        }),
      )
    expect(await payable()).toEqual([
      { id: USDT, name: 'USDT', balance: '0.00' },
      { id: USDC, name: 'USDC', balance: '0.00' },
    ])
    await fund(server.db, server.clock, id, '12.5', USDC)
    await fund(server.db, server.clock, id, '7', USDT, 'legal')
    expect((await payable())[1]).toEqual({ id: USDC, name: 'USDC', balance: '12.50' })
    expect(await balanceOf(server, token, USDC)).toBe('12.50')
    // the legal wallet is another account
    expect(await balanceOf(server, token, USDT)).toBe('0.00')
    const byCode = await call(server, 'GET', '/api/user/getBalance', {
      token,
      body: { currency: 'usdc' },
    })
    expect(okMessage(byCode)).toEqual({ currency_id: USDC, name: 'USDC', balance: '12.50' })
    const unknown = await call(server, 'GET', '/api/user/getBalance', {
      token,
      body: { currency: '999' },
    })
    expect(failure(unknown).message).toBe('Currency not found')
  })
})

describe('microtrade/submit', () => {
  it('debits stake and fee, records the buy price at the clock and answers the order', async () => {
    const { id, token } = await funded('100')
    const now = server.clock.now()
    const order = await submit(server, token, { number: '33.33', type: '2' })
    expect(order).toEqual({
      id: expect.any(Number),
      match_id: BTC_USDT,
      currency_id: USDT,
      currency_name: 'USDT',
      symbol_name: 'BTC/USDT',
      type: 2,
      seconds: 30,
      number: '33.33',
      open_price: ctx().feed.priceAt(BTC_USDT, now.getTime()),
      end_price: null,
      // 33.33 x 0.001 = 0.03333, half up to the cent
      fee: '0.03',
      profit_ratio: '20',
      fact_profits: null,
      status: 1,
      profit_result: null,
      created_at: now.toISOString(),
      settle_at: new Date(now.getTime() + 30 * SECOND).toISOString(),
      complete_at: null,
      remain_milli_seconds: 30 * SECOND,
    })
    expect(await balanceOf(server, token)).toBe('66.64')
    const records = await server.db.query(
      `SELECT change, type, ref_type, ref_id FROM account_records
        WHERE user_id = $1 AND type <> 'ops_credit' ORDER BY id`,
      [id],
    )
    expect(records).toEqual([
      { change: '-33.33', type: 'micro_stake', ref_type: 'micro_order', ref_id: order.id },
      { change: '-0.03', type: 'micro_fee', ref_type: 'micro_order', ref_id: order.id },
    ])
  })

  it('rounds the fee half up: 10.50 x 0.1 % = 0.0105 -> 0.01, 15 x 0.1 % = 0.015 -> 0.02', async () => {
    const { token } = await funded('100')
    expect((await submit(server, token, { number: '10.50' })).fee).toBe('0.01')
    expect((await submit(server, token, { number: '15' })).fee).toBe('0.02')
    expect(await balanceOf(server, token)).toBe('74.47')
  })

  it('writes no fee record when the fee rounds to nothing', async () => {
    await server.db.query('UPDATE seconds_options SET fee_rate = 0.0004 WHERE seconds = 300')
    try {
      const { id, token } = await funded('10')
      const order = await submit(server, token, { seconds: '300', number: '10' })
      expect(order.fee).toBe('0.00')
      expect(await balanceOf(server, token)).toBe('0.00')
      expect(await count('account_records WHERE user_id = $1', [id])).toBe(2)
    } finally {
      await server.db.query('UPDATE seconds_options SET fee_rate = 0.001 WHERE seconds = 300')
    }
  })

  it('accepts a stake that uses the whole balance, fee included', async () => {
    const { token } = await funded('10.01')
    await submit(server, token, { number: '10' })
    expect(await balanceOf(server, token)).toBe('0.00')
  })

  const APT = byBase('APT')
  it.each([
    ['an unknown symbol', { match_id: '999' }, 'Symbol not found'],
    ['no symbol', { match_id: '' }, 'Symbol not found'],
    [
      'a symbol closed for seconds trading',
      { match_id: String(APT) },
      'Seconds trading is not open for this symbol',
    ],
    [
      'a currency that is not payable',
      { currency_id: '1' },
      'This currency cannot be used for seconds trading',
    ],
    ['no currency', { currency_id: '' }, 'This currency cannot be used for seconds trading'],
    ['direction 3', { type: '3' }, 'Please choose up or down'],
    ['no direction', { type: '' }, 'Please choose up or down'],
    ['seconds no option has', { seconds: '45' }, 'This time option is not available'],
    ['no seconds', { seconds: '' }, 'This time option is not available'],
    ['letters', { number: 'ten' }, 'Please enter a correct amount'],
    ['3 decimals', { number: '10.125' }, 'Please enter a correct amount'],
    ['an exponent', { number: '1e3' }, 'Please enter a correct amount'],
    ['a negative stake', { number: '-10' }, 'Please enter a correct amount'],
    ['zero', { number: '0' }, 'Please enter a correct amount'],
    ['no stake', { number: '' }, 'Please enter a correct amount'],
    ['an absurd stake', { number: '1'.repeat(16) }, 'Please enter a correct amount'],
    ['less than the minimum', { number: '9.99' }, 'The minimum amount is 10.00 USDT'],
    ['more than the balance', { number: '50' }, 'Insufficient balance'],
    ['stake + fee over the balance', { number: '49.96' }, 'Insufficient balance'],
  ])('refuses %s and writes nothing', async (_what, body, message) => {
    const { id, token } = await funded('50')
    expect(failure(await placeOrder(server, token, body)).message).toBe(message)
    expect(await balanceOf(server, token)).toBe('50.00')
    expect(await count('micro_orders WHERE user_id = $1', [id])).toBe(0)
    expect(await count('account_records WHERE user_id = $1', [id])).toBe(1)
  })

  it('refuses an option that is switched off', async () => {
    await server.db.query('UPDATE seconds_options SET status = 0 WHERE seconds = 120')
    try {
      const { token } = await funded('50')
      expect(failure(await placeOrder(server, token, { seconds: '120' })).message).toBe(
        'This time option is not available',
      )
    } finally {
      await server.db.query('UPDATE seconds_options SET status = 1 WHERE seconds = 120')
    }
  })

  it('refuses without a session, and a frozen account', async () => {
    expect(failure(await placeOrder(server, '', {})).type).toBe('999')
    const { id, token } = await funded('50')
    await server.db.query('UPDATE users SET frozen = true WHERE id = $1', [id])
    expect(failure(await placeOrder(server, token, {})).message).toBe(
      'This account is frozen. Please contact customer service.',
    )
    expect(await count('micro_orders WHERE user_id = $1', [id])).toBe(0)
  })

  it('answers in the request language', async () => {
    const { token } = await funded('5')
    const answer = await call(server, 'POST', '/api/microtrade/submit', {
      token,
      body: { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '10', lang: 'de' },
    })
    expect(failure(answer).message).toBe('Unzureichendes Guthaben')
  })
})

describe('Idempotency-Key', () => {
  it('answers a replay with the first order and debits once', async () => {
    const { id, token } = await funded('100')
    const first = await submit(server, token, { number: '20' }, 'order-1')
    server.clock.advance(SECOND)
    const replay = await submit(server, token, { number: '20' }, 'order-1')
    expect(replay).toEqual(first)
    expect(await balanceOf(server, token)).toBe('79.98')
    expect(await count('micro_orders WHERE user_id = $1', [id])).toBe(1)
  })

  it('places one order for racing requests with one key', async () => {
    const { id, token } = await funded('100')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(server, token, { number: '10' }, 'race-1')),
    )
    expect(new Set(answers.map((a) => okMessage(a).id)).size).toBe(1)
    expect(await count('micro_orders WHERE user_id = $1', [id])).toBe(1)
    expect(await balanceOf(server, token)).toBe('89.99')
  })

  it('refuses the key with another payload, and nothing moves', async () => {
    const { token } = await funded('100')
    await submit(server, token, { number: '10' }, 'order-2')
    const other = await placeOrder(server, token, { number: '11' }, 'order-2')
    expect(failure(other).message).toBe(
      'This Idempotency-Key was already used for a different request',
    )
    expect(await balanceOf(server, token)).toBe('89.99')
  })

  it("scopes keys per user: another user's key of the same name is their own", async () => {
    const alice = await funded('100')
    const bob = await funded('100')
    const a = await submit(server, alice.token, { number: '10' }, 'shared-name')
    const b = await submit(server, bob.token, { number: '10' }, 'shared-name')
    expect(b.id).not.toBe(a.id)
  })

  it('lets a refused request be retried with its key once it can succeed', async () => {
    const { id, token } = await funded('5')
    expect(failure(await placeOrder(server, token, {}, 'retry-1')).message).toBe(
      'Insufficient balance',
    )
    await fund(server.db, server.clock, id, '10')
    expect((await submit(server, token, {}, 'retry-1')).number).toBe('10.00')
  })

  it('refuses a malformed key', async () => {
    const { token } = await funded('100')
    const tooLong = await placeOrder(server, token, {}, 'k'.repeat(101))
    expect(failure(tooLong).message).toBe(
      'Invalid Idempotency-Key: at most 100 printable characters, without spaces',
    )
    expect(await balanceOf(server, token)).toBe('100.00')
  })
})

describe('microtrade/lists and get_result', () => {
  const lists = async (token: string, query: Record<string, string> = {}) =>
    okMessage(
      await call<Paged<MicroOrder>>(server, 'GET', '/api/microtrade/lists', { token, body: query }),
    )
  const result = (token: string, id: number, lang?: string) =>
    call<MicroOrder>(server, 'GET', '/api/microtrade/get_result', {
      token,
      body: lang ? { id: String(id), lang } : { id: String(id) },
    })

  it('pages by 5, newest first, filtered by match and status', async () => {
    const { token } = await funded('1000')
    const placed: MicroOrder[] = []
    for (let i = 0; i < 7; i++) {
      placed.push(await submit(server, token, { match_id: i < 4 ? '1' : '2', number: '10' }))
      server.clock.advance(SECOND)
    }
    const newest = placed.map((o) => o.id).reverse()
    const first = await lists(token)
    expect([first.page, first.pages, first.total]).toEqual([1, 2, 7])
    expect(first.data.map((o) => o.id)).toEqual(newest.slice(0, 5))
    expect((await lists(token, { page: '2' })).data.map((o) => o.id)).toEqual(newest.slice(5))
    expect((await lists(token, { limit: '3', page: '3' })).data.map((o) => o.id)).toEqual([
      newest[6],
    ])
    const eth = await lists(token, { match_id: '2' })
    expect([eth.total, eth.data.every((o) => o.symbol_name === 'ETH/USDT')]).toEqual([3, true])
    // The remaining time counts down with the clock.
    expect(first.data[0].remain_milli_seconds).toBe(29 * SECOND)

    // Placed 7..1 s ago, settling 30 s after placement: 27 s on, the first five are due.
    server.clock.advance(27 * SECOND)
    expect(await ctx().jobs.runJob(SETTLE_JOB)).toBeGreaterThanOrEqual(5)
    const closed = await lists(token, { status: '3' })
    const open = await lists(token, { status: '1' })
    expect(closed.data.map((o) => o.id)).toEqual(newest.slice(2))
    expect(open.data.map((o) => o.id)).toEqual(newest.slice(0, 2))
    expect(closed.data.every((o) => o.status === 3 && o.remain_milli_seconds === 0)).toBe(true)
    expect(open.data.every((o) => o.status === 1 && o.end_price === null)).toBe(true)
    expect(open.data.map((o) => o.remain_milli_seconds)).toEqual([2 * SECOND, SECOND])
    const closedEth = await lists(token, { status: '3', match_id: '2' })
    expect(closedEth.data.map((o) => o.id)).toEqual([placed[4].id])
  })

  it('answers Not Settlement until the order settles, then the order', async () => {
    const { token } = await funded('100')
    const order = await submit(server, token, { number: '10' })
    expect((await result(token, order.id)).body).toEqual({
      type: 'error',
      message: 'Not Settlement',
    })
    expect(failure(await result(token, order.id, 'zh')).message).toBe('未结算')
    server.clock.advance(30 * SECOND)
    await ctx().jobs.runJob(SETTLE_JOB)
    const settled = okMessage(await result(token, order.id))
    expect(settled).toMatchObject({ id: order.id, status: 3, remain_milli_seconds: 0 })
    expect(settled.complete_at).toBe(server.clock.now().toISOString())
  })

  it("shows nobody another user's orders", async () => {
    const alice = await funded('100')
    const bob = await newUser()
    const order = await submit(server, alice.token, { number: '10' })
    expect(await lists(bob.token)).toEqual({ data: [], page: 1, pages: 0, total: 0 })
    expect(failure(await result(bob.token, order.id)).message).toBe('Order not found')
    server.clock.advance(30 * SECOND)
    await ctx().jobs.runJob(SETTLE_JOB)
    // Settled or not, it is not theirs.
    expect(failure(await result(bob.token, order.id)).message).toBe('Order not found')
    expect(failure(await result(bob.token, 987654)).message).toBe('Order not found')
    const noId = await call(server, 'GET', '/api/microtrade/get_result', { token: bob.token })
    expect(failure(noId).message).toBe('Order not found')
  })

  it('need a session', async () => {
    for (const path of ['/api/microtrade/lists', '/api/microtrade/get_result']) {
      expect(failure(await call(server, 'GET', path)).type).toBe('999')
    }
  })

  it('leave every balance equal to the sum of its records', async () => {
    expect(await ledgerMismatches(server.db)).toEqual([])
  })
})
