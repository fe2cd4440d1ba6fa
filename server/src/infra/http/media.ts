// Images the server itself provides: banner artwork from server/media and currency logos drawn
// from the catalogue. Files are read once at start-up and looked up by exact name, so no request
// path ever reaches the file system. SVG can carry script, so each answer forbids everything.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ParamsOf } from '@wire/catalogue'
import type { AppContext } from '../../context'
import { logoSvg } from '../../market/logos'
import { routeOf } from './calls'

export const MEDIA_DIR = path.join(__dirname, '..', '..', '..', 'media')

const TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
}

const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

function readMedia(dir: string, prefix = ''): Map<string, { type: string; body: Buffer }> {
  const files = new Map<string, { type: string; body: Buffer }>()
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    return files
  }
  for (const name of names) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      for (const [k, v] of readMedia(full, `${prefix}${name}/`)) files.set(k, v)
      continue
    }
    const type = TYPES[path.extname(name).toLowerCase()]
    if (type) files.set(`${prefix}${name}`, { type, body: readFileSync(full) })
  }
  return files
}

function secure(reply: FastifyReply, type: string): FastifyReply {
  return reply
    .type(type)
    .header('Cache-Control', 'public, max-age=86400')
    .header('Content-Security-Policy', MEDIA_CSP)
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Frame-Options', 'DENY')
}

// The names are looked up exactly, so the paths need no schema: anything else is simply not found.
export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const files = readMedia(MEDIA_DIR)

  app.route<{ Params: ParamsOf<'mediaLogo'> }>({
    ...routeOf(ctx, 'mediaLogo'),
    handler: async (req, reply) => {
      const svg = /^([a-z]{1,8})\.svg$/i.exec(req.params.code)
      const body = svg ? logoSvg(svg[1]) : undefined
      if (!body) return reply.callNotFound()
      return secure(reply, 'image/svg+xml').send(body)
    },
  })

  app.route<{ Params: ParamsOf<'mediaFile'> }>({
    ...routeOf(ctx, 'mediaFile'),
    handler: async (req, reply) => {
      const file = files.get(req.params['*'])
      if (!file) return reply.callNotFound()
      return secure(reply, file.type).send(file.body)
    },
  })
}
