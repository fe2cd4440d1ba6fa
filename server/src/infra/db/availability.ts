// Whether the database can be reached (issue 53). A PostgreSQL restart or failover ends every
// connection at once; from the first query that finds its connection gone, the node stops sending
// work to the database and answers at once with "temporarily unavailable" (HTTP 503, errors.ts)
// instead of letting each request wait on a dead server. A probe retries on a bounded back-off and
// the node takes work again as soon as one succeeds, without a restart.

/**
 * A call the database could not take because it cannot be reached. Its transaction did not commit,
 * unless the connection ended after COMMIT was sent: a resend under its Idempotency-Key covers both.
 */
export class DbUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE'
  constructor(readonly reason?: unknown) {
    super('the database cannot be reached')
    this.name = 'DbUnavailableError'
  }
}

export function isDbUnavailable(err: unknown): err is DbUnavailableError {
  return err instanceof DbUnavailableError
}

// Socket-level failures: the server went away, refused, or could not be found.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// SQLSTATEs of a server going down or not taking connections: class 08 (connection exception),
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up).
const SERVER_STOPPING = new Set(['57P01', '57P02', '57P03'])

// What pg says when the socket ended or a connection could not be had in time.
const LOST_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection is not queryable|Query read timeout/i

/** True when `err` says the database connection is gone, not that the query was wrong. */
export function isConnectionLoss(err: unknown): boolean {
  if (err instanceof DbUnavailableError) return true
  if (typeof err !== 'object' || err === null) return false
  const { code, message } = err as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_STOPPING.has(code) || code.startsWith('08')) return true
  }
  return typeof message === 'string' && LOST_MESSAGES.test(message)
}

/** What the rest of the node reads: whether to send work, and word when that changes. */
export interface DbAvailability {
  isUp(): boolean
  /** Called with true when the database is back, false when it went away; returns the unsubscribe. */
  onChange(listener: (up: boolean) => void): () => void
}

export interface AvailabilityOptions {
  /** one cheap round trip (SELECT 1) on a fresh connection */
  probe: () => Promise<void>
  /** the first retry's wait; each next one doubles, up to maxDelayMs */
  minDelayMs?: number
  maxDelayMs?: number
  /** told once per outage when it starts and once when it ends */
  log?: (up: boolean, err?: unknown) => void
}

export class Availability implements DbAvailability {
  private up = true
  private timer: NodeJS.Timeout | undefined
  private closed = false
  private readonly listeners = new Set<(up: boolean) => void>()
  private readonly minDelayMs: number
  private readonly maxDelayMs: number

  constructor(private readonly options: AvailabilityOptions) {
    this.minDelayMs = options.minDelayMs ?? 100
    this.maxDelayMs = options.maxDelayMs ?? 1000
  }

  isUp(): boolean {
    return this.up
  }

  onChange(listener: (up: boolean) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Runs `work` while the database is up. A connection lost on the way marks it down and comes
   * out as DbUnavailableError; other errors pass through as they were.
   */
  async guard<T>(work: () => Promise<T>): Promise<T> {
    if (!this.up) throw new DbUnavailableError()
    try {
      return await work()
    } catch (err) {
      if (!isConnectionLoss(err)) throw err
      this.lost(err)
      throw err instanceof DbUnavailableError ? err : new DbUnavailableError(err)
    }
  }

  /** The database was found gone: stop sending work and start probing for its return. */
  private lost(err: unknown): void {
    if (!this.up || this.closed) return
    this.up = false
    this.options.log?.(false, err)
    this.emit(false)
    // The first look is at once: a single dropped connection (an operator ending one backend)
    // costs a round trip, not the back-off.
    this.probeAfter(0, this.minDelayMs)
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
  }

  private probeAfter(wait: number, next: number): void {
    this.timer = setTimeout(() => {
      this.options.probe().then(
        () => {
          if (this.closed) return
          this.up = true
          this.options.log?.(true)
          this.emit(true)
        },
        () => {
          if (!this.closed) this.probeAfter(next, Math.min(next * 2, this.maxDelayMs))
        },
      )
    }, wait)
    // Probing never keeps a process alive that has nothing else to do.
    this.timer.unref()
  }

  private emit(up: boolean): void {
    for (const listener of this.listeners) listener(up)
  }
}
