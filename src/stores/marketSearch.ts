// Home's search entry opens Market with its search box focused. A tab switch carries no query
// (mini-programs' switchTab takes none), so the wish goes through this store.
import { proxy } from 'valtio'

export const marketSearch = proxy({ focus: false })

/** Market focuses its search box the next time it shows. */
export function askForMarketSearch(): void {
  marketSearch.focus = true
}

/** Market has left the screen: coming back by the tab bar does not bring the keyboard up. */
export function marketSearchDone(): void {
  marketSearch.focus = false
}
