// What domain code may push to connected clients. Settlement and messages emit to one user's room
// through this; it never reaches a socket directly.

export interface Realtime {
  /** Sends `event` with `payload` to every connection signed in as `userId`. */
  emitToUser(userId: number, event: string, payload: unknown): void
}

/** For an app built without the socket gateway (realtime: false): pushes go nowhere. */
export const noRealtime: Realtime = { emitToUser: () => undefined }

export const userRoom = (userId: number): string => `user:${userId}`
export const klineRoom = (matchId: number, period: string): string => `kline:${matchId}:${period}`
export const depthRoom = (matchId: number): string => `depth:${matchId}`
