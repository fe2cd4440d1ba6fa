// Nothing leaves as a 500: every failure becomes a failure envelope in the request's language.
// Expected refusals (AppError, bad input) are answered quietly; anything else is logged.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { MessageKey, Vars } from '../i18n'
import { MAX_UPLOAD_BYTES } from '../../upload/limits'
import { AppError } from '../appError'
import { isDbUnavailable } from '../db/availability'
import { fail } from './envelope'
import { requestLang } from './lang'
import { answerRefusedField } from './refusedField'

// Errors raised by Fastify and its plugins for input the client got wrong.
const CLIENT_ERRORS: Readonly<Record<string, { key: MessageKey; vars?: Vars }>> = {
  FST_REQ_FILE_TOO_LARGE: { key: 'upload_too_large', vars: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { key: 'upload_missing' },
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'bad_request' },
}

function clientError(err: FastifyError): { key: MessageKey; vars?: Vars } | undefined {
  const known = err.code ? CLIENT_ERRORS[err.code] : undefined
  if (known) return known
  // Malformed JSON, unsupported content types, multipart limits...: the request was at fault.
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
    return { key: 'bad_request' }
  }
  return undefined
}

// What is not a page of the app: calls, the operator console, files, sockets, language files.
const NOT_PAGES = /^\/(api|ops|media|socket\.io|locales|js|css|static)(\/|\?|$)/

/**
 * A browser asking for an address the app has no file for (a mistyped link, an old bookmark)
 * gets the app itself at that address, as a hash route: its router shows "There is no such page"
 * with a way home, in the user's language, instead of a raw JSON answer.
 */
function isPageRequest(req: FastifyRequest): boolean {
  const accepts = req.headers.accept ?? ''
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    accepts.includes('text/html') &&
    !NOT_PAGES.test(req.url)
  )
}

/** When to try again while the database is away, in seconds: a restart takes a few. */
export const UNAVAILABLE_RETRY_AFTER_S = 2

export interface ErrorHandlerOptions {
  /** the H5 app is served at '/': unknown addresses a browser asks for lead into it */
  pages?: boolean
}

export function installErrorHandlers(
  app: FastifyInstance,
  options: ErrorHandlerOptions = {},
): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(req)
    if (err instanceof AppError) {
      return reply.code(200).send(fail(lang, err.key, err.vars, err.type, err.extra))
    }
    if (isDbUnavailable(err)) {
      // The client may send it again: a money-moving call goes under its Idempotency-Key, which
      // answers with the first outcome if the call's commit went through before the connection
      // ended, and applies it otherwise.
      return reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(fail(lang, 'db_unavailable'))
    }
    if (err.validation) return answerRefusedField(err, req, reply)
    const known = clientError(err)
    if (known) {
      req.log.info({ code: err.code, msg: err.message }, 'bad request')
      return reply.code(200).send(fail(lang, known.key, known.vars))
    }
    req.log.error({ err }, 'unexpected error')
    return reply.code(200).send(fail(lang, 'internal_error'))
  })

  app.setNotFoundHandler((req, reply) => {
    if (options.pages && isPageRequest(req)) {
      // the fragment stays on this origin whatever the path holds ('//elsewhere' included)
      return reply.redirect(`/#${req.url.split('?')[0]}`, 302)
    }
    return reply.code(404).send(fail(requestLang(req), 'not_found'))
  })
}
