// Shared by the market feed tests: a feed at a chosen instant and a way to run it like its timer.
import { ManualClock } from '../../../server/src/infra/clock'
import { SYMBOLS } from '../../../server/src/market/catalogue'
import type { Tick } from '../../../server/src/market/feed'
import { SimulatedFeed } from '../../../server/src/market/simulatedFeed'

export const NOW = '2026-11-21T12:00:00.000Z'
export const T0 = Date.parse(NOW)
export const BTC = 1
export const byBase = (base: string) => SYMBOLS.findIndex((s) => s.base === base) + 1
export const SHIB = byBase('SHIB')
/** ticks every third step */
export const TRX = byBase('TRX')
/** listed 2026-11-16 */
export const APT = byBase('APT')

export function feedAt(at: string | number, seed?: string) {
  const clock = new ManualClock(new Date(at))
  return { clock, feed: new SimulatedFeed({ clock, seed }) }
}

/** Advances one second at a time, as the timer would, collecting every tick. */
export function run(feed: SimulatedFeed, clock: ManualClock, ms: number): Tick[] {
  const ticks: Tick[] = []
  const stop = feed.onTick((tick) => ticks.push(tick))
  for (let done = 0; done < ms; done += 1000) {
    clock.advance(1000)
    feed.advanceTo(clock.now().getTime())
  }
  stop()
  return ticks
}

export const decimals = (value: string) => value.split('.')[1]?.length ?? 0
