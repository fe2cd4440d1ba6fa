// The business calendar: calendar days in one business time zone (TZ_BUSINESS, UTC unless set),
// the same on every node, so lock mining's payouts, P2P's business day, copy-trading's weekly share
// and leverage's overnight fee all turn over at the same instant: which day an instant falls on,
// and day arithmetic on 'YYYY-MM-DD' dates.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Refuses a zone the runtime does not know, at start-up rather than at the first payout. */
export function checkTimeZone(tz: string): string {
  new Intl.DateTimeFormat('en-CA', { timeZone: tz })
  return tz
}

/** The business date of `at` in `tz`: '2030-03-10'. */
export function businessDate(at: Date, tz: string): string {
  let f = formatters.get(tz)
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(tz, f)
  }
  return f.format(at)
}

const DAY_MS = 86_400_000
const toMs = (date: string): number => Date.parse(`${date}T00:00:00Z`)

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number): string =>
  new Date(toMs(date) + days * DAY_MS).toISOString().slice(0, 10)

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toMs(to) - toMs(from)) / DAY_MS)

/** The earlier of two dates. */
export const earlier = (a: string, b: string): string => (a <= b ? a : b)

/** The Monday that starts the business week of `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(toMs(date)).getUTCDay()
  return addDays(date, -((weekday + 6) % 7))
}

/** How far `tz`'s wall clock is ahead of UTC at instant `ms`. */
function offsetAt(ms: number, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wall - Math.floor(ms / 1000) * 1000
}

/** The instant business date `date` begins in `tz` (its first instant, across a clock change too). */
export function startOfBusinessDate(date: string, tz: string): Date {
  const midnight = toMs(date)
  let at = midnight - offsetAt(midnight, tz)
  // the offset at the guess may differ from the offset at the true instant
  at = midnight - offsetAt(at, tz)
  return new Date(at)
}
