// An auction's followers (the auction page, over the socket) hear of each committed bid and of its
// end, on every node (realtime's adapter); they read the edition again for the details.
import { SOCKET_EVENTS } from '@wire/market'
import type { Realtime } from '../infra/realtime/realtime'

export function auctionChanged(realtime: Realtime, code: string, change: 'bid' | 'ended'): void {
  realtime.emitToAuction(code, SOCKET_EVENTS.nftAuction, { code, change })
}
