import { useLayoutEffect, useState } from 'react'

/** Calls `tick` at once and then every `ms`; returns the stop. */
function ticker(ms: number, tick: () => void): () => void {
  tick()
  const timer = setInterval(tick, ms)
  return () => clearInterval(timer)
}

/** The time, refreshed every `intervalMs` while `active` (a countdown on screen). */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  // Shown again (back on the Positions tab), the time kept from when it stopped is replaced at
  // once, in a layout effect, before the screen paints: not at the first tick up to a second later.
  useLayoutEffect(
    () => (active ? ticker(intervalMs, () => setNow(Date.now())) : undefined),
    [active, intervalMs],
  )
  return now
}
