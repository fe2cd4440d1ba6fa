// The ledger (DESIGN §5): every balance change goes through applyChange, inside the caller's
// transaction, so a balance always equals the sum of its account records and never goes below
// zero. Money moved by a request and the request's own rows (order, idempotency key) commit or
// roll back together.
import type { Clock } from '../clock'
import type { Queryable } from '../db/client'
import type { RecordType } from '@wire/catalogue/money'
import { AppError } from '../appError'
import { dec, type Decimal } from './decimal'

export const WALLETS = ['micro', 'legal', 'change', 'lever'] as const
/** micro: seconds trading; the others are the accounts the wallets will hold. */
export type Wallet = (typeof WALLETS)[number]

export function isWallet(value: unknown): value is Wallet {
  return typeof value === 'string' && (WALLETS as readonly string[]).includes(value)
}

/**
 * The two parts of an account: what the user can spend, and what is held for something under way
 * (a withdrawal under review, a locked order). Both are the user's; only `available` is spendable.
 */
export type Part = 'available' | 'frozen'

/** What a change was: the client translates it by this, the `info` text is for people. */
export type { RecordType }

export interface Account {
  userId: number
  currencyId: number
  wallet: Wallet
}

export interface BalanceChange extends Account {
  /** the part it changes; available unless said */
  part?: Part
  /** signed: positive credits, negative debits; never zero */
  change: Decimal
  type: RecordType
  /** human description, English */
  info: string
  /** what caused it, e.g. { type: 'micro_order', id: 42 } */
  ref?: { type: string; id: number }
}

export interface AppliedChange {
  recordId: number
  before: Decimal
  after: Decimal
}

export interface Parts {
  available: Decimal
  frozen: Decimal
}

/**
 * Locks the account's balance row until the transaction ends and returns both parts; an account
 * that never held anything is created at 0. `q` must be a transaction.
 */
export async function lockParts(q: Queryable, account: Account): Promise<Parts> {
  const key = [account.userId, account.currencyId, account.wallet]
  const select = () =>
    q.query<{ balance: string; frozen: string }>(
      `SELECT balance, frozen FROM balances WHERE user_id = $1 AND currency_id = $2 AND wallet = $3
         FOR UPDATE`,
      key,
    )
  let [row] = await select()
  if (!row) {
    // Two first changes of one account at once: the second insert waits for the first and then
    // does nothing, so the row exists exactly once either way.
    await q.query(
      `INSERT INTO balances (user_id, currency_id, wallet, balance) VALUES ($1, $2, $3, 0)
       ON CONFLICT (user_id, currency_id, wallet) DO NOTHING`,
      key,
    )
    ;[row] = await select()
  }
  return { available: dec(row.balance), frozen: dec(row.frozen) }
}

/** lockParts, for callers that spend: the available part. */
export async function lockBalance(q: Queryable, account: Account): Promise<Decimal> {
  return (await lockParts(q, account)).available
}

/** One change of an account made with others in applyChanges. */
export type AccountChange = Omit<BalanceChange, keyof Account>

/**
 * Applies `changes` to one account in order, each to its part, and records each: one lock, one
 * update and one insert however many there are. Refuses (insufficient_balance, nothing written)
 * a change that would take its part below zero. `q` must be a transaction.
 */
export async function applyChanges(
  q: Queryable,
  clock: Clock,
  account: Account,
  changes: readonly AccountChange[],
): Promise<AppliedChange[]> {
  for (const c of changes) {
    if (c.change.isZero() || !c.change.isFinite()) {
      throw new RangeError(`a ledger change must be a non-zero amount, not ${c.change.toString()}`)
    }
  }
  const held = await lockParts(q, account)
  const steps = changes.map((c) => {
    const part = c.part ?? 'available'
    const before = held[part]
    const after = before.plus(c.change)
    if (after.isNegative()) throw new AppError('insufficient_balance')
    held[part] = after
    return { c, part, before, after }
  })
  const { userId, currencyId, wallet } = account
  await q.query(
    `UPDATE balances SET balance = $4, frozen = $5
      WHERE user_id = $1 AND currency_id = $2 AND wallet = $3`,
    [userId, currencyId, wallet, held.available.toFixed(), held.frozen.toFixed()],
  )
  const at = clock.now()
  const values: unknown[] = []
  const rows = steps.map(({ c, part, before, after }) => {
    const first = values.length
    values.push(
      userId,
      currencyId,
      wallet,
      part,
      before.toFixed(),
      after.toFixed(),
      c.change.toFixed(),
      c.type,
      c.info,
      c.ref?.type ?? null,
      c.ref?.id ?? null,
      at,
    )
    return `(${Array.from({ length: 12 }, (_, i) => `$${first + i + 1}`).join(', ')})`
  })
  // ids in the order of the rows: the account's records read in id order chain before to after
  const records = await q.query<{ id: number }>(
    `INSERT INTO account_records (user_id, currency_id, wallet, part, before, after, change, type,
       info, ref_type, ref_id, created_at)
     VALUES ${rows.join(', ')}
     RETURNING id`,
    values,
  )
  const ids = records.map((r) => r.id).sort((x, y) => Number(x) - Number(y))
  return steps.map(({ before, after }, i) => ({ recordId: ids[i], before, after }))
}

/**
 * Applies one change to one part of a balance and records it. Refuses (insufficient_balance,
 * nothing written) a change that would take the part below zero. `q` must be a transaction.
 */
export async function applyChange(
  q: Queryable,
  clock: Clock,
  c: BalanceChange,
): Promise<AppliedChange> {
  const { userId, currencyId, wallet, ...change } = c
  const [applied] = await applyChanges(q, clock, { userId, currencyId, wallet }, [change])
  return applied
}

/**
 * Moves `amount` from the available part to the frozen one (`freeze`) or back (`unfreeze`), one
 * account record each way, in transaction `q`. Refuses what the giving part does not hold.
 */
export async function shiftParts(
  q: Queryable,
  clock: Clock,
  direction: 'freeze' | 'unfreeze',
  c: Omit<BalanceChange, 'change' | 'part'> & { amount: Decimal },
): Promise<void> {
  const { amount, ...rest } = c
  if (!amount.isPositive() || amount.isZero()) {
    throw new RangeError(`an amount to ${direction} must be positive, not ${amount.toString()}`)
  }
  const [from, to]: [Part, Part] =
    direction === 'freeze' ? ['available', 'frozen'] : ['frozen', 'available']
  const { userId, currencyId, wallet, ...record } = rest
  await applyChanges(q, clock, { userId, currencyId, wallet }, [
    { ...record, part: from, change: amount.negated() },
    { ...record, part: to, change: amount },
  ])
}

/** Both parts without locking them (for showing); 0 for an account that never held anything. */
export async function readParts(q: Queryable, account: Account): Promise<Parts> {
  const [row] = await q.query<{ balance: string; frozen: string }>(
    `SELECT balance, frozen FROM balances
      WHERE user_id = $1 AND currency_id = $2 AND wallet = $3`,
    [account.userId, account.currencyId, account.wallet],
  )
  return { available: dec(row?.balance ?? '0'), frozen: dec(row?.frozen ?? '0') }
}

/** The available part without locking it (for showing). */
export async function readBalance(q: Queryable, account: Account): Promise<Decimal> {
  return (await readParts(q, account)).available
}
