// The typed client: every call by its catalogue name, `api.transfer(body, key)`. Method, path and
// idempotency come from the catalogue entry (through calls.ts), the fields and the answer from its
// types, so a feature never writes a path or a generic by hand. Uploads are multipart and go
// through upload.ts, which takes their paths from the same table.
import type { CallName, CallOf, PayloadOf, SendOf } from '@wire/catalogue'
import { postOnce, request, type Params, type RequestOptions } from '../http'
import { CALLS } from './calls'

/** How one call site wants a failure shown; the rest of a request is the catalogue's. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'timeout'>

/** A generated call table (calls.ts, calls/<area>.ts). */
type CallTable = {
  readonly [K in CallName]?: { readonly method: 'GET' | 'POST'; readonly multipart?: true }
}

type FormCallName<T extends CallTable> = {
  [K in keyof T & CallName]: T[K] extends { multipart: true } ? never : K
}[keyof T & CallName]

/**
 * A money-moving call takes the key its retries share (postOnce); the others take their fields,
 * optional where none is required, and how a failure is shown.
 */
type CallFn<K extends CallName> =
  CallOf<K> extends { idempotent: true }
    ? (body: SendOf<K>, key: string) => Promise<PayloadOf<K>>
    : Record<string, never> extends SendOf<K>
      ? (body?: SendOf<K>, options?: CallOptions) => Promise<PayloadOf<K>>
      : (body: SendOf<K>, options?: CallOptions) => Promise<PayloadOf<K>>

export type Api<T extends CallTable> = { readonly [K in FormCallName<T>]: CallFn<K> }

// The fields are a typed object of strings and numbers: what Params holds, without its index
// signature, which a catalogue type does not declare.
const fields = (body: unknown) => (body ?? {}) as Params

type Entry = { method: 'GET' | 'POST'; path: string; idempotent?: true; multipart?: true }

function bind(c: Entry): unknown {
  if (c.idempotent) return (body: unknown, key: string) => postOnce(c.path, fields(body), key)
  return (body?: unknown, options?: CallOptions) =>
    request(c.path, { ...options, method: c.method, data: fields(body) })
}

/** The calls of a table by name: the house's below, an area's in its own service. */
export function bindCalls<T extends CallTable>(table: T): Api<T> {
  return Object.fromEntries(
    (Object.entries(table) as [string, Entry][])
      .filter(([, c]) => !c.multipart)
      .map(([name, c]) => [name, bind(c)]),
  ) as Api<T>
}

export const api = bindCalls(CALLS)
