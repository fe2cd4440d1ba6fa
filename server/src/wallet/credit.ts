// Operator credit (POST /ops/credit): puts money into a user's account through the ledger, with an
// audit row that the account record points to. How test and demo accounts get funds until the
// recharge flow exists.
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { applyChange, isWallet, type Wallet } from '../infra/money/ledger'
import { currencyByIdOrCode } from '../infra/money/currencies'
import { dec, formatAmount } from '../infra/money/decimal'
import { findUserByKey, type UserRow } from '../infra/db/users'
import { AppError } from '../infra/appError'
import { audit } from '../infra/audit/audit'
import { accountKeyOf } from '../ops/accountKey'

export interface OpsCreditInput {
  /** an e-mail or '+<area code><number>'; user_id wins when both are given */
  account: string
  userId?: number
  /** a positive decimal; up to 8 decimals, as a BTC amount needs */
  amount: string
  /** id or code; USDT when empty */
  currency: string
  /** 'micro' when empty */
  wallet: string
  note: string
}

export interface OpsCreditResult {
  user_id: number
  account: string
  currency_id: number
  currency: string
  wallet: Wallet
  amount: string
  /** the balance after the credit */
  balance: string
  record_id: number
}

const CREDIT_AMOUNT = /^(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,8})?$/
export const NOTE_MAX = 200

async function targetUser(q: Queryable, input: OpsCreditInput): Promise<UserRow> {
  let user: UserRow | undefined
  if (input.userId !== undefined) {
    ;[user] = await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [input.userId])
  } else if (input.account.trim()) {
    user = await findUserByKey(q, accountKeyOf(input.account))
  }
  if (!user) throw new AppError('account_not_found')
  return user
}

/** Credits the user in transaction `q`. */
export async function opsCredit(
  q: Queryable,
  clock: Clock,
  input: OpsCreditInput,
): Promise<OpsCreditResult> {
  if (!CREDIT_AMOUNT.test(input.amount) || dec(input.amount).isZero()) {
    throw new AppError('amount_invalid')
  }
  const currency = currencyByIdOrCode(input.currency || 'USDT')
  if (!currency) throw new AppError('currency_not_found')
  const wallet = input.wallet || 'micro'
  if (!isWallet(wallet)) throw new AppError('wallet_invalid')
  const note = input.note.slice(0, NOTE_MAX)
  const user = await targetUser(q, input)
  const amount = dec(input.amount)

  const auditId = await audit(q, clock, 'credit', user.account_key, {
    user_id: user.id,
    amount: amount.toFixed(),
    currency: currency.code,
    wallet,
    note,
  })
  const applied = await applyChange(q, clock, {
    userId: user.id,
    currencyId: currency.id,
    wallet,
    change: amount,
    type: 'ops_credit',
    info: note ? `Operator credit: ${note}` : 'Operator credit',
    ref: { type: 'ops_audit', id: auditId },
  })
  return {
    user_id: user.id,
    account: user.account_key,
    currency_id: currency.id,
    currency: currency.code,
    wallet,
    amount: formatAmount(amount),
    balance: formatAmount(applied.after),
    record_id: applied.recordId,
  }
}
