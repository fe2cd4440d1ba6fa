// Uploads as the app sends them (multipart, field `file`, Authorization) and what the server kept:
// files in its upload folder, rows in the uploads table. Test images are drawn with sharp.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { request, type TestServer } from './helpers'

export interface UploadOptions {
  path?: string
  token: string
  field?: string
  lang?: string
}

export function upload(server: TestServer, content: Buffer, name: string, options: UploadOptions) {
  const form = new FormData()
  if (options.lang) form.append('lang', options.lang)
  // The declared type is always image/jpeg: what the bytes are must decide.
  const blob = new Blob([new Uint8Array(content)], { type: 'image/jpeg' })
  form.append(options.field ?? 'file', blob, name)
  return request<string>(server, options.path ?? '/api/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: encodeURIComponent(options.token) },
  })
}

/** GET /api/upload/view (owner) or /ops/upload/view (operator), the raw answer. */
export function view(
  server: TestServer,
  ref: string,
  auth: { token: string } | { opsToken: string },
): Promise<Response> {
  const headers: Record<string, string> =
    'token' in auth
      ? { authorization: encodeURIComponent(auth.token) }
      : { 'x-ops-token': auth.opsToken }
  const mount = 'token' in auth ? '/api' : '/ops'
  return fetch(`${server.url}${mount}/upload/view?ref=${encodeURIComponent(ref)}`, { headers })
}

/** Every file in the upload folder, as 'yyyymm/name'. */
export async function storedFiles(server: TestServer): Promise<string[]> {
  const months = await readdir(server.uploadDir)
  const files = await Promise.all(
    months.map(async (m) =>
      (await readdir(path.join(server.uploadDir, m))).map((f) => `${m}/${f}`),
    ),
  )
  return files.flat().sort()
}

export async function uploadRows(server: TestServer, userId?: number): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploads WHERE $1::bigint IS NULL OR user_id = $1',
    [userId ?? null],
  )
  return row.n
}

/** A plain image of the given size and format. */
export function drawImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
  return image.toFormat(format).toBuffer()
}

/**
 * What an iPhone's HEIC looks like to the server: a HEIF file of the 'heic' brand. sharp cannot
 * write HEVC, so this is an AVIF under that brand, which is what the server reads (and from which
 * it tells HEVC from AV1).
 */
export async function heicImage(width: number, height: number): Promise<Buffer> {
  const avif = await drawImage(width, height, 'avif')
  return Buffer.from(avif.toString('latin1').replace(/avif/g, 'heic'), 'latin1')
}

/** Random pixels: images that do not compress, to reach a byte size. */
export function noiseImage(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer()
}
