import type { Match } from '@wire/market'
import { matchesQuery, NEW_LISTING_MS, selectMatches, topMovers } from '@/utils/marketLists'

const NOW = Date.UTC(2026, 10, 21)

function m(id: number, over: Partial<Match>): Match {
  return {
    id,
    currency_id: id,
    legal_id: 3,
    currency_name: `C${id}`,
    legal_name: 'USDT',
    symbol: `C${id}/USDT`,
    full_name: `Coin ${id}`,
    currency_type: 2,
    now_price: '1',
    change: '0.00',
    volume: '0',
    turnover: '0',
    high: '1',
    low: '1',
    yesterday_close: '1',
    today_open: '1',
    market_cap: null,
    price_precision: 2,
    qty_precision: 2,
    listed_at: 0,
    logo: '',
    open_microtrade: 1,
    open_coin_trade: 1,
    open_lever: 1,
    micro_trade_fee: '0.001',
    sort: id,
    ...over,
  }
}

const btc = m(1, {
  currency_name: 'BTC',
  symbol: 'BTC/USDT',
  full_name: 'Bitcoin',
  change: '+2.50',
  market_cap: '1200000000000',
})
const eth = m(2, {
  currency_name: 'ETH',
  symbol: 'ETH/USDT',
  full_name: 'Ethereum',
  change: '-1.20',
  market_cap: '400000000000',
})
const fresh = m(3, {
  currency_name: 'NEW',
  symbol: 'NEW/USDT',
  full_name: 'Fresh Coin',
  change: '+9.00',
  market_cap: '5000000',
  listed_at: NOW - 5 * 86400000,
})
const older = m(4, {
  currency_name: 'OLD',
  symbol: 'OLD/USDT',
  full_name: 'Older Coin',
  change: '0.00',
  listed_at: NOW - NEW_LISTING_MS - 1,
})
const aapl = m(5, {
  currency_name: 'AAPL',
  symbol: 'AAPL/USD',
  full_name: 'Apple Inc.',
  currency_type: 3,
  change: '+0.40',
})
const gold = m(6, {
  currency_name: 'XAU',
  symbol: 'XAU/USD',
  full_name: 'Gold',
  currency_type: 4,
  turnover: '900',
})
const oil = m(7, {
  currency_name: 'CL',
  symbol: 'CL/USD',
  full_name: 'Crude Oil',
  currency_type: 4,
  turnover: '1200',
})
const all = [btc, eth, fresh, older, aapl, gold, oil]

describe('Market lists', () => {
  it('shows one symbol type in the server order', () => {
    expect(selectMatches(all, { type: 2, list: 'all', now: NOW }).map((r) => r.id)).toEqual([
      1, 2, 3, 4,
    ])
    expect(selectMatches(all, { type: 3, list: 'all', now: NOW }).map((r) => r.id)).toEqual([5])
  })

  it('ranks gainers by change, market size by cap or, without one, by turnover', () => {
    expect(selectMatches(all, { type: 2, list: 'gainers', now: NOW }).map((r) => r.id)).toEqual([
      3, 1, 4, 2,
    ])
    expect(selectMatches(all, { type: 2, list: 'cap', now: NOW }).map((r) => r.id)).toEqual([
      1, 2, 3, 4,
    ])
    expect(selectMatches(all, { type: 4, list: 'cap', now: NOW }).map((r) => r.id)).toEqual([7, 6])
  })

  it('lists only recent listings as new, newest first', () => {
    expect(selectMatches(all, { type: 2, list: 'new', now: NOW }).map((r) => r.id)).toEqual([3])
  })

  it('searches every type by code, symbol or name, ignoring case, slashes and spaces', () => {
    expect(
      selectMatches(all, { type: 5, list: 'all', query: 'btc', now: NOW }).map((r) => r.id),
    ).toEqual([1])
    expect(
      selectMatches(all, { type: 2, list: 'all', query: 'aapl', now: NOW }).map((r) => r.id),
    ).toEqual([5])
    expect(matchesQuery(eth, 'eth usdt')).toBe(true)
    expect(matchesQuery(eth, 'ETH/USDT')).toBe(true)
    expect(matchesQuery(gold, 'gold')).toBe(true)
    expect(matchesQuery(gold, 'silver')).toBe(false)
  })

  it('names the biggest movers either way, leaving out the unchanged', () => {
    expect(topMovers(all, 'up', 2).map((r) => r.id)).toEqual([3, 1])
    expect(topMovers(all, 'down').map((r) => r.id)).toEqual([2])
  })
})
