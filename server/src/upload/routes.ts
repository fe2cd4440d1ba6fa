import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { AppError } from '../appError'
import { requireUser } from '../http/auth'
import { routeOf } from '../http/calls'
import { ok } from '../http/envelope'
import { setRequestLang } from '../http/lang'
import { audit } from '../ops/audit'
import { MAX_UPLOAD_BYTES } from './limits'
import { readUpload, saveUpload, takeUploadTurn, tooLarge, type UploadFile } from './uploads'

function fieldValue(field: unknown): unknown {
  return typeof field === 'object' && field !== null && 'value' in field ? field.value : undefined
}

export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const handler = async (req: FastifyRequest): Promise<Envelope<string>> => {
    const { user } = await requireUser(ctx, req)
    const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
    if (!part) throw new AppError('upload_missing')
    // Fields sent before the file are known by now; a `lang` among them names the language.
    setRequestLang(req, fieldValue(part.fields.lang))
    try {
      if (part.fieldname !== 'file') throw new AppError('upload_missing')
      takeUploadTurn(ctx, user.id)
    } catch (err) {
      part.file.resume()
      throw err
    }
    const content = await part.toBuffer()
    // Past the size limit the parser stops reading and marks the stream truncated; depending on
    // where the limit falls toBuffer may not throw, and a cut-off image must not be stored.
    if (part.file.truncated) throw tooLarge()
    return ok(await saveUpload(ctx, user.id, content))
  }
  // Multipart: the parser reads the form, not a schema (the catalogue documents it).
  app.route({ ...routeOf(ctx, 'upload'), handler })
  app.route({ ...routeOf(ctx, 'uploadNew'), handler })

  app.route<{ Querystring: { ref?: unknown } }>({
    ...routeOf(ctx, 'uploadView'),
    handler: async (req, reply) => {
      const { user } = await requireUser(ctx, req)
      const file = await readUpload(ctx, refOf(req.query), user.id)
      return file ? sendUpload(reply, file) : reply.callNotFound()
    },
  })
}

/** GET /ops/upload/view: registered by the operator API (behind its token), audited. */
export function uploadOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.route<{ Querystring: { ref?: unknown } }>({
    ...routeOf(ctx, 'opsUploadView'),
    handler: async (req, reply) => {
      const ref = refOf(req.query)
      const file = await readUpload(ctx, ref, null)
      await audit(ctx.db, ctx.clock, 'upload_view', ref, { found: file !== undefined })
      return file ? sendUpload(reply, file) : reply.callNotFound()
    },
  })
}

// The query is not checked by schema (a file's refusal is a 404, not an envelope): anything but
// one string is no reference.
const refOf = (query: { ref?: unknown }): string => (typeof query.ref === 'string' ? query.ref : '')

// An image the browser shows, never runs or guesses at: the type is the one we encoded, content
// sniffing is off (the app-wide hook sets nosniff too), and the answer may load nothing else.
function sendUpload(reply: FastifyReply, file: UploadFile): FastifyReply {
  return reply
    .type(file.mime)
    .header('Content-Disposition', `inline; filename="${file.ref.replace('/', '-')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.data)
}
