// Request fields after the catalogue's schema has checked them (http/calls.ts): strings without
// control characters, digits where an id is due. What is left is how the handlers read them.
import type { Paging } from '../db/paged'

/** A text field trimmed; '' when absent, which every rule treats as not given. */
export function text(value: string | undefined): string {
  return (value ?? '').trim()
}

/** An id, page or count the schema let through as digits; undefined when absent or 0. */
export function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value ?? '')
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** A page of a list: page from 1, limit `defaultLimit` unless given, never above `maxLimit`. */
export function pagingOf(
  query: { page?: string; limit?: string },
  defaultLimit: number,
  maxLimit: number,
): Paging {
  return {
    page: positiveInt(query.page) ?? 1,
    limit: Math.min(positiveInt(query.limit) ?? defaultLimit, maxLimit),
  }
}
