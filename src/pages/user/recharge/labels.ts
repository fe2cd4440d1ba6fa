// What the deposit screens say about a request: its status and method by code (the server sends
// codes, never texts), and the coins a deposit can be made in (SPEC §3 coin ids).
import type { Recharge } from '@/services/api/deposit'

export const STATUS_KEYS = {
  1: 'deposit.pending',
  2: 'deposit.approved',
  3: 'deposit.rejected',
} as const satisfies Record<Recharge['status'], string>

export const METHOD_KEYS = {
  1: 'deposit.crypto',
  2: 'deposit.bankCard',
  3: 'deposit.thirdParty',
} as const satisfies Record<Recharge['type'], string>

/**
 * The methods the screen offers. Bank transfer pays into the same operator's account as bank card
 * and travels on the wire as bank card (type 2): WIRE.md pins three types, and both are the off-
 * chain BANK route.
 */
export const PICKED_METHOD_KEYS = {
  '1': METHOD_KEYS[1],
  '2': METHOD_KEYS[2],
  '3': METHOD_KEYS[3],
  transfer: 'deposit.bankTransfer',
} as const

export type PickedMethod = keyof typeof PICKED_METHOD_KEYS

export const wireTypeOf = (m: PickedMethod): '1' | '2' | '3' => (m === 'transfer' ? '2' : m)

/**
 * The review time the screen promises (issue 12: "with the expected time"); the operator's
 * service level, not something the server enforces.
 */
export const REVIEW_HOURS = 2
