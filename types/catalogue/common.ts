// The pieces every feature of the catalogue is built from: the shape of a call, the field kinds a
// form-urlencoded request is made of, and the envelope the answers travel in.
import { Type, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox'
import type { Product } from './jurisdiction'

// ---------------------------------------------------------------------------------------------
// A call

export type Method = 'GET' | 'POST'

/** Where a call is mounted: the app's API, the operator API, or the server's own images. */
export type Mount = '/api' | '/ops' | '/media'

/**
 * What the answer is: the `{ type, message }` envelope (WIRE.md), a code-style answer
 * `{ code, msg, data }` (only new_timeshar), or a file (images).
 */
export type Answer = 'envelope' | 'code' | 'file'

export interface Call {
  method: Method
  /** under `mount`, as SPEC §7 writes it: '/user/login' */
  path: string
  /** '/api' when absent */
  mount?: Mount
  summary: string
  /** needs a user session (Authorization header); without one the answer is type 999 */
  auth: boolean
  /** the operator API: needs the X-Ops-Token header, answers HTTP 401 without it */
  operator?: true
  /** honours an Idempotency-Key header: a retry with the same key is applied once */
  idempotent?: true
  /**
   * opens something in this product (an order, a position, a subscription): refused for users of
   * a country the operator switched the product off for (jurisdiction.ts); closing never is
   */
  product?: Product
  /** GET: the query string */
  query?: TObject
  /** POST: the form-urlencoded (or JSON) body */
  body?: TObject
  /** path parameters (media) */
  params?: TObject
  /** multipart uploads: documentation only, Fastify does not validate multipart by schema */
  multipart?: TObject
  /** the payload: the envelope's `message`, a code answer's `data`, or the file */
  response: TSchema
  /** 'envelope' when absent */
  answer?: Answer
  /**
   * Body fields an idempotent call's retry need not repeat and its stored key must not hold: the
   * secrets that authorise it (a used code, a password) and fields the server ignores. Every other
   * field decides what the write does (server/src/infra/http/writeOnce.ts).
   */
  unkeyed?: readonly string[]
  /**
   * Field -> the server's message key (server/src/infra/i18n) that a refused value of that field is
   * answered with today. A failed schema check on these fields must answer the same translated
   * text; any other field gets the generic "invalid field" text naming it.
   */
  errors?: Readonly<Record<string, string>>
}

/** Keeps the literal types of a call (method, path, schemas) while checking its shape. */
export function call<const C extends Call>(c: C): C {
  return c
}

// ---------------------------------------------------------------------------------------------
// Request fields. Form bodies and query strings carry strings only, so every request field is a
// string schema: numbers and enums are string patterns, never `integer` + coercion (see index.ts).

// C0 controls and DEL never belong in a field; a multi-line field keeps tab, LF and CR.
export const SINGLE_LINE = '^[^\\x00-\\x1F\\x7F]*$'
export const MULTI_LINE = '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$'
/** The field kinds' patterns, which the server's refusal of a malformed field names in words. */
export const ID_PATTERN = '^[0-9]{1,15}$'
export const ID_OR_EMPTY_PATTERN = '^(?:[0-9]{1,15})?$'
export const TIME_PATTERN = '^[0-9]{1,16}$'
export const DECIMAL_PATTERN = '^[0-9]{1,20}(?:\\.[0-9]{1,18})?$'
export const CURRENCY_REF_PATTERN = '^[0-9A-Za-z]{0,16}$'

export interface TextOptions {
  maxLength: number
  minLength?: number
  /** allows \t, \n and \r (the only controls a text field may hold) */
  multiline?: boolean
  description?: string
  examples?: readonly string[]
}

/**
 * Free text: any characters but control characters, up to `maxLength` code points. Fields whose
 * format a rule in code checks (e-mail, password, code) are Text, so the rule's translated message
 * stays what the user sees; `maxLength` sits well above anything the rule accepts.
 */
export function Text(options: TextOptions) {
  const { multiline, ...rest } = options
  return Type.String({ ...rest, pattern: multiline ? MULTI_LINE : SINGLE_LINE })
}

/**
 * A positive whole number as the server reads ids, pages and times (`^\d{1,15}$`, no sign, no
 * spaces). '0' passes the pattern; the handler treats it as absent, as it always has. The client
 * may pass a number: the form turns it into these digits.
 */
export function Id(description?: string): TUnsafe<`${number}`> {
  return Type.Unsafe<`${number}`>(Type.String({ pattern: ID_PATTERN, maxLength: 15, description }))
}

/** An id, or '' for "none" (a filter the form leaves empty). */
export function IdOrEmpty(description?: string): TUnsafe<`${number}` | ''> {
  return Type.Unsafe<`${number}` | ''>(
    Type.String({ pattern: ID_OR_EMPTY_PATTERN, maxLength: 15, description }),
  )
}

/** A time in seconds or milliseconds (more than 10 digits means ms). */
export function Time(description?: string): TUnsafe<`${number}`> {
  return Type.Unsafe<`${number}`>(
    Type.String({ pattern: TIME_PATTERN, maxLength: 16, description }),
  )
}

/**
 * A plain decimal numeral: digits, at most one point with digits after it. No sign, exponent,
 * grouping or spaces. Looser than the money rules in code (decimals, zero, leading zeros, range),
 * which keep their own messages ("please enter a correct amount").
 */
export function Decimal(description?: string) {
  return Type.String({ pattern: DECIMAL_PATTERN, maxLength: 39, description })
}

/**
 * One of a few fixed strings. `type: 'string'` lets ajv coerce a JSON number the way it does for
 * the other fields; a digit value ('1') may be sent as a number.
 */
export function OneOf<const V extends readonly string[]>(values: V, description?: string) {
  return Type.Enum<[...V]>(values, { type: 'string', description })
}

/** A currency by id ('3') or code ('USDT', any case). */
export function CurrencyRef(description?: string) {
  return Type.String({ pattern: CURRENCY_REF_PATTERN, maxLength: 16, description })
}

/** `lang`: every request may carry it (SPEC §7); an unknown value falls back, never fails. */
export const LangField = Text({ maxLength: 64, description: 'language code (en, zh, hk, ...)' })

/**
 * The fields of a query or a body. Objects stay open: the server ignores fields it does not know
 * (clients of the family send extra ones), and with Fastify's `removeAdditional: true` a closed
 * object would silently drop them, `lang` included, before the language is read.
 */
export function Fields<P extends TProperties>(properties: P) {
  return Type.Object({ ...properties, lang: Type.Optional(LangField) })
}

/**
 * `page` and `limit` of a paged list: absent or '0' means the default; anything but digits is
 * refused (it passed as the default before the schema).
 */
export function Paging(defaultLimit: number, maxLimit: number) {
  return {
    page: Type.Optional(Id('page, from 1 (default 1)')),
    limit: Type.Optional(Id(`page size (default ${defaultLimit}, at most ${maxLimit})`)),
  }
}

// ---------------------------------------------------------------------------------------------
// Answers

/** A decimal string in an answer ('12.50'). */
export const DecimalOut = (description?: string) => Type.String({ description })

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** WIRE.md's paged payload. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    page: Type.Integer(),
    pages: Type.Integer(),
    total: Type.Integer(),
  })
}

export const FailureType = Type.Union([
  Type.Literal('error'),
  Type.Literal('999'),
  Type.Literal('998'),
  Type.Literal('997'),
])

/** A refused call: the translated text in `message`. */
export const FailureEnvelope = Type.Object({
  type: FailureType,
  message: Type.String(),
  captcha: Type.Optional(
    Type.Boolean({ description: 'the login form must now show a captcha (see /getCaptcha)' }),
  ),
  totp: Type.Optional(
    Type.Boolean({ description: "the form must ask for the authenticator's code (totp_code)" }),
  ),
})

export function OkEnvelope<T extends TSchema>(payload: T) {
  return Type.Object({ type: Type.Literal('ok'), message: payload })
}

/** The code-style answer of new_timeshar (WIRE.md): not enveloped. */
export function CodeAnswer<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Union([Type.Literal(1), Type.Literal(-1)]),
    msg: Type.String(),
    data,
  })
}

/** An image or other file, sent as is. */
export const FileAnswer = Type.String({ contentMediaType: 'application/octet-stream' })
