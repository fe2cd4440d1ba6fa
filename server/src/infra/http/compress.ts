// API answers are JSON, and some are large (the quote snapshot the first screen waits for is about
// 20 KB, a sixth of that compressed). Clients that take brotli or gzip get it compressed, as the
// family's backends behind a web server send it; the bytes of the JSON are the same. Small answers
// and anything that is not JSON (static files come precompressed, uploads as they are) pass as sent.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance } from 'fastify'

/** Below this, compression saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The encoding to send for an Accept-Encoding header: br, then gzip, when accepted (q > 0). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>()
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

export function compressJsonAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (reply.getHeader('content-encoding')) return payload
    if (!/\bjson\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload
    reply.header('Vary', 'Accept-Encoding')
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (!encoding) return payload
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              // fast enough per answer (well under a millisecond for the quote snapshot)
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
            },
          })
        : await gzipAsync(payload)
    reply.header('Content-Encoding', encoding)
    reply.removeHeader('content-length')
    return body
  })
}
