// H5: socket.io is its own chunk, fetched once the first screen is up (prices on it come from the
// REST snapshot; the socket keeps them moving afterwards).
import type { io } from 'socket.io-client'

export const loadSocketIo = async (): Promise<typeof io> =>
  (await import(/* webpackChunkName: "socket" */ 'socket.io-client')).io
