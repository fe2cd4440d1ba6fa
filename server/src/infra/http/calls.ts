// Routes are registered from the call catalogue (DESIGN §2): method, path and the schema Fastify
// validates the query or the body by all come from one declaration the client is typed by too.
// The call's name rides in the route's config, so a refused field is answered with the call's own
// words (errors.ts) and the OpenAPI document finds the call again (openapi.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { CATALOGUE, type Call, type CallName, type CallOf } from '@wire/catalogue'
import type { AppContext } from '../../context'
import { requireProductOpen } from '../../jurisdiction/restrictions'
import { authenticate, userOf } from './auth'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the catalogue's name of the call this route serves */
    call?: CallName
  }
}

/** The schema part Fastify validates: the body of a POST, the query of a GET. */
type SchemaOf<C> = C extends { body: infer B }
  ? { body: B }
  : C extends { query: infer Q }
    ? { querystring: Q }
    : Record<never, never>

function schemaOf(c: Call): Record<string, unknown> {
  // Files (media, multipart uploads) are looked up or parsed by their handlers, not by schema.
  if (c.answer === 'file' || c.multipart) return {}
  if (c.body) return { body: c.body }
  if (c.query) return { querystring: c.query }
  return {}
}

// A POST without a body had every field absent, which each rule answers in its own words; the
// schema sees the same empty form rather than "body must be object".
async function emptyBodyIsEmptyForm(req: FastifyRequest): Promise<void> {
  if (req.body === undefined) req.body = {}
}

/**
 * The route options of a call, for `app.withTypeProvider<TypeBoxTypeProvider>().route({ ...,
 * handler })`: the handler's `req.body` / `req.query` are typed by the catalogue's schema.
 * A call that needs a session checks it before validation, so a signed-out client keeps getting
 * type 999 whatever its fields hold; its handler reads the session with `userOf(req)`. A call that
 * opens something in a product is refused next where the product is off for the user.
 */
export function routeOf<K extends CallName>(ctx: AppContext, name: K) {
  const c: Call = CATALOGUE[name]
  const { product } = c
  const preValidation = [
    ...(c.body ? [emptyBodyIsEmptyForm] : []),
    ...(c.auth ? [(req: FastifyRequest) => authenticate(ctx, req)] : []),
    ...(product
      ? [(req: FastifyRequest) => requireProductOpen(ctx.db, userOf(req).user, product)]
      : []),
  ]
  return {
    method: c.method,
    url: c.path,
    schema: schemaOf(c) as SchemaOf<CallOf<K>>,
    config: { call: name },
    preValidation,
  }
}

/** The app with handlers typed by the catalogue's schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>()
}
