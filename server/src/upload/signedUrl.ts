// Short-lived signed addresses of uploads, for image tags, which cannot send the Authorization
// header (WIRE.md). The owner asks for one with their session; whoever holds it may read that one
// file until it expires. The key is drawn once per installation and kept in the database, so every
// node and every restart accept what another signed.
import { createHmac, randomBytes } from 'node:crypto'
import type { AppContext } from '../context'
import type { Db } from '../infra/db/client'
import { safeEqual } from '../infra/crypto/tokens'
import { SIGNED_URL_TTL } from './limits'

const keys = new WeakMap<Db, Promise<Buffer>>()

function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db)
  if (!key) {
    key = (async () => {
      await db.query(
        `INSERT INTO settings (key, value, public) VALUES ('upload_url_key', $1, false)
         ON CONFLICT (key) DO NOTHING`,
        [randomBytes(32).toString('hex')],
      )
      const [row] = await db.query<{ value: string }>(
        `SELECT value FROM settings WHERE key = 'upload_url_key'`,
      )
      return Buffer.from(row.value, 'hex')
    })()
    // A failed read is tried again by the next request rather than remembered.
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}

const signature = (key: Buffer, ref: string, expires: string): string =>
  createHmac('sha256', key).update(`${ref}\n${expires}`).digest('base64url')

/** The query that lets anyone read `ref` for SIGNED_URL_TTL: 'ref=...&expires=...&sig=...'. */
export async function signedViewQuery(ctx: AppContext, ref: string): Promise<string> {
  const expires = String(Math.floor((ctx.clock.now().getTime() + SIGNED_URL_TTL) / 1000))
  const sig = signature(await signingKey(ctx.db), ref, expires)
  return new URLSearchParams({ ref, expires, sig }).toString()
}

/** True when `sig` was made by signedViewQuery for this ref and `expires` has not passed. */
export async function validSignature(
  ctx: AppContext,
  ref: string,
  expires: string,
  sig: string,
): Promise<boolean> {
  if (!/^[0-9]{1,12}$/.test(expires)) return false
  if (Number(expires) * 1000 <= ctx.clock.now().getTime()) return false
  return safeEqual(sig, signature(await signingKey(ctx.db), ref, expires))
}
