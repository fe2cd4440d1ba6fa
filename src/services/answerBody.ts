/** A body that arrived as text (uploads everywhere, every call in the native app), parsed. */
export function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    // not JSON (a proxy's error page): http.ts reads it as an answer without an envelope
    return null
  }
}
