import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url: safe in a header and a URL without further encoding. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Constant-time string comparison; hashing first makes lengths equal without leaking them. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest()
  const hb = createHash('sha256').update(b).digest()
  return timingSafeEqual(ha, hb)
}
