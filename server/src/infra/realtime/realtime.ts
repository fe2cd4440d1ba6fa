// What domain code may push to connected clients. Settlement and messages emit to one user's room
// through this; it never reaches a socket directly.

export interface Realtime {
  /** Sends `event` with `payload` to every connection signed in as `userId`. */
  emitToUser(userId: number, event: string, payload: unknown): void
  /**
   * Takes the connections that signed in with these sessions (token hashes, already revoked) out
   * of the user's room, so nothing meant for the user reaches them any more. Goes through
   * socket.io's adapter (`in(...).socketsLeave`), so with a shared adapter it reaches every node.
   */
  dropSessionSockets(userId: number, tokenHashes: readonly string[]): void
  /**
   * Sends `event` to every connection following spot book `matchId` (coin_depth, coin_trade), on
   * every node: book changes are made by whichever node matched, unlike the feed's ticks.
   */
  emitToBook(matchId: number, event: string, payload: unknown): void
  /** Sends `event` to every connection following edition `code`'s auction, on every node. */
  emitToAuction(code: string, event: string, payload: unknown): void
}

/** For an app built without the socket gateway (realtime: false): pushes go nowhere. */
export const noRealtime: Realtime = {
  emitToUser: () => undefined,
  dropSessionSockets: () => undefined,
  emitToBook: () => undefined,
  emitToAuction: () => undefined,
}

export const userRoom = (userId: number): string => `user:${userId}`
/** Every connection that signed in with one session, named by its token hash. */
export const sessionRoom = (tokenHash: string): string => `session:${tokenHash}`
export const klineRoom = (matchId: number, period: string): string => `kline:${matchId}:${period}`
export const depthRoom = (matchId: number): string => `depth:${matchId}`
/** A spot book's followers (sub_coin). */
export const bookRoom = (matchId: number): string => `coin:${matchId}`
/** An edition's auction followers (sub_nft). */
export const auctionRoom = (code: string): string => `nft:${code}`
