// Request fields as plain strings. Form bodies, JSON bodies and query strings all arrive here; a
// repeated form field becomes an array and a JSON body may hold anything, so nothing is trusted
// to be a string until it has been read through these helpers.
import type { FastifyRequest } from 'fastify'

export type Fields = Readonly<Record<string, unknown>>

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Query and body together; the body wins when both carry a field. */
export function fieldsOf(req: FastifyRequest): Fields {
  return { ...asRecord(req.query), ...asRecord(req.body) }
}

/** The field as sent (passwords keep their spaces), or '' when absent or not a scalar. */
export function raw(fields: Fields, name: string): string {
  const value = fields[name]
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** The field trimmed. */
export function text(fields: Fields, name: string): string {
  return raw(fields, name).trim()
}

/** The field as a positive whole number (ids, pages), or undefined when absent or malformed. */
export function positiveInt(fields: Fields, name: string): number | undefined {
  const value = text(fields, name)
  if (!/^\d{1,15}$/.test(value)) return undefined
  const n = Number(value)
  return n > 0 ? n : undefined
}
