// Countdown helper (SPEC §9). The server sends times in seconds in some places and milliseconds in
// others, so the unit is guessed from the size of the number. The parts and the clock text are
// duration formats and live with the other formatters in dates.ts.
import { splitDuration, type Countdown } from './dates'

export { splitDuration, type Countdown }

// Seconds only reach 11 digits in the year 2286, while milliseconds have had 13 since 2001: any
// integer part longer than 10 digits is therefore already milliseconds.
const MS_THRESHOLD = 1e10

export function toMillis(t: number): number {
  if (Math.abs(t) >= MS_THRESHOLD) return t
  // Rounded because a fractional second such as 1.001 * 1000 is not exact in binary.
  return Math.round(t * 1000)
}

/** Time left until `end` (seconds or ms); `now` is always ms. */
export function countdown(end: number, now: number = Date.now()): Countdown {
  return splitDuration(toMillis(end) - now)
}
