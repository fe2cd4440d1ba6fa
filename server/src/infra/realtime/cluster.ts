// Several nodes on one PostgreSQL (DESIGN §5): user-room events (closed_microorder, mail_message,
// ...) travel between nodes through socket.io's PostgreSQL adapter, on LISTEN/NOTIFY of the same
// database, so a user hears them on whichever node their socket is. Market events stay on each
// node (fanout.ts emits locally): every node computes the same feed from the shared seed.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { createAdapter } from '@socket.io/postgres-adapter'

export interface ClusterLink {
  adapter: ReturnType<typeof createAdapter>
  close(): Promise<void>
}

export function clusterLink(url: string, onError: (err: unknown) => void): ClusterLink {
  // LISTEN holds a connection for good; one more serves the notifications sent
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', onError)
  // Every node of one installation has the same URL and so the same channel; two databases (or
  // test schemas) on one server never hear each other's users.
  const channelPrefix = `socket.io-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`
  return {
    adapter: createAdapter(pool, { channelPrefix, errorHandler: onError }),
    close: () => pool.end(),
  }
}
