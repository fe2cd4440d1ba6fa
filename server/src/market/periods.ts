// Candle periods as numbered intervals: fixed-length ones counted from the epoch, weeks from a
// Monday, months by the UTC calendar. Every boundary is a whole minute, hence a grid step at which
// every symbol ticks.
import { DAY, inUtc, MINUTE } from '../infra/clock'
import type { Period } from '@wire/market'

export interface PeriodGrid {
  /** the number of the candle that contains `timeMs` */
  index(timeMs: number): number
  /** opening time of candle `index` (ms) */
  start(index: number): number
  /** nominal length, for sampling; calendar months vary around it */
  nominalMs: number
}

function fixed(ms: number, offset = 0): PeriodGrid {
  return {
    index: (t) => Math.floor((t - offset) / ms),
    start: (i) => i * ms + offset,
    nominalMs: ms,
  }
}

// 1970-01-01 was a Thursday; the first Monday came four days later.
const FIRST_MONDAY = 4 * DAY

// Month 0 is January 1970; counted from year and month rather than with diff(), which truncates
// toward zero and would merge December 1969 into month 0.
const EPOCH = inUtc(0)

const months: PeriodGrid = {
  index(t) {
    const d = inUtc(t)
    return (d.year() - EPOCH.year()) * 12 + d.month()
  },
  start: (i) => EPOCH.add(i, 'month').valueOf(),
  nominalMs: 30 * DAY,
}

export const PERIOD_GRIDS: Readonly<Record<Period, PeriodGrid>> = {
  '1min': fixed(MINUTE),
  '5min': fixed(5 * MINUTE),
  '15min': fixed(15 * MINUTE),
  '30min': fixed(30 * MINUTE),
  '60min': fixed(60 * MINUTE),
  '1day': fixed(DAY),
  '1week': fixed(7 * DAY, FIRST_MONDAY),
  '1mon': months,
}

/** Opening time of the candle after `index`, i.e. the end of this one. */
export function endOf(grid: PeriodGrid, index: number): number {
  return grid.start(index + 1)
}
