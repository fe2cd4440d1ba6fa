// Asking for a withdrawal (POST /wallet/out). The checks run in WIRE.md's pinned order, so a
// request that breaks two rules is told the first: certification, the address, the withdraw
// password set, open seconds trades, the amount (network open, minimum, maximum, available),
// the password, the code, and the 24 h locks last. Only then does one transaction freeze
// number + fee beside the request row and use up the code: a refused request keeps its code.
import { coinPlaces } from '@common/coins'
import type { AppContext } from '../context'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import {
  checkCode,
  consumeCode,
  requireCodeFormat,
  requireNotFrozen,
  requireSecondFactor,
} from '../identity/public'
import { money } from '../infra/i18n'
import { requireCertified } from '../certification/public'
import { verifyPassword } from '../infra/crypto/password'
import type { UserRow } from '../infra/db/users'
import { requireAmount } from '../infra/money/amount'
import { formatAmount, formatPlain, type Decimal } from '../infra/money/decimal'
import { lockParts, readParts, shiftParts } from '../infra/money/ledger'
import { assetCurrency, requireNetwork, withdrawHoldMs, withdrawLock } from '../wallet/public'
import { refuseLocked } from './locks'
import { toWithdrawal, type Withdrawal, type WithdrawalRow } from './withdrawals'

export interface WithdrawInput {
  currency: string
  network: string
  /** what is to arrive */
  number: string
  addressId: number | undefined
  payPassword: string
  code: string
  /** the authenticator's code, once one is bound */
  totpCode: string
}

/** What the checks established, for the transaction that freezes. */
export interface CheckedWithdrawal {
  currencyId: number
  code: string
  network: string
  address: { id: number; address: string }
  number: Decimal
  fee: Decimal
  codeId: number
}

/** The key of the user's withdraw-password failures in ctx.limiters.payPassword. */
const passwordKey = (userId: number) => `user:${userId}`

async function hasOpenSecondsTrades(q: Queryable, userId: number): Promise<boolean> {
  // 1 trading, 2 closing: the stake's outcome is not known yet (007_microtrade.sql)
  const rows = await q.query(
    'SELECT 1 FROM micro_orders WHERE user_id = $1 AND status IN (1, 2) LIMIT 1',
    [userId],
  )
  return rows.length > 0
}

/** Runs every check in order without writing money; a wrong password or code is counted. */
export async function checkWithdrawal(
  ctx: AppContext,
  user: UserRow,
  input: WithdrawInput,
): Promise<CheckedWithdrawal> {
  const q = ctx.db
  // a frozen account is told why before anything else (decision 18)
  if (user.frozen) throw new AppError('account_frozen')
  requireCertified(user)
  const spec = assetCurrency(input.currency)

  const [entry] =
    input.addressId === undefined
      ? []
      : await q.query<{ id: string | number; address: string }>(
          `SELECT id, address FROM wallet_addresses
            WHERE id = $1 AND user_id = $2 AND currency = $3 AND network = $4`,
          [input.addressId, user.id, spec.id, input.network],
        )
  if (!entry) throw new AppError('wallet_not_bound')
  if (user.pay_password_hash === null) throw new AppError('pay_password_not_set')
  if (await hasOpenSecondsTrades(q, user.id)) throw new AppError('withdraw_open_positions')

  const network = await requireNetwork(q, spec.id, input.network, 'withdraw')
  if (!input.number) throw new AppError('withdraw_amount_required')
  const number = requireAmount(input.number, coinPlaces(spec.id))
  const vars = { currency: spec.code }
  if (number.lessThan(network.withdrawMin)) {
    throw new AppError('withdraw_min', { ...vars, min: money(formatPlain(network.withdrawMin)) })
  }
  if (number.greaterThan(network.withdrawMax)) {
    throw new AppError('withdraw_max', { ...vars, max: money(formatPlain(network.withdrawMax)) })
  }
  const fee = network.withdrawFee
  const parts = await readParts(q, { userId: user.id, currencyId: spec.id, wallet: 'legal' })
  if (number.plus(fee).greaterThan(parts.available)) throw insufficient(number, fee, spec.code)

  await requirePayPassword(ctx, user, input.payPassword)

  requireCodeFormat(input.code)
  const codeId = await checkCode(q, ctx.clock, user.account_key, 'withdraw', input.code)

  const lock = await withdrawLock(q, ctx.clock, user.id, withdrawHoldMs(ctx.demo), input.addressId)
  if (lock) refuseLocked(lock)
  // last: a code it takes is spent, so nothing after it may refuse for a reason of its own
  await requireSecondFactor(ctx, user, input.totpCode)

  return {
    currencyId: spec.id,
    code: spec.code,
    network: network.network,
    address: { id: Number(entry.id), address: entry.address },
    number,
    fee,
    codeId,
  }
}

function insufficient(number: Decimal, fee: Decimal, currency: string): AppError {
  return new AppError('withdraw_insufficient', {
    total: money(formatPlain(number.plus(fee))),
    fee: money(formatPlain(fee)),
    currency,
  })
}

/**
 * The withdraw password, checked the way login checks its password (scrypt, constant time). Five
 * wrong ones within an hour stop further tries for the rest of that hour, whatever is typed then:
 * the password is the last thing between a stolen session and the user's money.
 */
async function requirePayPassword(ctx: AppContext, user: UserRow, password: string) {
  if (!password) throw new AppError('pay_password_required')
  const limiter = ctx.limiters.payPassword
  const wait = await limiter.retryAfter(passwordKey(user.id))
  if (wait > 0) {
    throw new AppError('pay_password_locked', { minutes: Math.max(1, Math.ceil(wait / 60_000)) })
  }
  if (!(await verifyPassword(password, user.pay_password_hash ?? ''))) {
    await limiter.hit(passwordKey(user.id))
    throw new AppError('pay_password_incorrect')
  }
}

/**
 * Freezes number + fee and stores the request (status 1), using up the code, in transaction `q`.
 * The balance is checked again under the row lock: requests racing for one balance are admitted
 * one by one and never together beyond what it holds.
 */
export async function openWithdrawal(
  q: Queryable,
  clock: Clock,
  userId: number,
  c: CheckedWithdrawal,
): Promise<Withdrawal> {
  await requireNotFrozen(q, userId)
  await consumeCode(q, clock, c.codeId)
  const account = { userId, currencyId: c.currencyId, wallet: 'legal' as const }
  const total = c.number.plus(c.fee)
  if (total.greaterThan((await lockParts(q, account)).available)) {
    throw insufficient(c.number, c.fee, c.code)
  }
  const [row] = await q.query<WithdrawalRow>(
    `INSERT INTO withdrawals (user_id, currency_id, network, address, address_id, number, fee,
                              created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      userId,
      c.currencyId,
      c.network,
      c.address.address,
      c.address.id,
      c.number.toFixed(),
      c.fee.toFixed(),
      clock.now(),
    ],
  )
  const id = Number(row.id)
  await shiftParts(q, clock, 'freeze', {
    ...account,
    amount: total,
    type: 'withdraw_freeze',
    info: `Withdrawal #${id}: ${formatAmount(c.number)} ${c.code} + fee ${formatAmount(c.fee)} on ${c.network}`,
    ref: { type: 'withdrawal', id },
  })
  return toWithdrawal(row)
}

/** After an accepted request the password's failures start again from none. */
export async function forgivePasswordFailures(ctx: AppContext, userId: number): Promise<void> {
  await ctx.limiters.payPassword.reset(passwordKey(userId))
}
