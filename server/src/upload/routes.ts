import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { MAX_UPLOAD_BYTES, saveUpload } from './uploads'
import { AppError } from '../appError'
import { requireUser } from '../http/auth'
import { routeOf } from '../http/calls'
import { ok } from '../http/envelope'
import { setRequestLang } from '../http/lang'

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
    if (part.fieldname !== 'file') {
      part.file.resume()
      throw new AppError('upload_missing')
    }
    const content = await part.toBuffer()
    // Past the size limit the parser stops reading and marks the stream truncated; depending on
    // where the limit falls toBuffer may not throw, and a cut-off image must not be stored.
    if (part.file.truncated) {
      throw new AppError('upload_too_large', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })
    }
    return ok(await saveUpload(ctx, user.id, content))
  }
  // Multipart: the parser reads the form, not a schema (the catalogue documents it).
  app.route({ ...routeOf(ctx, 'upload'), handler })
  app.route({ ...routeOf(ctx, 'uploadNew'), handler })
}
