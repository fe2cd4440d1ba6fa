// The text of the OHLC read-out and of the value legends: exact decimals from the candle strings
// (cut with the symbol's precision, never rounded through a float) and local times.
import type { Candle } from '@wire/market'
import { formatInstant } from '@/utils/dates'
import { changeRate, compact, fixed, priceTrend, thousands, type PriceTrend } from '@/utils/format'
import type { Line } from '@/utils/indicators'

const DAY = 86_400_000

/** Intraday candles show the clock time; daily and longer ones only the date. */
export type TimeStyle = 'minute' | 'day'

export function timeStyle(times: readonly number[]): TimeStyle {
  // the smallest gap among the newest candles is the period (older gaps may span closed markets)
  let gap = Infinity
  for (let i = Math.max(1, times.length - 5); i < times.length; i++) {
    gap = Math.min(gap, times[i] - times[i - 1])
  }
  return gap !== Infinity && gap >= DAY ? 'day' : 'minute'
}

/** 'MM-DD HH:mm' (with `full`: 'YYYY-MM-DD HH:mm') for intraday, 'YYYY-MM-DD' for days. */
export function formatTime(ms: number, style: TimeStyle, full = false): string {
  if (style === 'day') return formatInstant(ms, 'YYYY-MM-DD')
  return formatInstant(ms, full ? 'YYYY-MM-DD HH:mm' : 'MM-DD HH:mm')
}

/** A decimal string cut to `precision` decimals, as an integer count of 10^-precision. */
function scaled(value: string, precision: number): bigint {
  const text = fixed(value, precision)
  const negative = text.startsWith('-')
  const units = BigInt(text.replace('-', '').replace('.', ''))
  return negative ? -units : units
}

function unscaled(units: bigint, precision: number): string {
  const negative = units < BigInt(0)
  const digits = (negative ? -units : units).toString().padStart(precision + 1, '0')
  const int = precision > 0 ? digits.slice(0, -precision) : digits
  const frac = precision > 0 ? `.${digits.slice(-precision)}` : ''
  return `${negative ? '-' : ''}${int}${frac}`
}

/** a - b, exactly, with `precision` decimals ('+' on a rise). */
export function priceDiff(a: string, b: string, precision: number): string {
  const p = Math.max(0, Math.trunc(precision))
  const diff = scaled(a, p) - scaled(b, p)
  return `${diff > BigInt(0) ? '+' : ''}${unscaled(diff, p)}`
}

/** (a - b) / b as a signed percent with 2 decimals ('+1.23%'); 0.00% when b is 0. */
export function changePercent(a: string, b: string, precision: number): string {
  const p = Math.max(0, Math.trunc(precision))
  const base = scaled(b, p)
  if (base === BigInt(0)) return changeRate('0')
  // in integers, as every change the app shows: 8 decimals of percent, cut to 2 by changeRate
  const percent = ((scaled(a, p) - base) * BigInt(10) ** BigInt(10)) / base
  return changeRate(unscaled(percent, 8))
}

export interface Readout {
  time: string
  open: string
  high: string
  low: string
  close: string
  /** against the previous candle's close (the first loaded candle: its own open) */
  change: string
  rate: string
  trend: PriceTrend
  volume: string
}

/** The read-out of candle `index`, or null when there is no such candle. */
export function readout(
  candles: readonly Candle[],
  index: number,
  precision: number,
  style: TimeStyle,
): Readout | null {
  const c = candles[index]
  if (!c) return null
  const base = index > 0 ? candles[index - 1].close : c.open
  const change = priceDiff(c.close, base, precision)
  return {
    time: formatTime(c.time, style, true),
    open: thousands(c.open, precision),
    high: thousands(c.high, precision),
    low: thousands(c.low, precision),
    close: thousands(c.close, precision),
    change: `${change.startsWith('+') ? '+' : ''}${thousands(change, precision)}`,
    rate: changePercent(c.close, base, precision),
    trend: priceTrend(change),
    volume: compact(c.volume),
  }
}

/** An indicator value for a legend: '--' where it is not defined yet. */
export function lineValue(line: Line, index: number, decimals: number): string {
  const v = line[index]
  return v === null || v === undefined || !Number.isFinite(v)
    ? '--'
    : thousands(v.toFixed(12), decimals)
}
