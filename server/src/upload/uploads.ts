// Image uploads (POST /upload, /upload_new). What the bytes are decides, not the file name or the
// declared type; files land outside the web root under <yyyymm>/<random>.<ext>.
import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { inUtc } from '../clock'
import type { AppContext } from '../context'
import { AppError } from '../appError'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp'
  mime: string
}

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0): boolean =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b)

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0))

/** The image type named by the file's magic bytes, or undefined for anything else. */
export function sniffImage(buf: Buffer): ImageType | undefined {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ext: 'png', mime: 'image/png' }
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' }
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) {
    return { ext: 'gif', mime: 'image/gif' }
  }
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) {
    return { ext: 'webp', mime: 'image/webp' }
  }
  return undefined
}

/** Stores an image for the user and returns its reference '<yyyymm>/<hex>.<ext>'. */
export async function saveUpload(
  ctx: AppContext,
  userId: number,
  content: Buffer,
): Promise<string> {
  if (content.length === 0) throw new AppError('upload_missing')
  if (content.length > MAX_UPLOAD_BYTES) {
    throw new AppError('upload_too_large', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })
  }
  const type = sniffImage(content)
  if (!type) throw new AppError('upload_type')

  const now = ctx.clock.now()
  const ref = `${inUtc(now).format('YYYYMM')}/${randomBytes(16).toString('hex')}.${type.ext}`
  const file = path.join(ctx.uploadDir, ref)
  await mkdir(path.dirname(file), { recursive: true })
  // 'wx': never overwrite, even on the (astronomically unlikely) repeat of a random name.
  await writeFile(file, content, { flag: 'wx' })
  try {
    await ctx.db.query(
      'INSERT INTO uploads (user_id, ref, mime, size, created_at) VALUES ($1, $2, $3, $4, $5)',
      [userId, ref, type.mime, content.length, now],
    )
  } catch (err) {
    await rm(file, { force: true })
    throw err
  }
  return ref
}
