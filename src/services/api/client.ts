// The typed client: every call by its catalogue name, `api.transfer(body, key)`. Method, path and
// idempotency come from the catalogue entry (through calls.ts), the fields and the answer from its
// types, so a feature never writes a path or a generic by hand. Uploads are multipart and go
// through upload.ts, which takes their paths from the same table.
import type { CallOf, PayloadOf, SendOf } from '@wire/catalogue'
import { postOnce, request, type Params, type RequestOptions } from '../http'
import { CALLS, type AppCallName } from './calls'

/** How one call site wants a failure shown; the rest of a request is the catalogue's. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'timeout'>

type FormCallName = {
  [K in AppCallName]: (typeof CALLS)[K] extends { multipart: true } ? never : K
}[AppCallName]

/**
 * A money-moving call takes the key its retries share (postOnce); the others take their fields,
 * optional where none is required, and how a failure is shown.
 */
type CallFn<K extends FormCallName> =
  CallOf<K> extends { idempotent: true }
    ? (body: SendOf<K>, key: string) => Promise<PayloadOf<K>>
    : Record<string, never> extends SendOf<K>
      ? (body?: SendOf<K>, options?: CallOptions) => Promise<PayloadOf<K>>
      : (body: SendOf<K>, options?: CallOptions) => Promise<PayloadOf<K>>

export type Api = { readonly [K in FormCallName]: CallFn<K> }

// The fields are a typed object of strings and numbers: what Params holds, without its index
// signature, which a catalogue type does not declare.
const fields = (body: unknown) => (body ?? {}) as Params

function bind(name: AppCallName): unknown {
  const c: { method: 'GET' | 'POST'; path: string; idempotent?: true } = CALLS[name]
  if (c.idempotent) return (body: unknown, key: string) => postOnce(c.path, fields(body), key)
  return (body?: unknown, options?: CallOptions) =>
    request(c.path, { ...options, method: c.method, data: fields(body) })
}

export const api = Object.fromEntries(
  (Object.keys(CALLS) as AppCallName[])
    .filter((name) => !('multipart' in CALLS[name]))
    .map((name) => [name, bind(name)]),
) as Api
