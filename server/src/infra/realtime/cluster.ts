// Several nodes on one PostgreSQL (DESIGN §5): user-room events (closed_microorder, mail_message,
// ...) travel between nodes through socket.io's PostgreSQL adapter, on LISTEN/NOTIFY of the same
// database, so a user hears them on whichever node their socket is. Market events stay on each
// node (fanout.ts emits locally): every node computes the same feed from the shared seed.
//
// The database may go away and come back (a restart, a failover: issue 53), and realtime must
// outlive that. Given a plain pool, the adapter keeps its LISTEN client checked out after that
// client's connection died (so the pool runs out and every publish waits for ever), nothing hears
// the dead client's error (so the process ends), and each broadcast waits for its publish before
// emitting even on this node. Here the LISTEN connection lives outside the pool and is closed and
// replaced when it ends, publishes have a time limit and a bounded queue, and a broadcast reaches
// this node's sockets at once, whether or not the other nodes hear of it.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { createAdapter, type PostgresAdapter } from '@socket.io/postgres-adapter'
import type { ClusterMessage, ClusterResponse, Offset, ServerId } from 'socket.io-adapter'
import { isConnectionLoss } from '../db/availability'

export interface ClusterLink {
  adapter: (nsp: unknown) => PostgresAdapter
  close(): Promise<void>
}

export interface ClusterLinkOptions {
  /** the longest a publish waits for a connection and then for its answer */
  publishTimeoutMs?: number
  /** publishes waiting at once; past this, new ones are dropped (and reported) */
  maxPending?: number
  /** the shortest gap between two reports of the database being away */
  lossReportGapMs?: number
}

export const PUBLISH_TIMEOUT_MS = 2000
export const MAX_PENDING_PUBLISHES = 1000
const LOSS_REPORT_GAP_MS = 30_000
/** The LISTEN connection's retries while the database is away: from this, doubling, up to max. */
const LISTEN_RETRY_MS = 250
const LISTEN_RETRY_MAX_MS = 1000

/** The adapter's two ways out, which it calls and awaits on every broadcast and reply. */
interface Publishing {
  doPublish(message: ClusterMessage): Promise<Offset>
  doPublishResponse(requesterUid: ServerId, response: ClusterResponse): Promise<void>
}

export function clusterLink(
  url: string,
  onError: (err: unknown) => void,
  options: ClusterLinkOptions = {},
): ClusterLink {
  const timeoutMs = options.publishTimeoutMs ?? PUBLISH_TIMEOUT_MS
  const maxPending = options.maxPending ?? MAX_PENDING_PUBLISHES
  const lossReportGapMs = options.lossReportGapMs ?? LOSS_REPORT_GAP_MS
  const settings = { connectionString: url, connectionTimeoutMillis: timeoutMs, keepAlive: true }

  // An outage fails every publish and every reconnection; one report per outage says so.
  let lastLossReport = -Infinity
  const report = (err: unknown) => {
    if (isConnectionLoss(err)) {
      const now = Date.now()
      if (now - lastLossReport < lossReportGapMs) return
      lastLossReport = now
    }
    onError(err)
  }

  // One connection: notifications leave in the order they were published.
  const publisher = new pg.Pool({ ...settings, max: 1, query_timeout: timeoutMs })
  // an idle client whose connection ended: the pool has already dropped it
  publisher.on('error', () => undefined)

  let closed = false
  const listening = new Set<pg.Client>()
  // Once the link is closed, connect() never answers: an answer, even a failure, would have the
  // adapter ask again (its own timer outlives its close).
  const never = () => new Promise<never>(() => undefined)
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())
  const source = {
    /**
     * The adapter's LISTEN connection, each time it asks for one (at start, after one ended).
     * While the database is away this keeps trying, on a short back-off, so the node listens
     * again within a second of its return instead of after the adapter's own 1-3 s retry timer.
     */
    async connect() {
      for (let wait = LISTEN_RETRY_MS; ; wait = Math.min(wait * 2, LISTEN_RETRY_MAX_MS)) {
        if (closed) return never()
        const client = new pg.Client(settings)
        client.on('error', report)
        listening.add(client)
        client.once('end', () => listening.delete(client))
        try {
          await client.connect()
        } catch (err) {
          listening.delete(client)
          report(err)
          await pause(wait)
          continue
        }
        if (closed) {
          void client.end().catch(() => undefined)
          return never()
        }
        return Object.assign(client, {
          release: () => void client.end().catch(() => undefined),
        })
      }
    },
    query: (text: string, values?: unknown[]) => publisher.query(text, values),
  }
  // The adapter uses only connect() and query() of the pool it is given (its util.js).
  const factory = createAdapter(source as unknown as pg.Pool, {
    // Every node of one installation has the same URL and so the same channel; two databases (or
    // test schemas) on one server never hear each other's users.
    channelPrefix: `socket.io-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`,
    errorHandler: report,
  })

  let pending = 0
  const inBackground = (publish: () => Promise<unknown>) => {
    if (pending >= maxPending) {
      report(new Error(`cross-node publish dropped: ${pending} already waiting`))
      return
    }
    pending++
    publish()
      .catch(report)
      .finally(() => pending--)
  }

  // socket.io calls it with `new`: a function (not a method) that returns the adapter it made
  function adapter(nsp: unknown): PostgresAdapter {
    const made = factory(nsp)
    const ways = made as unknown as Publishing
    const publish = ways.doPublish.bind(made)
    const respond = ways.doPublishResponse.bind(made)
    // Resolving at once lets the adapter emit to this node's sockets without waiting on the
    // database; the offset is only for connection-state recovery, which this adapter lacks.
    ways.doPublish = (message) => {
      inBackground(() => publish(message))
      return Promise.resolve('')
    }
    ways.doPublishResponse = (requesterUid, response) => {
      inBackground(() => respond(requesterUid, response))
      return Promise.resolve()
    }
    return made
  }

  return {
    adapter,
    async close() {
      closed = true
      for (const client of listening) await client.end().catch(() => undefined)
      await publisher.end()
    },
  }
}
