// Image uploads (POST /upload, /upload_new) and reading them back (GET /upload/view). Files land
// outside the web root, in ctx.uploadDir, under <yyyymm>/<random>.<ext>: the name a user gave never
// reaches the file system. The uploads table says whose each file is and counts the quota.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { inUtc } from '../infra/clock'
import type { AppContext } from '../context'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { reencodeImage } from './image'
import { MAX_UPLOAD_BYTES, mbOf, QUOTA } from './limits'

/** What /upload answers and /upload/view takes (the catalogue's pattern says the same). */
export const REF_PATTERN = /^[0-9]{6}\/[0-9a-f]{32}\.(?:jpg|png|webp)$/

/** `ref`, once it is known to be one of the user's own uploads; photo_not_found otherwise. */
export async function requireOwnUpload(q: Queryable, userId: number, ref: string): Promise<string> {
  if (!REF_PATTERN.test(ref)) throw new AppError('photo_not_found')
  const [own] = await q.query('SELECT 1 FROM uploads WHERE user_id = $1 AND ref = $2', [
    userId,
    ref,
  ])
  // someone else's reference answers as a missing one: it tells nothing about the file
  if (!own) throw new AppError('photo_not_found')
  return ref
}

export const tooLarge = (): AppError =>
  new AppError('upload_too_large', { mb: mbOf(MAX_UPLOAD_BYTES) })

/**
 * Counts one upload for the account, or refuses it while the account is over its rate. Called
 * before the file is read, so a flood costs neither a decode nor a write.
 */
export async function takeUploadTurn(ctx: AppContext, userId: number): Promise<void> {
  const wait = await ctx.limiters.uploads.take(String(userId))
  if (wait > 0) throw new AppError('upload_rate', { seconds: Math.ceil(wait / 1000) })
}

/** Stores an image for the user and returns its reference '<yyyymm>/<hex>.<ext>'. */
export async function saveUpload(
  ctx: AppContext,
  userId: number,
  content: Buffer,
): Promise<string> {
  if (content.length === 0) throw new AppError('upload_missing')
  if (content.length > MAX_UPLOAD_BYTES) throw tooLarge()
  const image = await reencodeImage(content)
  // A PNG of noise can grow when re-encoded; no stored file is over the limit either.
  if (image.data.length > MAX_UPLOAD_BYTES) throw tooLarge()

  const now = ctx.clock.now()
  const ref = `${inUtc(now).format('YYYYMM')}/${randomBytes(16).toString('hex')}.${image.ext}`
  const file = path.join(ctx.uploadDir, ref)
  // Once the row is in, no other upload can own this name (refs are unique), so whatever is at
  // the path is this upload's, to remove if the row does not commit.
  let claimed = false
  try {
    await ctx.db.tx(async (q) => {
      // The account's row is the lock: its parallel uploads pass the quota check one at a time.
      await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
      const [used] = await q.query<{ files: number; bytes: number }>(
        `SELECT count(*)::int8 AS files, coalesce(sum(size), 0)::int8 AS bytes
           FROM uploads WHERE user_id = $1`,
        [userId],
      )
      if (used.files + 1 > QUOTA.files || used.bytes + image.data.length > QUOTA.bytes) {
        throw new AppError('upload_quota', { files: QUOTA.files, mb: mbOf(QUOTA.bytes) })
      }
      await q.query(
        'INSERT INTO uploads (user_id, ref, mime, size, created_at) VALUES ($1, $2, $3, $4, $5)',
        [userId, ref, image.mime, image.data.length, now],
      )
      claimed = true
      // The row commits only once the file is written.
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, image.data, { flag: 'wx' })
    })
  } catch (err) {
    // Nothing of a refused or failed upload is kept.
    if (claimed) await rm(file, { force: true })
    throw err
  }
  return ref
}

export interface UploadFile {
  ref: string
  mime: string
  data: Buffer
}

/** Whose upload `ref` is; undefined when there is none. */
export async function uploadOwner(ctx: AppContext, ref: string): Promise<number | undefined> {
  if (!REF_PATTERN.test(ref)) return undefined
  const [row] = await ctx.db.query<{ user_id: number }>(
    'SELECT user_id FROM uploads WHERE ref = $1',
    [ref],
  )
  return row?.user_id
}

/**
 * The file `ref` names, for its owner (userId), or for anyone (null: the operator, a signed
 * address); undefined when there is no such file *or it is someone else's*: both answer alike, so
 * a reference that leaked tells another user nothing, not even that it exists.
 */
export async function readUpload(
  ctx: AppContext,
  ref: string,
  userId: number | null,
): Promise<UploadFile | undefined> {
  if (!REF_PATTERN.test(ref)) return undefined
  const [row] = await ctx.db.query<{ user_id: number; mime: string }>(
    'SELECT user_id, mime FROM uploads WHERE ref = $1',
    [ref],
  )
  if (!row || (userId !== null && row.user_id !== userId)) return undefined
  const data = await readFile(path.join(ctx.uploadDir, ref)).catch(() => undefined)
  return data && { ref, mime: row.mime, data }
}
