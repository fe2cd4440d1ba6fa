// The k-line's read-out texts (prices, changes, times, indicator values) and the chart pages'
// parameters: pure functions, exact to the last digit of a price.
import { parseKlineParams, periodLabel } from '@/components/KlineChart/params'
import {
  changePercent,
  formatTime,
  lineValue,
  priceDiff,
  readout,
  timeStyle,
} from '@/components/KlineChart/readout'
import { MIN, candles } from './klineCandles'

describe('read-out', () => {
  it('subtracts prices exactly, at the symbol precision', () => {
    // as floats 100.3 - 100.1 = 0.19999999999998863, which a cut to 1 decimal shows as 0.1
    expect(priceDiff('100.3', '100.1', 1)).toBe('+0.2')
    expect(priceDiff('0.00012', '0.00015', 5)).toBe('-0.00003')
    expect(priceDiff('5', '5', 2)).toBe('0.00')
    expect(changePercent('101.23', '100', 2)).toBe('+1.23%')
    expect(changePercent('99', '100', 2)).toBe('-1.00%')
    expect(changePercent('1', '0', 2)).toBe('0.00%')
  })

  it('computes the read-out’s change exactly, to the last digit of the price', () => {
    expect(changePercent('0.3', '0.1', 1)).toBe('+200.00%')
    expect(changePercent('123456789.123', '123456789.122', 3)).toBe('0.00%')
    expect(changePercent('1.005', '1', 3)).toBe('+0.50%')
  })

  it('shows a candle against the previous close, the first one against its open', () => {
    const list = candles(3)
    expect(readout(list, 1, 2, 'minute')).toMatchObject({
      open: '101.00',
      high: '102.25',
      low: '100.75',
      close: '102.00',
      change: '+1.00',
      rate: '+0.99%',
      trend: 'up',
      volume: '11.0000',
    })
    expect(readout(list, 0, 2, 'minute')).toMatchObject({ change: '+1.00', rate: '+1.00%' })
    expect(readout(list, 3, 2, 'minute')).toBeNull()
  })

  it('formats intraday times with the clock and days with the date (local time)', () => {
    const at = new Date(2026, 2, 7, 9, 5).getTime()
    expect(formatTime(at, 'minute')).toBe('03-07 09:05')
    expect(formatTime(at, 'minute', true)).toBe('2026-03-07 09:05')
    expect(formatTime(at, 'day')).toBe('2026-03-07')
    expect(timeStyle([0, MIN, 2 * MIN])).toBe('minute')
    expect(timeStyle([0, 86_400_000, 2 * 86_400_000])).toBe('day')
  })

  it('shows indicator values cut to the decimals asked, -- where undefined', () => {
    expect(lineValue([null, 0.1 + 0.2], 1, 2)).toBe('0.30')
    expect(lineValue([null, 1], 0, 2)).toBe('--')
  })
})

describe('page parameters', () => {
  it('needs a positive whole match_id and defaults to 15min and MACD', () => {
    expect(parseKlineParams({ match_id: '7' })).toEqual({
      matchId: 7,
      period: '15min',
      indicator: 'MACD',
    })
    expect(parseKlineParams({ match_id: '7', period: '1week', indicator: 'KDJ' })).toEqual({
      matchId: 7,
      period: '1week',
      indicator: 'KDJ',
    })
    for (const match_id of [undefined, '', '0', '-3', '1.5', 'abc', '1e3']) {
      expect(parseKlineParams({ match_id }).matchId).toBeNull()
    }
    expect(parseKlineParams({ match_id: '2', period: '2min' }).period).toBe('15min')
  })

  it('names the periods through the kline keys', () => {
    const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${String(o.n)}` : key)
    expect(periodLabel('1min', t)).toBe('kline.minutes:1')
    expect(periodLabel('30min', t)).toBe('kline.minutes:30')
    expect(periodLabel('60min', t)).toBe('kline.hour')
    expect(periodLabel('1day', t)).toBe('kline.day')
    expect(periodLabel('1week', t)).toBe('kline.week')
    expect(periodLabel('1mon', t)).toBe('kline.month')
  })
})
