import {
  balance,
  changeRate,
  compact,
  fixed,
  grouped,
  PRICE_COLORS,
  priceColor,
  priceTrend,
  setNumberLocale,
  thousands,
  upTo4,
} from '@/utils/format'
import { toPlain } from '@common/decimalText'
import { LANGS } from '@wire/lang'

// Inputs every formatter must refuse (SPEC §9: empty or non-numeric gives 0.00).
const INVALID: unknown[] = [
  null,
  undefined,
  '',
  '   ',
  'abc',
  '1,000',
  '12abc',
  '0x10',
  '1 000',
  'NaN',
  'Infinity',
  '-Infinity',
  NaN,
  Infinity,
  -Infinity,
  '.',
  '-',
  '+',
  '1e',
  'e5',
  '--1',
  '1.2.3',
  '١٢',
  true,
  {},
  [],
  ['1'],
]

describe('toPlain', () => {
  it.each([
    ['12.50', '12.5'],
    ['-12.5', '-12.5'],
    ['+3', '3'],
    ['  7.0\n', '7'],
    ['007', '7'],
    ['0.00001', '0.00001'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['-0', '0'],
    ['-0.000', '0'],
    ['1.5e3', '1500'],
    ['25E-3', '0.025'],
    ['-1.2e+2', '-120'],
    ['12345678901234567890.123456789', '12345678901234567890.123456789'],
  ])('reads the string %p as %p', (input, expected) => {
    expect(toPlain(input)).toBe(expected)
  })

  it.each([
    [1e-7, '0.0000001'],
    [1.5e-7, '0.00000015'],
    [1.5e21, '1500000000000000000000'],
    [-2.5e-7, '-0.00000025'],
    [0.1, '0.1'],
    [0.29, '0.29'],
    [-0, '0'],
    [123.456, '123.456'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
  ])('turns the number %p into its exact text %p', (input, expected) => {
    expect(toPlain(input)).toBe(expected)
  })

  it('accepts bigint', () => {
    expect(toPlain(-12n)).toBe('-12')
  })

  it.each(INVALID)('gives null for %p', (input) => {
    expect(toPlain(input)).toBeNull()
  })

  it('refuses an exponent that would expand to an absurd number of digits', () => {
    expect(toPlain('1e999999999')).toBeNull()
    expect(toPlain('1e-999999999')).toBeNull()
  })
})

describe('fixed', () => {
  it.each<[unknown, number | undefined, string]>([
    ['1.239', undefined, '1.23'],
    ['1.999', undefined, '1.99'],
    ['5', undefined, '5.00'],
    ['5.9', 0, '5'],
    ['0.5', 0, '0'],
    ['1.2', 4, '1.2000'],
    ['1.23456789', 6, '1.234567'],
    ['-1.239', undefined, '-1.23'],
    ['-1.999', 0, '-1'],
    [0.29, undefined, '0.29'],
    ['0.29', undefined, '0.29'],
    [1.005, undefined, '1.00'],
    [4.35, 1, '4.3'],
    ['12345678901234567890.129', undefined, '12345678901234567890.12'],
    [1e21, undefined, '1000000000000000000000.00'],
    [1e-7, 8, '0.00000010'],
  ])('fixed(%p, %p) is %p', (input, precision, expected) => {
    expect(precision === undefined ? fixed(input) : fixed(input, precision)).toBe(expected)
  })

  it.each(['-0.001', '-0.009', -0.004, '-0', '-0.00'])('never shows -0.00 (%p)', (input) => {
    expect(fixed(input)).toBe('0.00')
    expect(fixed(input, 0)).toBe('0')
  })

  it.each(INVALID)('gives 0.00 for %p', (input) => {
    expect(fixed(input)).toBe('0.00')
  })

  it('treats a nonsensical precision as the nearest sensible one', () => {
    expect(fixed('1.239', -1)).toBe('1')
    expect(fixed('1.239', 1.9)).toBe('1.2')
    expect(fixed('1.239', NaN)).toBe('1.23')
  })
})

describe('compact', () => {
  it.each([
    ['1234567', '1.2M'],
    ['1999999', '1.9M'],
    ['1000000.1', '1.0M'],
    ['1500000000', '1,500.0M'],
    ['1000000', '1,000.0K'],
    ['1500', '1.5K'],
    ['1999.99', '1.9K'],
    ['1000.01', '1.0K'],
    ['1000', '1,000.0000'],
    ['999.123456', '999.1234'],
    ['0', '0.0000'],
    ['0.00009', '0.0000'],
    ['-2500', '-2.5K'],
    ['-1234567', '-1.2M'],
    ['-1000', '-1,000.0000'],
    ['-0.00001', '0.0000'],
  ])('shows %p as %p', (input, expected) => {
    expect(compact(input)).toBe(expected)
  })

  it('handles numbers beyond double precision as text, grouped', () => {
    expect(compact(1e21)).toBe('1,000,000,000,000,000.0M')
    expect(compact('98765432109876543210')).toBe('98,765,432,109,876.5M')
  })

  it.each(INVALID)('gives 0.00 for %p', (input) => {
    expect(compact(input)).toBe('0.00')
  })
})

describe('thousands', () => {
  it.each([
    ['1234567.891', '1,234,567.89'],
    ['-1234', '-1,234.00'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['123456', '123,456.00'],
    ['0.999', '0.99'],
    ['-0.001', '0.00'],
    ['1234567890123456789012', '1,234,567,890,123,456,789,012.00'],
  ])('shows %p as %p', (input, expected) => {
    expect(thousands(input)).toBe(expected)
  })

  it.each(INVALID)('gives 0.00 for %p', (input) => {
    expect(thousands(input)).toBe('0.00')
  })
})

describe('upTo4', () => {
  it.each([
    ['1.5', '1.50'],
    ['1.23456', '1.2345'],
    ['1.2300', '1.23'],
    ['1.23009', '1.23'],
    ['1.00009', '1.00'],
    ['2', '2.00'],
    ['0.12345', '0.1234'],
    ['1234567.5', '1234567.50'],
    ['-1.23456', '-1.2345'],
    ['-0.00001', '0.00'],
  ])('shows %p as %p', (input, expected) => {
    expect(upTo4(input)).toBe(expected)
  })

  it.each(INVALID)('gives 0.00 for %p', (input) => {
    expect(upTo4(input)).toBe('0.00')
  })
})

describe('price colour', () => {
  it('uses green for positive, grey for zero and red for negative', () => {
    expect(PRICE_COLORS).toEqual({ up: '#0ecb81', flat: '#8a8d99', down: '#f6465d' })
  })

  it.each<[unknown, 'up' | 'flat' | 'down']>([
    ['0.01', 'up'],
    [3, 'up'],
    ['0.00000001', 'up'],
    ['0', 'flat'],
    ['-0.00', 'flat'],
    [-0, 'flat'],
    ['', 'flat'],
    ['abc', 'flat'],
    [null, 'flat'],
    ['-0.01', 'down'],
    [-5, 'down'],
  ])('%p is %p', (input, trend) => {
    expect(priceTrend(input)).toBe(trend)
    expect(priceColor(input)).toBe(PRICE_COLORS[trend])
  })
})

describe('changeRate', () => {
  it.each([
    ['+1.234', '+1.23%'],
    ['1.5', '+1.50%'],
    ['-0.509', '-0.50%'],
    ['0', '0.00%'],
    ['-0.001', '0.00%'],
    ['', '0.00%'],
    ['abc', '0.00%'],
  ])('%s -> %s', (input, out) => {
    expect(changeRate(input)).toBe(out)
  })
})

// the app's codes that are not BCP 47 tags (locales/index.ts, which needs Taro, maps the same)
const TAGS: Partial<Record<string, string>> = { zh: 'zh-CN', hk: 'zh-HK' }

describe('numbers in the active language', () => {
  afterEach(() => setNumberLocale('en'))

  it.each([
    ['en', '1234567.891', 2, '1,234,567.89'],
    ['de', '1234567.891', 2, '1.234.567,89'],
    ['fr', '-1234.5', 1, '-1\u202f234,5'],
    ['ru', '1234567', 0, '1\u00a0234\u00a0567'],
    ['hi', '1234567.5', 2, '12,34,567.50'],
    ['hi', '123', 2, '123.00'],
    ['ar', '130000', 0, '130,000'],
    ['tr', '999', 3, '999,000'],
  ] as const)('%s writes %p with %p decimals as %p', (lang, input, places, expected) => {
    setNumberLocale(lang)
    expect(thousands(input, places)).toBe(expected)
  })

  it('agrees with Intl for every language (Latin digits, grouping always on)', () => {
    for (const lang of LANGS) {
      setNumberLocale(lang)
      const intl = new Intl.NumberFormat(TAGS[lang] ?? lang, {
        numberingSystem: 'latn',
        useGrouping: true,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
      expect([lang, thousands('1234567.25')]).toEqual([lang, intl.format(1234567.25)])
    }
  })

  it('marks decimals the same way in every formatter', () => {
    setNumberLocale('de')
    expect(compact('1234567')).toBe('1,2M')
    expect(compact('12.5')).toBe('12,5000')
    expect(upTo4('1234.5')).toBe('1234,50')
    expect(changeRate('1.5')).toBe('+1,50%')
    expect(grouped('20')).toBe('20')
    expect(grouped('12345.678')).toBe('12.345,678')
    expect(balance('12345.5')).toBe('12.345,50')
    expect(thousands('abc')).toBe('0,00')
    // plain text for fields: never localised
    expect(fixed('1234.5', 2)).toBe('1234.50')
  })
})

describe('balance', () => {
  it('keeps at least 2 decimals and every decimal beyond them, never rounding', () => {
    setNumberLocale('en')
    expect(balance('179.5')).toBe('179.50')
    expect(balance('0')).toBe('0.00')
    expect(balance('0.12345678')).toBe('0.12345678')
    expect(balance('1234567.10')).toBe('1,234,567.10')
    expect(balance('x')).toBe('0.00')
  })
})

// Issue 47 item 3: the ledger keeps more decimals than a coin is counted in ("811.098 USDT").
describe("at the coin's or the symbol's places", () => {
  it("writes money no finer than the coin's places, cut toward zero", () => {
    setNumberLocale('en')
    expect(balance('811.098', 2)).toBe('811.09')
    expect(balance('800.73906', 2)).toBe('800.73')
    expect(balance('0.5', 8)).toBe('0.50')
    expect(balance('0.123456789', 8)).toBe('0.12345678')
    expect(balance('0.005', 2)).toBe('0.00')
    expect(balance('1234.5', 0)).toBe('1,234')
    setNumberLocale('de')
    expect(balance('12345.678', 2)).toBe('12.345,67')
  })

  it('rounds a limit away from zero when asked, and pads to the places', () => {
    setNumberLocale('en')
    expect(thousands('41708.33333334', 2)).toBe('41,708.33')
    expect(thousands('41708.33333334', 2, 'up')).toBe('41,708.34')
    expect(thousands('41708.33', 2, 'up')).toBe('41,708.33')
    expect(thousands('108973', 2, 'up')).toBe('108,973.00')
    expect(thousands('0.99999', 0, 'up')).toBe('1')
    expect(thousands('abc', 2, 'up')).toBe('0.00')
  })
})
