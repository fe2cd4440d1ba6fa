// The Assets tab's headline and the reads around it: GET /wallet/getWalletNew (everything held in
// USDT, today's and all seconds-trade profit), /wallet/getRateCurrency, /wallet/detail and
// /currency/user_currency_list. Profit counts settled trades only, by the UTC day they settled.
import type { PayloadOf } from '@wire/catalogue'
import { contextOf } from '../../../server/src/app'
import { SETTLE_JOB } from '../../../server/src/microtrade/settler'

import { submitOrder } from '../../../server/src/microtrade/submit'
import { shiftParts } from '../../../server/src/infra/money/ledger'
import { dec } from '../../../server/src/infra/money/decimal'
import { BOOT_TIMEOUT, call, failure, okMessage, typesWithoutSession } from './helpers'
import type { TestServer } from './helpers'
import { fund, makeUser, startTradeServer, USDT, type ScriptedFeed } from './microtradeHelpers'

type Summary = PayloadOf<'walletSummary'>

const BTC = 1
const BTC_USDT = 1

let server: TestServer
let feed: ScriptedFeed
beforeAll(async () => {
  ;({ server, feed } = await startTradeServer())
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const summary = async (token: string) =>
  okMessage(await call<Summary>(server, 'GET', '/api/wallet/getWalletNew', { token }))

/** An up trade of `stake` that the pinned price makes win (or lose), settled now. */
async function trade(userId: number, stake: string, win: boolean): Promise<string> {
  const order = await server.db.tx((q) =>
    submitOrder(q, server.clock, feed, userId, {
      matchId: BTC_USDT,
      currencyId: USDT,
      type: '1',
      seconds: 30,
      number: stake,
    }),
  )
  const settleAt = server.clock.now().getTime() + 30_000
  const open = dec(order.open_price)
  feed.pin(BTC_USDT, settleAt, (win ? open.times('1.01') : open.times('0.99')).toFixed(2))
  server.clock.advance(30_000)
  await contextOf(server.app).jobs.runJob(SETTLE_JOB)
  return win ? dec(stake).times(order.profit_ratio).div(100).toFixed(2) : `-${stake}`
}

describe('GET /wallet/getWalletNew', () => {
  it('needs a session, as the other reads do', async () => {
    const calls = [
      ['GET', '/api/wallet/getWalletNew'],
      ['GET', '/api/wallet/getRateCurrency'],
      ['POST', '/api/wallet/detail'],
      ['GET', '/api/currency/user_currency_list'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999', '999', '999'])
  })

  it('totals every account in USDT and counts profit of settled trades by the UTC day', async () => {
    server.clock.set('2030-03-10T22:00:00.000Z')
    const user = await makeUser(server.db, server.clock)
    await fund(server.db, server.clock, user.id, '500', USDT, 'micro')
    await fund(server.db, server.clock, user.id, '100', USDT, 'legal')
    expect(await summary(user.token)).toEqual({
      usdt_totle: '600.00',
      today_profit: '0.00',
      total_profit: '0.00',
      today_staked: '0.00',
      total_staked: '0.00',
      day_start: Date.parse('2030-03-10T00:00:00.000Z'),
    })

    const yesterday = await trade(user.id, '100', true)
    server.clock.set('2030-03-11T01:00:00.000Z')
    const won = await trade(user.id, '50', true)
    const lost = await trade(user.id, '20', false)
    // an open trade has earned nothing yet
    await server.db.tx((q) =>
      submitOrder(q, server.clock, feed, user.id, {
        matchId: BTC_USDT,
        currencyId: USDT,
        type: '2',
        seconds: 30,
        number: '10',
      }),
    )
    const now = await summary(user.token)
    expect(now.day_start).toBe(Date.parse('2030-03-11T00:00:00.000Z'))
    expect(now.today_profit).toBe(dec(won).plus(lost).toFixed(2))
    expect(now.total_profit).toBe(dec(yesterday).plus(won).plus(lost).toFixed(2))
    expect(dec(yesterday).isPositive() && dec(won).isPositive()).toBe(true)
    // the stakes those profits were earned on: settled trades only, the open one not yet
    expect([now.today_staked, now.total_staked]).toEqual(['70.00', '170.00'])
  })
})

describe('the per-currency reads', () => {
  it('price each asset currency in USDT, stablecoins at 1', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const rates = okMessage(
      await call<PayloadOf<'rateCurrency'>>(server, 'GET', '/api/wallet/getRateCurrency', {
        token,
      }),
    )
    expect(rates.map((r) => r.currency_name)).toEqual(['USDT', 'BTC', 'ETH', 'USDC'])
    expect(rates.find((r) => r.currency_name === 'USDC')?.usdt_price).toBe('1.00')
    expect(dec(rates.find((r) => r.currency_name === 'BTC')?.usdt_price ?? '0').gt(1000)).toBe(true)
  })

  it('answer one currency of one account with its frozen part and value', async () => {
    const user = await makeUser(server.db, server.clock)
    await fund(server.db, server.clock, user.id, '0.5', BTC, 'legal')
    await server.db.tx((q) =>
      shiftParts(q, server.clock, 'freeze', {
        userId: user.id,
        currencyId: BTC,
        wallet: 'legal',
        amount: dec('0.2'),
        type: 'withdraw_freeze',
        info: 'test hold',
      }),
    )
    const detail = okMessage(
      await call<PayloadOf<'walletDetail'>>(server, 'POST', '/api/wallet/detail', {
        token: user.token,
        body: { currency: 'BTC', type: 'legal' },
      }),
    )
    expect(detail).toMatchObject({
      currency: BTC,
      type: 'legal',
      available: '0.30',
      frozen: '0.20',
    })
    expect(detail.usdt_value).toBe(dec(detail.usdt_price).times('0.5').toFixed(2))
    const doge = await call(server, 'POST', '/api/wallet/detail', {
      token: user.token,
      body: { currency: 'DOGE', type: 'legal' },
    })
    expect(failure(doge).message).toBe('Currency not found')
  })

  it('name each currency in Chinese, English and traditional Chinese', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const list = okMessage(
      await call<PayloadOf<'userCurrencyList'>>(server, 'GET', '/api/currency/user_currency_list', {
        token,
      }),
    )
    expect(list.find((c) => c.name === 'BTC')).toEqual({
      id: BTC,
      name: 'BTC',
      option_name: '比特币',
      en_name: 'Bitcoin',
      tw_name: '比特幣',
    })
    expect(list.map((c) => c.name)).toEqual(['USDT', 'BTC', 'ETH', 'USDC'])
  })
})
