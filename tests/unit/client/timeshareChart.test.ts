// The Trade tab's time-share chart: the last price is marked by a dashed line whose value is a tag
// on the price axis, right of the plot, where it cannot cover the line it marks (issue 10).
import type { Candle } from '@wire/market'
import { timeshareOption } from '@/components/TimeshareChart/option'
import { labelWidth } from '@/components/KlineChart/option'
import { PRICE_COLORS } from '@/utils/format'

const candles: Candle[] = [93000, 95500, 94200, 93816.69].map((close, i) => ({
  time: Date.UTC(2030, 0, 1, 16, i),
  open: String(close),
  high: String(close),
  low: String(close),
  close: String(close),
  volume: '1',
}))

type MarkLine = {
  label: { position: string; color: string; backgroundColor: string; formatter: () => string }
  data: { yAxis: number }[]
}

it('tags the last price on the axis in the trend colour, grouped, right of the plot', () => {
  const width = labelWidth([95500], 2)
  const option = timeshareOption({
    candles,
    change: '-1.34',
    last: '93816.69',
    precision: 2,
    daily: false,
    labelWidth: width,
  })
  const [line] = option.series as { markLine: MarkLine }[]
  const { label, data } = line.markLine
  expect(data).toEqual([{ yAxis: 93816.69 }])
  expect(label.formatter()).toBe('93,816.69')
  // 'end' is past the line's end: in the grid's right margin, which the price labels own
  expect(label.position).toBe('end')
  expect(label.backgroundColor).toBe(PRICE_COLORS.down)
  expect(label.color).toBe('#fff')
  expect(option.grid).toMatchObject({ right: width })
})
