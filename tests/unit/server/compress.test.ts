// JSON answers go compressed to clients that take it (the quote snapshot on a phone's network);
// the JSON itself is the same, and small or non-JSON answers pass as they are.
import { get, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { COMPRESS_MIN_BYTES, pickEncoding } from '../../../server/src/infra/http/compress'
import { BOOT_TIMEOUT, startServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

/** The answer as it travelled: headers and the raw bytes (no client-side decoding). */
function raw(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    get(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

const QUOTES = '/api/currency/quotation_new'

describe('compressed JSON answers', () => {
  it('sends the quote snapshot as brotli, else gzip, else plain; the same JSON each way', async () => {
    const plain = await raw(QUOTES)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES)
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    const json = JSON.parse(plain.body.toString()) as { type: string }
    expect(json.type).toBe('ok')

    const br = await raw(QUOTES, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    // prices move between two calls; the shape and the symbols do not
    const fromBr = JSON.parse(brotliDecompressSync(br.body).toString()) as typeof json
    expect(fromBr.type).toBe('ok')

    const gz = await raw(QUOTES, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(
      expect.objectContaining({ type: 'ok' }),
    )

    const refused = await raw(QUOTES, 'br;q=0, gzip;q=0')
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(refused.body.toString())).toEqual(expect.objectContaining({ type: 'ok' }))
  })

  it('leaves small answers as they are', async () => {
    const site = await raw('/api/getSiteConfig', 'br, gzip')
    expect(site.body.length).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(site.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(site.body.toString())).toEqual(expect.objectContaining({ type: 'ok' }))
  })
})

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding('deflate')).toBeUndefined()
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding('gzip;q=0')).toBeUndefined()
    expect(pickEncoding(undefined)).toBeUndefined()
    expect(pickEncoding(['gzip', 'br'])).toBe('br')
  })
})
