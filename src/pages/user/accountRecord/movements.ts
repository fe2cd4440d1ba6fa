// One row per movement. The ledger writes a hold (or its release) as two records of one type, the
// giving part's first: available -51 and frozen +51. Listed as they are, a hold read as income of
// 51; folded, it says what happened: 51 USDT moved from available to frozen, nothing gained.
import type { AccountRecord } from '@/services/api/records'
import { add, compare } from '@common/decimal'

export type Movement =
  | { kind: 'change'; record: AccountRecord }
  /** `amount` moved between two parts of one account; `to` is the part that received it */
  | { kind: 'shift'; record: AccountRecord; from: string; to: string; amount: string }

/** Both halves of one shift: same type, coin and account, opposite parts, opposite changes. */
function halves(a: AccountRecord, b: AccountRecord): boolean {
  return (
    a.type === b.type &&
    a.currency === b.currency &&
    a.wallet === b.wallet &&
    a.part !== b.part &&
    compare(add(a.value, b.value), 0) === 0 &&
    compare(a.value, 0) !== 0
  )
}

/**
 * The records as movements, in their order (newest first): each shift's two records in a row become
 * one. A half whose other half is on a page not yet loaded stays a change until that page comes.
 */
export function foldMovements(records: readonly AccountRecord[]): Movement[] {
  const out: Movement[] = []
  for (let i = 0; i < records.length; i++) {
    const [a, b] = [records[i], records[i + 1]]
    if (b && halves(a, b)) {
      const receiver = compare(a.value, 0) > 0 ? a : b
      const giver = receiver === a ? b : a
      out.push({
        kind: 'shift',
        record: a,
        from: giver.part,
        to: receiver.part,
        amount: receiver.value,
      })
      i++
    } else out.push({ kind: 'change', record: a })
  }
  return out
}
