// Which mode of the Trade tab a user last traded in (Seconds | Spot | Leverage), remembered per user
// on this device, so the tab opens where they left it. Spot and Leverage are pages of their own in
// subpackages (decision 61): the tab opens the user's mode, except on the way back from it.
import { proxy } from 'valtio'
import { readStored, writeStored } from './storage'
import { session } from './session'

export type TradeMode = 'seconds' | 'spot' | 'lever'

const MODES: readonly TradeMode[] = ['seconds', 'spot', 'lever']

export const tradeMode = proxy({
  /** set when a mode's page is left for the tab, so the tab does not send the user back to it */
  returning: false,
})

const keyOf = (userId: number) => `tradeMode.${userId}`

/** The user's mode; `fallback` (Spot where seconds trading is off) when they never chose one. */
export function modeOf(fallback: TradeMode = 'seconds'): TradeMode {
  const userId = session.user?.id
  const stored = userId === undefined ? undefined : readStored<TradeMode>(keyOf(userId))
  return stored !== undefined && MODES.includes(stored) ? stored : fallback
}

export function chooseMode(mode: TradeMode): void {
  const userId = session.user?.id
  if (userId !== undefined) writeStored(keyOf(userId), mode)
}

/** A mode's page (Spot, Leverage) is being left for the Trade tab. */
export function leavingMode(): void {
  tradeMode.returning = true
}

/** True once after leavingMode: the tab is being shown on the way back. */
export function takeReturning(): boolean {
  const was = tradeMode.returning
  tradeMode.returning = false
  return was
}
