// Mini-programs and the native app: their hosts' screen readers read what is on screen, and nothing
// here costs a byte of their setData or bundle. H5: index.h5.ts.
import type { LivePriceProps, LivePriceStopProps } from './props'

/** Marks the control whose text holds a live price (a quote row, a strip card). */
export const livePrice = (_matchId: number): LivePriceProps => ({})

/** A live price that is not a control (Trade's header): a place in the Tab order to hear it. */
export const livePriceStop = (_matchId: number): LivePriceStopProps => ({})

/** Listens for focus on the marked prices. */
export function announceFocusedPrices(): void {}
