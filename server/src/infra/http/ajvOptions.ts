// How the server's request schemas are compiled: Fastify's own ajv options, but a value coerced
// only between scalars (a JSON number to its string), never from an array. Fastify's default,
// `coerceTypes: 'array'`, took `match_id: [1]` as `match_id: '1'`, so a client that sent a list
// where the catalogue says one value had it read as if it had sent one (issue 32 item 7).
export const AJV_OPTIONS = { coerceTypes: true } as const
