// Purchase window of SPEC §4. The results are the spec's numeric codes, which screens test for.
import { toMillis } from './countdown'

/**
 * 2 before `start` (not yet started); inside [start, end] 0 when `flag` is 0, otherwise 1;
 * 0 after `end`. `start` and `end` may be seconds or milliseconds, `now` is milliseconds.
 */
export function purchaseWindow(
  flag: number,
  start: number,
  end: number,
  now: number = Date.now(),
): 0 | 1 | 2 {
  const from = toMillis(start)
  const to = toMillis(end)
  // A missing time must not read as an open window.
  if (!Number.isFinite(from) || !Number.isFinite(to)) return 0
  if (now < from) return 2
  if (now > to) return 0
  return flag === 0 ? 0 : 1
}
