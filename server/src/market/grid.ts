// The time grid every simulated tick sits on. Aligned to the epoch, so every node and every restart
// agrees on which instants carry a tick without talking to each other.
import { DAY, MINUTE } from '../infra/clock'

export const TICK_MS = 250
export const STEPS_PER_MINUTE = MINUTE / TICK_MS
export const STEPS_PER_DAY = DAY / TICK_MS

/** The grid step in force at `timeMs` (the last step at or before it). */
export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / TICK_MS)
}

/** The first multiple of `every` at or after `step`. */
export function ceilToMultiple(step: number, every: number): number {
  return Math.ceil(step / every) * every
}

/** The last multiple of `every` at or before `step`. */
export function floorToMultiple(step: number, every: number): number {
  return Math.floor(step / every) * every
}
