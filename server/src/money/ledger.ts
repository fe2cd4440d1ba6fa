// The ledger (DESIGN §5): every balance change goes through applyChange, inside the caller's
// transaction, so a balance always equals the sum of its account records and never goes below
// zero. Money moved by a request and the request's own rows (order, idempotency key) commit or
// roll back together.
import type { Clock } from '../clock'
import type { Queryable } from '../db/client'
import { AppError } from '../appError'
import { dec, type Decimal } from './decimal'

export const WALLETS = ['micro', 'legal', 'change', 'lever'] as const
/** micro: seconds trading; the others are the accounts the wallets will hold. */
export type Wallet = (typeof WALLETS)[number]

export function isWallet(value: unknown): value is Wallet {
  return typeof value === 'string' && (WALLETS as readonly string[]).includes(value)
}

/** What a change was: the client translates it by this, the `info` text is for people. */
export type RecordType =
  'ops_credit' | 'micro_stake' | 'micro_fee' | 'micro_payout' | 'micro_refund'

export interface Account {
  userId: number
  currencyId: number
  wallet: Wallet
}

export interface BalanceChange extends Account {
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

/**
 * Locks the account's balance row until the transaction ends and returns the balance; an account
 * that never held anything is created at 0. `q` must be a transaction.
 */
export async function lockBalance(q: Queryable, account: Account): Promise<Decimal> {
  const key = [account.userId, account.currencyId, account.wallet]
  // Two first changes of one account at once: the second insert waits for the first and then does
  // nothing, so the row exists exactly once either way.
  await q.query(
    `INSERT INTO balances (user_id, currency_id, wallet, balance) VALUES ($1, $2, $3, 0)
     ON CONFLICT (user_id, currency_id, wallet) DO NOTHING`,
    key,
  )
  const [row] = await q.query<{ balance: string }>(
    `SELECT balance FROM balances WHERE user_id = $1 AND currency_id = $2 AND wallet = $3
       FOR UPDATE`,
    key,
  )
  return dec(row.balance)
}

/**
 * Applies one change to one balance and records it. Refuses (insufficient_balance, nothing
 * written) a change that would take the balance below zero. `q` must be a transaction.
 */
export async function applyChange(
  q: Queryable,
  clock: Clock,
  c: BalanceChange,
): Promise<AppliedChange> {
  if (c.change.isZero() || !c.change.isFinite()) {
    throw new RangeError(`a ledger change must be a non-zero amount, not ${c.change.toString()}`)
  }
  const before = await lockBalance(q, c)
  const after = before.plus(c.change)
  if (after.isNegative()) throw new AppError('insufficient_balance')
  await q.query(
    `UPDATE balances SET balance = $4 WHERE user_id = $1 AND currency_id = $2 AND wallet = $3`,
    [c.userId, c.currencyId, c.wallet, after.toFixed()],
  )
  const [record] = await q.query<{ id: number }>(
    `INSERT INTO account_records
       (user_id, currency_id, wallet, before, after, change, type, info, ref_type, ref_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id`,
    [
      c.userId,
      c.currencyId,
      c.wallet,
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

/** The balance without locking it (for showing); 0 for an account that never held anything. */
export async function readBalance(q: Queryable, account: Account): Promise<Decimal> {
  const [row] = await q.query<{ balance: string }>(
    'SELECT balance FROM balances WHERE user_id = $1 AND currency_id = $2 AND wallet = $3',
    [account.userId, account.currencyId, account.wallet],
  )
  return dec(row?.balance ?? '0')
}
