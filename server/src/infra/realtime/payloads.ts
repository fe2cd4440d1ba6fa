// What clients send over the socket, read defensively: an object or its JSON text, numbers or
// numeric strings. Anything else is null and gets ignored.
import { isPeriod, type KlineSubscription } from '@wire/market'

function asRecord(payload: unknown): Record<string, unknown> | null {
  let value = payload
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return null
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}

export function klineSubscription(payload: unknown): KlineSubscription | null {
  const record = asRecord(payload)
  const matchId = positiveInt(record?.match_id)
  const period = record?.period
  return matchId !== null && isPeriod(period) ? { match_id: matchId, period } : null
}

export function depthSubscription(payload: unknown): { match_id: number } | null {
  const matchId = positiveInt(asRecord(payload)?.match_id)
  return matchId === null ? null : { match_id: matchId }
}

/** An edition's code to follow (sub_nft): letters, digits and '-', as codes are written. */
export function auctionSubscription(payload: unknown): { code: string } | null {
  const code = asRecord(payload)?.code
  return typeof code === 'string' && /^[A-Z0-9-]{1,40}$/.test(code) ? { code } : null
}

/** The session token of a `login`: the token itself (what our client sends) or { token }. */
export function loginToken(payload: unknown): string | null {
  if (typeof payload === 'string') {
    const token = payload.trim()
    // A JSON object in a string is an older client's way of sending { token }.
    if (!token.startsWith('{')) return token && token.length <= 512 ? token : null
  }
  const token = asRecord(payload)?.token
  return typeof token === 'string' && token.trim() && token.length <= 512 ? token.trim() : null
}
