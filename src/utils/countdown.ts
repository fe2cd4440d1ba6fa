// Countdown helper (SPEC §9). The server sends times in seconds in some places and milliseconds in
// others, so the unit is guessed from the size of the number.

// Seconds only reach 11 digits in the year 2286, while milliseconds have had 13 since 2001: any
// integer part longer than 10 digits is therefore already milliseconds.
const MS_THRESHOLD = 1e10

export function toMillis(t: number): number {
  if (Math.abs(t) >= MS_THRESHOLD) return t
  // Rounded because a fractional second such as 1.001 * 1000 is not exact in binary.
  return Math.round(t * 1000)
}

export interface Countdown {
  days: string
  hours: string
  minutes: string
  seconds: string
  totalMs: number
  done: boolean
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const pad = (n: number): string => String(n).padStart(2, '0')

/**
 * Splits a remaining duration. Parts are floored, so the display reaches 00 only when the time is
 * really up to the second below; a negative or unreadable duration counts as finished.
 */
export function splitDuration(ms: number): Countdown {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0
  return {
    days: pad(Math.floor(total / DAY)),
    hours: pad(Math.floor((total % DAY) / HOUR)),
    minutes: pad(Math.floor((total % HOUR) / MINUTE)),
    seconds: pad(Math.floor((total % MINUTE) / SECOND)),
    totalMs: total,
    done: total <= 0,
  }
}

/** Time left until `end` (seconds or ms); `now` is always ms. */
export function countdown(end: number, now: number = Date.now()): Countdown {
  return splitDuration(toMillis(end) - now)
}
