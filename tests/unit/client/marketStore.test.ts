import { subscribe } from 'valtio'
import type { DayMarketEvent, Match } from '@wire/market'
import { COMMIT_INTERVAL_MS, market, receiveTick, replaceQuotes } from '@/stores/market'

function match(id: number): Match {
  return {
    id,
    currency_id: id,
    legal_id: 3,
    currency_name: `C${id}`,
    legal_name: 'USDT',
    symbol: `C${id}/USDT`,
    full_name: `Coin ${id}`,
    currency_type: 2,
    now_price: '1.00',
    change: '0.00',
    volume: '0',
    turnover: '0',
    high: '1.00',
    low: '1.00',
    yesterday_close: '1.00',
    today_open: '1.00',
    market_cap: null,
    price_precision: 2,
    qty_precision: 4,
    listed_at: 0,
    logo: '',
    open_microtrade: 1,
    open_coin_trade: 1,
    open_lever: 1,
    micro_trade_fee: '0.001',
    sort: id,
  }
}

const tick = (id: number, price: string): DayMarketEvent => ({
  match_id: id,
  currency_id: id,
  legal_id: 3,
  symbol: `C${id}/USDT`,
  now_price: price,
  change: '+1.00',
  volume: '10',
  turnover: '10',
  high: price,
  low: '1.00',
  time: 0,
})

beforeEach(() => {
  jest.useFakeTimers()
  replaceQuotes(Array.from({ length: 100 }, (_, i) => match(i + 1)))
})
afterEach(() => jest.useRealTimers())

/** Valtio notifies asynchronously; count what reaches a subscriber. */
async function countCommits(run: () => void): Promise<number> {
  let commits = 0
  const off = subscribe(market.quotes, () => commits++)
  run()
  await Promise.resolve()
  off()
  return commits
}

describe('market store coalescing (DESIGN §4: at most 5 commits a second)', () => {
  it('commits 100 symbols x 10 ticks/s at most 5 times a second, keeping the newest tick', async () => {
    let commits = 0
    const off = subscribe(market.quotes, () => commits++)
    for (let ms = 0; ms < 1000; ms += 100) {
      for (let id = 1; id <= 100; id++) receiveTick(tick(id, `${2 + ms / 1000}`))
      jest.advanceTimersByTime(100)
      await Promise.resolve()
    }
    jest.advanceTimersByTime(COMMIT_INTERVAL_MS)
    await Promise.resolve()
    off()
    expect(commits).toBeGreaterThan(0)
    expect(commits).toBeLessThanOrEqual(6) // 5 in the second, plus the flush of its last ticks
    expect(market.quotes[1].now_price).toBe('2.9')
    expect(market.quotes[100].high).toBe('2.9')
  })

  it('applies a lone tick within one commit interval', async () => {
    const commits = await countCommits(() => {
      receiveTick(tick(7, '5.55'))
      jest.advanceTimersByTime(COMMIT_INTERVAL_MS)
    })
    expect(commits).toBe(1)
    expect(market.quotes[7].now_price).toBe('5.55')
  })

  it('ignores ticks for symbols it does not know', async () => {
    receiveTick(tick(999, '1'))
    jest.advanceTimersByTime(COMMIT_INTERVAL_MS)
    expect(market.quotes[999]).toBeUndefined()
  })

  it('lets a REST snapshot win over ticks still waiting', async () => {
    receiveTick(tick(3, '9.99'))
    replaceQuotes([{ ...match(3), now_price: '3.33' }])
    jest.advanceTimersByTime(COMMIT_INTERVAL_MS)
    expect(market.quotes[3].now_price).toBe('3.33')
  })
})
