import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { requireUser, userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { setRequestLang } from '../infra/http/lang'
import { audit } from '../infra/audit/audit'
import { MAX_UPLOAD_BYTES } from './limits'
import { validSignature, signedViewQuery } from './signedUrl'
import {
  readUpload,
  saveUpload,
  takeUploadTurn,
  tooLarge,
  uploadOwner,
  type UploadFile,
} from './uploads'

function fieldValue(field: unknown): unknown {
  return typeof field === 'object' && field !== null && 'value' in field ? field.value : undefined
}

export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const handler = async (req: FastifyRequest): Promise<Envelope<string>> => {
    const { user } = userOf(req)
    const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
    if (!part) throw new AppError('upload_missing')
    // Fields sent before the file are known by now; a `lang` among them names the language.
    setRequestLang(req, fieldValue(part.fields.lang))
    try {
      if (part.fieldname !== 'file') throw new AppError('upload_missing')
      await takeUploadTurn(ctx, user.id)
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

  // A signed address stands for the owner, who asked for it; without one, the session decides.
  app.route<{ Querystring: ViewQuery }>({
    ...routeOf(ctx, 'uploadView'),
    handler: async (req, reply) => {
      const ref = stringOf(req.query.ref)
      let viewer: number | null
      if (req.query.sig !== undefined || req.query.expires !== undefined) {
        const signed = await validSignature(
          ctx,
          ref,
          stringOf(req.query.expires),
          stringOf(req.query.sig),
        )
        if (!signed) return reply.callNotFound()
        viewer = null
      } else {
        viewer = (await requireUser(ctx, req)).user.id
      }
      const file = await readUpload(ctx, ref, viewer)
      return file ? sendUpload(reply, file) : reply.callNotFound()
    },
  })

  typed(app).route({
    ...routeOf(ctx, 'uploadUrl'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      const ref = req.query.ref
      if ((await uploadOwner(ctx, ref)) !== user.id) throw new AppError('not_found')
      return ok(`/upload/view?${await signedViewQuery(ctx, ref)}`)
    },
  })
}

/** GET /ops/upload/view: under /ops (areas.ts), behind the operator token; audited. */
export function uploadOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.route<{ Querystring: ViewQuery }>({
    ...routeOf(ctx, 'opsUploadView'),
    handler: async (req, reply) => {
      const ref = stringOf(req.query.ref)
      const file = await readUpload(ctx, ref, null)
      await audit(ctx.db, ctx.clock, 'upload_view', ref, { found: file !== undefined })
      return file ? sendUpload(reply, file) : reply.callNotFound()
    },
  })
}

// A file's query is not checked by schema (its refusal is a 404, not an envelope): a field sent
// twice, or not at all, is ''.
type ViewQuery = Partial<Record<'ref' | 'expires' | 'sig', unknown>>
const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '')

// An image the browser shows, never runs or guesses at: the type is the one we encoded, content
// sniffing is off (the app-wide hook sets nosniff too, and no-store under /api and /ops), and the
// answer may load nothing else.
function sendUpload(reply: FastifyReply, file: UploadFile): FastifyReply {
  return reply
    .type(file.mime)
    .header('Content-Disposition', `inline; filename="${file.ref.replace('/', '-')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(file.data)
}
