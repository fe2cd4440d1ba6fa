// Idempotent money-moving requests (DESIGN §5). A client that did not get an answer sends the
// request again with the same Idempotency-Key; the first answer comes back and nothing moves twice.
// The key is claimed in the transaction that moves the money: a racing request with the same key
// waits on that row and then finds the committed answer, and a request that fails leaves no key
// behind (only answers that moved money are kept, so a refused request can be retried).
import type { Clock } from '../clock'
import { sha256 } from '../crypto/tokens'
import type { Db, Queryable } from '../db/client'
import { AppError } from '../appError'

export const IDEMPOTENCY_KEY_MAX = 100
// Printable ASCII without the space: what a header carries unchanged through proxies.
const KEY_CHARS = /^[\x21-\x7e]+$/

export interface IdempotentRequest {
  /** whose key it is: 'user:<id>', or 'ops' for the operator */
  owner: string
  /** the Idempotency-Key; undefined runs the action without one */
  key: string | undefined
  /**
   * the call ('microtrade/submit'), so one key cannot stand for two different calls; hashed into
   * every stored key, so a call keeps its name (http/writeOnce.ts storedAs)
   */
  call: string
  /** the request's fields as they decide what it does; another payload under one key is refused */
  payload: Readonly<Record<string, string>>
}

/** A header value as a key: undefined when absent or empty, an error when malformed. */
export function readIdempotencyKey(value: string | undefined): string | undefined {
  const key = value?.trim()
  if (!key) return undefined
  if (key.length > IDEMPOTENCY_KEY_MAX || !KEY_CHARS.test(key)) {
    throw new AppError('idempotency_key_invalid', { max: IDEMPOTENCY_KEY_MAX })
  }
  return key
}

export const ownerOfUser = (userId: number): string => `user:${userId}`

function requestHash(request: IdempotentRequest): string {
  const fields = Object.keys(request.payload)
    .sort()
    .map((name) => [name, request.payload[name]])
  return sha256(JSON.stringify([request.call, fields]))
}

interface KeyRow {
  request_hash: string
  response: unknown
}

function replay<T>(row: KeyRow, hash: string): T {
  if (row.request_hash !== hash) throw new AppError('idempotency_key_reused')
  // Stored from a T by this module; JSON gives back exactly what the first answer sent.
  return row.response as T
}

/** True when a request under `key` has been answered: its replay needs no checks again. */
export async function isAnswered(
  q: Queryable,
  owner: string,
  key: string | undefined,
): Promise<boolean> {
  if (key === undefined) return false
  const rows = await q.query('SELECT 1 FROM idempotency_keys WHERE owner = $1 AND key = $2', [
    owner,
    key,
  ])
  return rows.length > 0
}

/**
 * Runs `act` in one transaction under the request's key and returns its result, or the result
 * stored under that key by an earlier request with the same payload. `act`'s result must be plain
 * JSON (it is what a replay returns).
 */
export async function idempotent<T>(
  db: Db,
  clock: Clock,
  request: IdempotentRequest,
  act: (q: Queryable) => Promise<T>,
): Promise<T> {
  const { owner, key } = request
  if (key === undefined) return db.tx(act)
  const hash = requestHash(request)
  const select = 'SELECT request_hash, response FROM idempotency_keys WHERE owner = $1 AND key = $2'

  // A replay is answered without opening a transaction or taking any lock.
  const [seen] = await db.query<KeyRow>(select, [owner, key])
  if (seen) return replay<T>(seen, hash)

  const outcome = await db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys (owner, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner, key) DO NOTHING RETURNING key`,
      [owner, key, hash, clock.now()],
    )
    if (claimed.length === 0) {
      // Another request with this key committed after our look (the insert waited for it).
      const [first] = await q.query<KeyRow>(select, [owner, key])
      return { replayed: true as const, first }
    }
    const result = await act(q)
    await q.query(
      'UPDATE idempotency_keys SET response = $3::jsonb WHERE owner = $1 AND key = $2',
      [owner, key, JSON.stringify(result)],
    )
    return { replayed: false as const, result }
  })
  return outcome.replayed ? replay<T>(outcome.first, hash) : outcome.result
}
