// The blind-box draw. A series' seed is drawn when it is created and only its SHA-256 is shown until
// every box sold has been opened; then the seed is shown too, and anyone can replay every opening:
// start from the series' pool in code order, and for each opening in order take the edition at
// index HMAC-SHA256(seed, "<box code>:<client seed>") mod (editions left), first 8 bytes big-endian.
// The opener's client seed (the app draws one unless they give their own) means not even the
// house, which knows the seed, can tell which box holds what before it is opened.
import { createHash, createHmac, randomBytes } from 'node:crypto'

export const newSeed = (): string => randomBytes(32).toString('hex')

export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex')

/** The index, among `left` editions still in the pool, that this opening draws. */
export function drawIndex(seed: string, boxCode: string, clientSeed: string, left: number): number {
  if (left < 1) throw new Error('nothing left to draw')
  const digest = createHmac('sha256', seed).update(`${boxCode}:${clientSeed}`).digest()
  // 64 bits modulo at most 100,000: the bias is below 1e-14
  return Number(digest.readBigUInt64BE(0) % BigInt(left))
}

export interface Opening {
  box_code: string
  client_seed: string
}

/** What each opening drew, replayed from the seed and the pool in code order. */
export function replayDraws(
  seed: string,
  pool: readonly string[],
  openings: readonly Opening[],
): string[] {
  const left = [...pool].sort()
  return openings.map((o) => {
    const [drawn] = left.splice(drawIndex(seed, o.box_code, o.client_seed, left.length), 1)
    return drawn
  })
}
