import type { Candle } from '@wire/market'
import { mergeLive, mergePage } from '@/hooks/useCandles'

const c = (time: number, close: string): Candle => ({
  time,
  open: '1',
  high: close,
  low: '1',
  close,
  volume: '1',
})

describe('joining live candles onto history', () => {
  const history = [c(0, '1'), c(60000, '2'), c(120000, '3')]

  it('updates the current candle when the live one has its time', () => {
    const next = mergeLive(history, c(120000, '3.5'))
    expect(next.map((x) => [x.time, x.close])).toEqual([
      [0, '1'],
      [60000, '2'],
      [120000, '3.5'],
    ])
  })

  it('appends the next candle, and ignores one older than the last', () => {
    expect(mergeLive(history, c(180000, '4')).map((x) => x.time)).toEqual([
      0, 60000, 120000, 180000,
    ])
    expect(mergeLive(history, c(60000, '9'))).toBe(history)
  })

  it('merges an older page or a refetch without duplicates, newer rows winning', () => {
    const page = [c(-60000, '0.5'), c(0, '1.1'), c(120000, '3.2'), c(180000, '4')]
    const merged = mergePage(history, page)
    expect(merged.map((x) => x.time)).toEqual([-60000, 0, 60000, 120000, 180000])
    expect(merged.find((x) => x.time === 120000)?.close).toBe('3.2')
  })
})
