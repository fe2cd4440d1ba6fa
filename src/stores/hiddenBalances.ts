// Whether the Assets tab hides its figures (a phone shown to someone, a screen in public), kept
// across starts on this device.
import { proxy } from 'valtio'
import { readStored, writeStored } from './storage'

const KEY = 'hideBalances'

export const hiddenBalances = proxy({ hidden: false })

/** At start-up, once storage has loaded (storage.rn.ts). */
export function restoreHiddenBalances(): void {
  hiddenBalances.hidden = readStored<boolean>(KEY) === true
}

export function toggleHiddenBalances(): void {
  hiddenBalances.hidden = !hiddenBalances.hidden
  writeStored(KEY, hiddenBalances.hidden || undefined)
}

/** What stands for a hidden figure. */
export const HIDDEN_FIGURE = '****'
