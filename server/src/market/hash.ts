// Fast integer hashing: the simulator's only source of randomness, so the same seed gives the
// same market on every node and after every restart.

// Module constants, not `Math.` at each call: inside a vm context (jest) every global lookup goes
// through the context's interceptors and costs about 100 ns.
const { imul, floor } = Math

/** murmur3's finaliser: every input bit flips about half of the output bits. */
export function fmix32(h: number): number {
  h ^= h >>> 16
  h = imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** A 32-bit hash of a string (FNV-1a, then mixed). */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = imul(h, 0x01000193)
  }
  return fmix32(h)
}

const TWO_32 = 4294967296

/** A 32-bit hash of (key, n) for any safe integer n, negative ones included. */
export function hashAt(key: number, n: number): number {
  const hi = floor(n / TWO_32)
  const lo = n - hi * TWO_32
  return fmix32(key ^ imul(lo, 0x9e3779b1) ^ imul(hi, 0x85ebca77))
}

const SQRT6 = Math.sqrt(6)

/**
 * A zero-mean, unit-variance value for (key, n): the sum of two uniforms (a triangle on
 * [-sqrt 6, sqrt 6]), from the two halves of one hash.
 */
export function noiseAt(key: number, n: number): number {
  const h = hashAt(key, n)
  return ((h & 0xffff) / 65536 + (h >>> 16) / 65536 - 1) * SQRT6
}

/** A uniform value in [0, 1) for (key, n). */
export function uniformAt(key: number, n: number): number {
  return hashAt(key, n) / TWO_32
}
