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

/** The column of `balances` that holds each part. */
const PART_COLUMN: Readonly<Record<Part, string>> = { available: 'balance', frozen: 'frozen' }

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
  // Two first changes of one account at once: the second insert waits for the first and then does
  // nothing, so the row exists exactly once either way.
  await q.query(
    `INSERT INTO balances (user_id, currency_id, wallet, balance) VALUES ($1, $2, $3, 0)
     ON CONFLICT (user_id, currency_id, wallet) DO NOTHING`,
    key,
  )
  const [row] = await q.query<{ balance: string; frozen: string }>(
    `SELECT balance, frozen FROM balances WHERE user_id = $1 AND currency_id = $2 AND wallet = $3
       FOR UPDATE`,
    key,
  )
  return { available: dec(row.balance), frozen: dec(row.frozen) }
}

/** lockParts, for callers that spend: the available part. */
export async function lockBalance(q: Queryable, account: Account): Promise<Decimal> {
  return (await lockParts(q, account)).available
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
  if (c.change.isZero() || !c.change.isFinite()) {
    throw new RangeError(`a ledger change must be a non-zero amount, not ${c.change.toString()}`)
  }
  const part = c.part ?? 'available'
  const before = (await lockParts(q, c))[part]
  const after = before.plus(c.change)
  if (after.isNegative()) throw new AppError('insufficient_balance')
  await q.query(
    `UPDATE balances SET ${PART_COLUMN[part]} = $4
      WHERE user_id = $1 AND currency_id = $2 AND wallet = $3`,
    [c.userId, c.currencyId, c.wallet, after.toFixed()],
  )
  const [record] = await q.query<{ id: number }>(
    `INSERT INTO account_records (user_id, currency_id, wallet, part, before, after, change, type,
       info, ref_type, ref_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING id`,
    [
      c.userId,
      c.currencyId,
      c.wallet,
      part,
      before.toFixed(),
      after.toFixed(),
      c.change.toFixed(),
      c.type,
      c.info,
      c.ref?.type ?? null,
      c.ref?.id ?? null,
      clock.now(),
    ],
  )
  return { recordId: record.id, before, after }
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
  await applyChange(q, clock, { ...rest, part: from, change: amount.negated() })
  await applyChange(q, clock, { ...rest, part: to, change: amount })
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
