// Dates, times and durations as the app shows them, on dayjs (DESIGN §4). Instants are shown on
// the device's clock and in its zone. No `timezone` plugin: it needs Intl's time-zone data, which
// mini-program runtimes do not all carry (RECIPE §9). Countdowns are plain arithmetic on
// milliseconds: dayjs's duration plugin would add 4.6 KB to the main package for them.
import dayjs, { type Dayjs } from 'dayjs'
import localizedFormat from 'dayjs/plugin/localizedFormat'
import utc from 'dayjs/plugin/utc'
import type { Lang } from '@wire/lang'
import { loadDateLocale } from './dateLocales'

dayjs.extend(utc)
dayjs.extend(localizedFormat)

/** A moment as backends send it: epoch ms, ISO text with an offset, or 'YYYY-MM-DD HH:mm:ss'. */
export type Instant = number | string

// Backends of this family send 'YYYY-MM-DD HH:mm:ss' without a zone: the server's wall time.
// WIRE.md names no zone for that text; the only server zone it pins is the business zone
// (TZ_BUSINESS, default UTC), so the text is read as UTC. A backend on another zone must send ISO
// with an offset.
const WALL_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

function parse(value: Instant): Dayjs | null {
  let d: Dayjs
  if (typeof value === 'number') {
    d = dayjs(value)
  } else {
    const text = value.trim()
    if (WALL_TIME.test(text)) d = dayjs.utc(text).local()
    else d = dayjs(text) // a calendar day stays as written; ISO with an offset goes through Date
  }
  return d.isValid() ? d : null
}

/** Layouts made of numbers only, so they read the same in every language. */
export type DateLayout = 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD HH:mm' | 'MM-DD HH:mm'

const UNREADABLE = '-'

/** `value` on the device's clock in `layout`; '-' when it is not an instant. */
export function formatInstant(value: Instant, layout: DateLayout): string {
  return parse(value)?.format(layout) ?? UNREADABLE
}

/** '2026-03-02': the day on the device's calendar. */
export const formatDate = (value: Instant): string => formatInstant(value, 'YYYY-MM-DD')

/** '2026-11-23 14:05:09' on the device's clock. */
export const formatDateTime = (value: Instant): string =>
  formatInstant(value, 'YYYY-MM-DD HH:mm:ss')

/** The day in the active language's words and order: 'March 2, 2026', '2. März 2026'. */
export function formatLongDate(value: Instant): string {
  return parse(value)?.format('LL') ?? UNREADABLE
}

let requested: Lang | null = null

/**
 * Makes `lang`'s month and weekday names and long-date layout the active ones, loading them first
 * (H5: one small chunk). The latest call wins. Never rejects: when the locale cannot be loaded the
 * dates read in English, which is better than the previous language's words or a failed switch.
 */
export async function setDateLocale(lang: Lang): Promise<void> {
  requested = lang
  let locale: ILocale | 'en' = 'en'
  try {
    locale = (await loadDateLocale(lang)) ?? 'en'
  } catch {
    // offline or a failed chunk: English
  }
  if (requested === lang) dayjs.locale(locale)
}

/** SPEC §9's countdown parts, each zero-padded to at least 2 digits. */
export interface Countdown {
  days: string
  hours: string
  minutes: string
  seconds: string
  totalMs: number
  done: boolean
}

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * What is left of a duration, floored to the millisecond: the display reaches 00 only when the time
 * is really up to the second below. Negative or unreadable counts as nothing left. Whole
 * milliseconds as a number: a count of time, not money, and far inside a number's exact range.
 */
function remaining(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** Whole units of `unitMs` in `ms` once the larger units (`withinMs`) are taken off. */
const part = (ms: number, unitMs: number, withinMs: number): number =>
  Math.floor((ms % withinMs) / unitMs)

/** A remaining duration as SPEC §9's parts; days keep counting past 99. */
export function splitDuration(ms: number): Countdown {
  const totalMs = remaining(ms)
  return {
    days: pad(Math.floor(totalMs / DAY_MS)),
    hours: pad(part(totalMs, HOUR_MS, DAY_MS)),
    minutes: pad(part(totalMs, MINUTE_MS, HOUR_MS)),
    seconds: pad(part(totalMs, SECOND_MS, MINUTE_MS)),
    totalMs,
    done: totalMs <= 0,
  }
}

/** A countdown as a clock: '04:59' under an hour, '1:00:00' from one on, '25:00:00' past a day. */
export function formatCountdown(ms: number): string {
  const left = remaining(ms)
  // hours keep counting past 24: a countdown, not a time of day
  const hours = Math.floor(left / HOUR_MS)
  const clock = `${pad(part(left, MINUTE_MS, HOUR_MS))}:${pad(part(left, SECOND_MS, MINUTE_MS))}`
  return hours > 0 ? `${hours}:${clock}` : clock
}
