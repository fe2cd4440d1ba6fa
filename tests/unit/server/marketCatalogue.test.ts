// What the simulated market lists, and the exact decimal helpers its numbers go through.
import { CURRENCIES, LONG_AGO, SYMBOLS } from '../../../server/src/market/catalogue'
import { levelSpacing } from '../../../server/src/market/depth'
import { simSymbols } from '../../../server/src/market/symbols'
import { formatUnits, parseUnits, percentChange, product } from '../../../server/src/market/units'

const symbols = simSymbols('tradeapp').map((s) => s.info)
const currency = (code: string) => CURRENCIES.find((c) => c.code === code)

describe('catalogue', () => {
  it('lists at least 40 symbols of the four kinds', () => {
    expect(symbols.length).toBeGreaterThanOrEqual(40)
    const count = (type: number) => symbols.filter((s) => s.currency_type === type).length
    expect(count(2)).toBeGreaterThanOrEqual(14)
    expect(count(3)).toBeGreaterThanOrEqual(10)
    expect(count(4)).toBeGreaterThanOrEqual(8)
    expect(count(5)).toBeGreaterThanOrEqual(8)
  })

  it('keeps the coin ids of the spec and stable match ids', () => {
    expect([1, 2, 3, 5].map((id) => CURRENCIES.find((c) => c.id === id)?.code)).toEqual([
      'BTC',
      'ETH',
      'USDT',
      'USDC',
    ])
    // 4 is unused and 6 is the bank-transfer route: neither is a currency.
    expect(CURRENCIES.some((c) => c.id === 4 || c.id === 6)).toBe(false)
    expect(CURRENCIES.filter((c) => c.id > 6).every((c) => c.id >= 7)).toBe(true)
    expect(new Set(CURRENCIES.map((c) => c.id)).size).toBe(CURRENCIES.length)
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length)
    expect(symbols.map((s) => s.id)).toEqual(symbols.map((_, i) => i + 1))
    expect(symbols.slice(0, 2).map((s) => s.symbol)).toEqual(['BTC/USDT', 'ETH/USDT'])
  })

  it('quotes digital currencies in USDT, stocks and futures in USD, pairs in their quote', () => {
    for (const s of symbols) {
      if (s.currency_type === 2) expect([s.symbol, s.legal_id]).toEqual([s.symbol, 3])
      if (s.currency_type === 3 || s.currency_type === 4) {
        expect([s.symbol, s.legal_name]).toEqual([s.symbol, 'USD'])
      }
      expect(s.symbol).toBe(`${s.currency_name}/${s.legal_name}`)
    }
    expect(symbols.find((s) => s.symbol === 'USD/JPY')?.price_precision).toBe(3)
    expect(symbols.find((s) => s.symbol === 'EUR/USD')?.price_precision).toBe(5)
    expect(currency('USD')?.id).toBe(7)
  })

  it('names symbols so that a compacted symbol finds exactly one', () => {
    const compact = symbols.map((s) => s.symbol.replace('/', '').toLowerCase())
    expect(new Set(compact).size).toBe(symbols.length)
  })

  it('lists a few digital currencies as new in September to November 2026, the rest long ago', () => {
    const fresh = SYMBOLS.flatMap((s) => (s.listedAt === undefined ? [] : [[s.type, s.listedAt]]))
    expect(fresh.length).toBeGreaterThanOrEqual(3)
    expect(fresh.length).toBeLessThanOrEqual(5)
    for (const [type, listedAt] of fresh) {
      expect([type, listedAt >= '2026-09-01' && listedAt < '2026-11-21']).toEqual([2, true])
    }
    const old = symbols.filter((s) => !s.listing_known).map((s) => s.listed_at)
    expect(new Set(old)).toEqual(new Set([Date.parse(LONG_AGO)]))
    // 1000 monthly candles before today need a listing before March 1943.
    expect(Date.parse(LONG_AGO)).toBeLessThan(Date.parse('1943-03-01'))
  })

  it('gives digital currencies and stocks a supply and tokens their contracts', () => {
    for (const s of symbols) {
      const base = currency(s.currency_name)
      const needs = s.currency_type === 2 || s.currency_type === 3
      expect([s.symbol, base?.circulating !== undefined]).toEqual([s.symbol, needs])
    }
    expect(currency('USDT')?.networks?.map((n) => n.network)).toEqual(['TRC20', 'ERC20'])
    expect(currency('BTC')?.networks).toBeUndefined()
  })

  it('seconds-trades most symbols at the default fee', () => {
    expect(symbols.filter((s) => s.open_microtrade === 1).length).toBeGreaterThan(
      symbols.length / 2,
    )
    expect(
      symbols.filter((s) => s.currency_type === 2).every((s) => s.micro_trade_fee === '0.001'),
    ).toBe(true)
  })
})

describe('decimal helpers', () => {
  it.each([
    [6000012, 2, '60000.12'],
    [5, 8, '0.00000005'],
    [1234, 8, '0.00001234'],
    [123, 0, '123'],
    [0, 3, '0.000'],
    [-150, 2, '-1.50'],
    [10n ** 20n, 4, '10000000000000000.0000'],
  ])('formatUnits(%p, %p) = %p', (units, decimals, text) => {
    expect(formatUnits(units, decimals)).toBe(text)
  })

  it('refuses counts a float cannot hold exactly', () => {
    expect(() => formatUnits(2 ** 53 + 2, 2)).toThrow(RangeError)
    expect(() => formatUnits(0.5, 2)).toThrow(RangeError)
    expect(parseUnits('0.3', 1)).toBe(3)
    expect(() => parseUnits('0.35', 1)).toThrow(RangeError)
  })

  it.each([
    ['100', '101.234', '+1.23'],
    ['100', '99.5', '-0.50'],
    ['100', '100.004', '0.00'],
    ['100', '99.996', '0.00'],
    ['0.00001000', '0.00001234', '+23.40'],
    ['0.1', '0.3', '+200.00'],
  ])('percentChange(%p, %p) = %p', (from, to, change) => {
    expect(percentChange(from, to)).toBe(change)
  })

  it('multiplies without float artefacts', () => {
    expect(product('0.1', '0.2', 2)).toBe('0.02')
    expect(product('0.00001841', '589250000000000')).toBe('10848092500.00')
  })

  it('spaces depth levels by a round number of ticks, never less than one', () => {
    expect(levelSpacing(1234)).toBe(1)
    expect(levelSpacing(9_500_000)).toBe(500)
    expect(levelSpacing(108_000)).toBe(10)
    expect(levelSpacing(21_000)).toBe(2)
  })
})
