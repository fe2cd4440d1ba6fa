// Password hashes: scrypt with a random salt, stored with their parameters as
// `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt cost of new hashes; verification reads the cost from the stored hash. */
export const DEFAULT_SCRYPT_N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 * N * r bytes are needed; the default cap of 32 MB would refuse a raised N.
    const maxmem = 256 * (options.N ?? DEFAULT_SCRYPT_N) * (options.r ?? R)
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

export async function hashPassword(password: string, n = DEFAULT_SCRYPT_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, { N: n, r: R, p: P })
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [n, r, p] = parts.slice(1, 4).map(Number)
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  const actual = await derive(password, salt, { N: n, r, p })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// Verifying against this when the account does not exist keeps the response time the same as for
// a wrong password, so timing does not reveal which accounts exist.
const dummyHashes = new Map<number, Promise<string>>()
export function dummyPasswordHash(n = DEFAULT_SCRYPT_N): Promise<string> {
  let hash = dummyHashes.get(n)
  if (!hash) {
    hash = hashPassword(randomBytes(12).toString('base64url'), n)
    dummyHashes.set(n, hash)
  }
  return hash
}
