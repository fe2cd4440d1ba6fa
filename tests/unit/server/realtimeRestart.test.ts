// A restart or a deploy closes the app with clients connected: they must see a lost connection,
// which they recover from by themselves, and not a deliberate disconnect, which they never undo.
import { io as connect } from 'socket.io-client'
import { ManualClock } from '../../../server/src/infra/clock'
import { BOOT_TIMEOUT, startServer } from './helpers'

it(
  'closing the app drops sockets as a lost connection, not as a kick',
  async () => {
    const server = await startServer({ clock: new ManualClock('2026-11-21T12:00:00.000Z') })
    const socket = connect(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve))
    await server.close()
    expect(await reason).toBe('transport close')
    expect(socket.active).toBe(true) // a reconnecting client would now try again
  },
  BOOT_TIMEOUT,
)
