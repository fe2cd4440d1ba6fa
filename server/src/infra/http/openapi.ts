// The catalogue published as OpenAPI 3.1 at /api/openapi.json (DESIGN §2). @fastify/swagger
// collects the routes as they are added; `transform` puts in what only the catalogue knows: the
// summary, the feature, how a body is encoded, who may call, the Idempotency-Key header and the
// answer. Answers are attached to the document only, never as Fastify's `schema.response`: that
// would make Fastify serialise by them, dropping fields a schema does not list and changing the
// wire (catalogue/index.ts: reply schemas are documentation).
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { Type, type TSchema } from 'typebox'
import {
  CATALOGUE,
  CodeAnswer,
  FailureEnvelope,
  FEATURES,
  OkEnvelope,
  type Call,
  type CallName,
} from '@wire/catalogue'
import { IDEMPOTENCY_KEY_MAX } from '../money/idempotency'

export const OPENAPI_PATH = '/api/openapi.json'

const featureOf = (name: CallName): string =>
  Object.entries(FEATURES).find(([, calls]) => name in calls)?.[0] ?? 'other'

const FORM = 'application/x-www-form-urlencoded'

function answerOf(c: Call): TSchema {
  if (c.answer === 'file') return c.response
  if (c.answer === 'code') return CodeAnswer(c.response)
  return Type.Union([OkEnvelope(c.response), FailureEnvelope])
}

const idempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: IDEMPOTENCY_KEY_MAX,
      description: 'a retry with the same key is applied once and answered as the first time',
    }),
  ),
})

// OpenAPI has no wildcard segment: the media file's path is one parameter.
function documentedPath(url: string, c: Call): { url: string; params?: TSchema } {
  if (!url.endsWith('/*')) return { url, params: c.params }
  return {
    url: `${url.slice(0, -2)}/{file}`,
    params: Type.Object({ file: c.params?.properties['*'] ?? Type.String() }),
  }
}

/** The schema swagger documents a call by. */
function documented(name: CallName, url: string) {
  const c: Call = CATALOGUE[name]
  const path = documentedPath(url, c)
  const body = c.body ?? c.multipart
  // Operator calls take JSON too; uploads are multipart; the app posts forms.
  const consumes = c.multipart
    ? ['multipart/form-data']
    : c.operator
      ? [FORM, 'application/json']
      : [FORM]
  return {
    url: path.url,
    schema: {
      operationId: name,
      summary: c.summary,
      tags: [featureOf(name)],
      ...(c.query && { querystring: c.query }),
      ...(body && { body, consumes }),
      ...(path.params && { params: path.params }),
      ...(c.idempotent && { headers: idempotencyHeader }),
      ...(c.operator
        ? { security: [{ opsToken: [] }] }
        : c.auth
          ? { security: [{ session: [] }] }
          : {}),
      ...(c.answer === 'file' && {
        produces: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'],
      }),
      response: { 200: { description: 'the answer', ...answerOf(c) } },
    },
  }
}

/** Register before any route, so every route is seen. */
export async function publishOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trading app API',
        version: '1.0.0',
        description:
          'Every call answers HTTP 200 with { type, message } (WIRE.md) unless it says otherwise; ' +
          'a refused request is { type: "error", message } in the language of `lang`.',
      },
      tags: Object.keys(FEATURES).map((name) => ({ name })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'the session token from login, URL-encoded, without a scheme',
          },
          opsToken: { type: 'apiKey', in: 'header', name: 'x-ops-token' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const name = route.config?.call
      return name ? documented(name, url) : { schema: { ...schema, hide: true }, url }
    },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger())
}
