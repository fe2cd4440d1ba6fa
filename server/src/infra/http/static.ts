// Serves the H5 build. The CSP admits scripts from our origin plus exactly the inline scripts
// index.html holds (by hash, computed at startup), so an injected inline script cannot run.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/** The sha256 CSP sources of the inline <script> blocks of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  for (const match of html.matchAll(script)) {
    const [, attributes, body] = match
    if (/\bsrc\s*=/i.test(attributes)) continue
    // JSON and templates are data, not scripts; the CSP does not govern them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    `default-src 'self'`,
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    // Taro writes style attributes at runtime.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    // blob: is the photo compressed on the phone, which Taro's H5 uploadFile reads back by XHR
    `connect-src 'self' blob: ws: wss:`,
    `font-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

// Webpack output under these folders carries a content hash in its name: it never changes.
const HASHED_DIRS = ['js', 'css', 'static']
const IMMUTABLE = 'public, max-age=31536000, immutable'

export function isStaticDir(dir: string | undefined): dir is string {
  return !!dir && existsSync(dir) && statSync(dir).isDirectory()
}

export async function serveStatic(app: FastifyInstance, root: string): Promise<void> {
  const absolute = path.resolve(root)
  const index = path.join(absolute, 'index.html')
  const html = existsSync(index) ? readFileSync(index, 'utf8') : ''
  const csp = contentSecurityPolicy(inlineScriptHashes(html))

  // Loaded only when there is something to serve: it pulls in an ES-module-only dependency that
  // plain-CommonJS runners (jest) cannot load, and API-only servers never need it.
  const { default: fastifyStatic } = await import('@fastify/static')
  await app.register(fastifyStatic, {
    root: absolute,
    prefix: '/',
    // the build ships .br/.gz beside each file (scripts/compress.ts): sent when the browser takes them
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, file) {
      const top = path.relative(absolute, file).split(path.sep)[0]
      reply.header('Cache-Control', HASHED_DIRS.includes(top) ? IMMUTABLE : 'no-cache')
      reply.header('Content-Security-Policy', csp)
      reply.header('Referrer-Policy', 'no-referrer')
      reply.header('X-Frame-Options', 'DENY')
    },
  })
}
