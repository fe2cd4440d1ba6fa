// Time comes from here, never from Date.now() in domain code, so tests can move it (DESIGN §5).
import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private ms: number

  constructor(start: Date | string = '2030-01-01T00:00:00.000Z') {
    this.ms = new Date(start).getTime()
  }

  now(): Date {
    return new Date(this.ms)
  }

  advance(ms: number): void {
    this.ms += ms
  }

  set(at: Date | string): void {
    this.ms = new Date(at).getTime()
  }
}

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/** `at` on the UTC calendar: the server's months (candles, upload folders) ignore the host's zone. */
export const inUtc = (at: number | Date): Dayjs => dayjs.utc(at)
