import { createHash } from 'node:crypto'
import { brotliCompressSync } from 'node:zlib'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contentSecurityPolicy, inlineScriptHashes } from '../../../server/src/infra/http/static'
import { BOOT_TIMEOUT, startServer, type TestServer } from './helpers'

// @fastify/static requires content-disposition, which ships only as an ES module that this jest
// setup cannot load. It is used for downloads (reply.download), which the server never offers.
jest.mock('content-disposition', () => ({ create: () => 'attachment' }))

const INLINE = 'window.__boot = { started: Date.now() }'
const INDEX = `<!doctype html><html><head>
<script>${INLINE}</script>
<script type="application/json">{"not": "a script"}</script>
<script src="/js/app.1234.js"></script>
</head><body><div id="app"></div></body></html>`

const WORKER = 'self.addEventListener("fetch", () => {})'
const MANIFEST = '{"name":"TradeApp"}'

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

let server: TestServer
let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'h5-'))
  await mkdir(path.join(root, 'js'))
  await writeFile(path.join(root, 'index.html'), INDEX)
  await writeFile(path.join(root, 'js', 'app.1234.js'), 'console.log(1)')
  await writeFile(path.join(root, 'js', 'app.1234.js.br'), brotliCompressSync('console.log(1)'))
  await writeFile(path.join(root, 'sw.js'), WORKER)
  await writeFile(path.join(root, 'sw.js.br'), brotliCompressSync(WORKER))
  await writeFile(path.join(root, 'manifest.webmanifest'), MANIFEST)
  await writeFile(path.join(root, 'manifest.webmanifest.br'), brotliCompressSync(MANIFEST))
  server = await startServer({ staticDir: root })
}, BOOT_TIMEOUT)
afterAll(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

describe('static H5 build', () => {
  it('serves index.html with a CSP that admits exactly its inline script', async () => {
    const res = await fetch(`${server.url}/`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(INDEX)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' 'sha256-${sha256(INLINE)}';`)
    expect(csp.match(/sha256-/g)).toHaveLength(1)
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: blob: https:")
    expect(csp).toContain("connect-src 'self' blob: ws: wss:")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('lets hashed assets be cached for good', async () => {
    const res = await fetch(`${server.url}/js/app.1234.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  // issue 47: a browser looks for a new worker on every start, past its HTTP cache only with this
  it('has the service worker checked on every start, and types the manifest for browsers', async () => {
    for (const encoding of ['identity', 'br']) {
      const worker = await fetch(`${server.url}/sw.js`, {
        headers: { 'accept-encoding': encoding },
      })
      expect(worker.headers.get('cache-control')).toBe('no-cache')
      expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/)
      expect(await worker.text()).toBe(WORKER)
      const manifest = await fetch(`${server.url}/manifest.webmanifest`, {
        headers: { 'accept-encoding': encoding },
      })
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
      expect(await manifest.json()).toEqual({ name: 'TradeApp' })
    }
  })

  it('sends the precompressed copy to a browser that takes it, the plain file otherwise', async () => {
    const raw = await fetch(`${server.url}/js/app.1234.js`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(raw.headers.get('content-encoding')).toBeNull()
    expect(await raw.text()).toBe('console.log(1)')
    // fetch decodes brotli itself: the header says what travelled, the text what it carried
    const br = await fetch(`${server.url}/js/app.1234.js`, { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await br.text()).toBe('console.log(1)')
  })

  it('keeps /api answering with envelopes beside the static files', async () => {
    const api = await fetch(`${server.url}/api/getSiteConfig`)
    expect(((await api.json()) as { type: string }).type).toBe('ok')
    const missing = await fetch(`${server.url}/api/nothing-here`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ type: 'error', message: 'Not found' })
  })

  it('does not serve files outside the root', async () => {
    const res = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)
    expect(res.status).toBe(404)
  })

  // issue 25: '/foo/bar' answered raw JSON; a browser now gets the app's own "no such page"
  const asBrowser = {
    headers: { accept: 'text/html,application/xhtml+xml' },
    redirect: 'manual' as const,
  }

  it("leads a browser's unknown address into the app, as a route it says is no page", async () => {
    const res = await fetch(`${server.url}/foo/bar?from=mail`, asBrowser)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/#/foo/bar')
  })

  it('answers calls, files and non-browsers with the JSON refusal as before', async () => {
    for (const url of ['/api/nope', '/js/missing.js', '/locales/xx.json']) {
      const res = await fetch(`${server.url}${url}`, asBrowser)
      expect([url, res.status]).toEqual([url, 404])
    }
    const plain = await fetch(`${server.url}/foo/bar`, { redirect: 'manual' })
    expect(plain.status).toBe(404)
    expect(((await plain.json()) as { type: string }).type).toBe('error')
  })
})

describe('inline script hashes', () => {
  it('hashes inline scripts only, byte for byte', () => {
    const html = `<script>a()</script><SCRIPT type="module">b()</SCRIPT><script src="x.js"></script>`
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${sha256('a()')}'`,
      `'sha256-${sha256('b()')}'`,
    ])
    expect(contentSecurityPolicy([])).toContain("script-src 'self';")
  })
})
