// Price axis labels with as many decimals as the step between them needs: '130,000' rather than
// '130000.00' on a step of 500, '1.0855' on a step of 0.0005. ECharts hands a label formatter one
// value and no step, so the step is estimated from the prices in view the way ECharts picks it; a
// label whose value needs more decimals than the estimate (after a zoom) still gets them, so no
// digit that matters is ever cut.
import { thousands } from '@/utils/format'

/** Decimals `value` needs once rounded to `max`: 130000 → 0, 0.25 → 2, 1.0855 → 4. */
export function decimalsNeeded(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0
  const frac = Math.abs(value).toFixed(Math.max(0, max)).split('.')[1] ?? ''
  return frac.replace(/0+$/, '').length
}

/** The round step ECharts takes for `span` over `splits` intervals: 1, 2, 3 or 5 × 10^k. */
export function niceStep(span: number, splits: number): number {
  const raw = span / Math.max(1, splits)
  if (!(raw > 0) || !Number.isFinite(raw)) return 0
  const exp10 = 10 ** Math.floor(Math.log10(raw))
  const f = raw / exp10
  const nf = f < 1.5 ? 1 : f < 2.5 ? 2 : f < 4 ? 3 : f < 7 ? 5 : 10
  return nf * exp10
}

/** One label: at most the symbol's `precision` decimals, and no more than step or value need. */
export function priceAxisLabel(value: number, step: number, precision: number): string {
  const p = Math.max(0, Math.trunc(precision))
  const places = Math.min(p, Math.max(decimalsNeeded(step, p), decimalsNeeded(value, p)))
  return thousands(value.toFixed(p), places)
}
