// How values cross between JS and SQL, identically for both engines: int8 -> number, numeric ->
// string (money never becomes a float), timestamptz -> Date, bool -> boolean, json -> object.

export const OID = { INT8: 20, NUMERIC: 1700 } as const

// bigserial ids stay far below 2^53; a value beyond that would silently lose digits as a number.
export function parseInt8(value: string): number {
  const n = Number(value)
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds the safe range`)
  return n
}

export const keepText = (value: string): string => value

// Dates become ISO strings before they reach a driver: PGlite checks `instanceof Date`, which a
// Date from another realm (a jest sandbox) fails, and an ISO string means the same to both engines.
export function toParams(params: readonly unknown[]): unknown[] {
  return params.map((p) =>
    Object.prototype.toString.call(p) === '[object Date]' ? (p as Date).toISOString() : p,
  )
}
