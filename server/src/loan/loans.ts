// Borrowing (/loan/submit), adding collateral, repaying (/loan/repay) and the user's loans. Every
// refusal comes before anything is written; the loan's row is locked while it changes, balances in
// (user, currency) order as every job locks them.
import type { Loan } from '@wire/catalogue/loan'
import type { Paged } from '@wire/envelope'
import { coinPlaces } from '@common/coins'
import { add, compare, mul } from '@common/decimal'
import {
  dailyInterest,
  liquidationPrice,
  ltvPercent,
  minCollateral,
  reaches,
} from '@common/loanRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import { requireNotFrozen } from '../identity/public'
import type { MarketFeed } from '../market/public'
import { requireAmount } from '../infra/money/amount'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'
import { applyChanges, lockParts, shiftParts, type Account } from '../infra/money/ledger'
import { collateralOf, priceOf, readProduct } from './products'

const DAY_MS = 86_400_000

export interface LoanRow {
  id: number
  user_id: number
  borrowing_code: string
  currency_id: number
  amount: string
  daily_rate: string
  days: number
  ltv_initial: string
  ltv_call: string
  ltv_liquidate: string
  collateral_currency: number
  collateral_amount: string
  interest: string
  accrued_days: number
  status: number
  called_at: Date | null
  liquidation_price: string | null
  seized: string | null
  returned: string | null
  created_at: Date
  due_at: Date
  closed_at: Date | null
}

const codeOf = (id: number) => currencyById(id)?.code ?? ''
const plain = (v: string) => dec(v).toFixed()
const legal = (userId: number, currencyId: number): Account => ({
  userId,
  currencyId,
  wallet: 'legal',
})

/** Days of interest owed at `now`: each day counts from the moment it begins, the first at once. */
export const daysDue = (l: Pick<LoanRow, 'created_at'>, now: Date): number =>
  Math.floor((now.getTime() - l.created_at.getTime()) / DAY_MS) + 1

/** The interest owed at `now`: what is accrued and the days begun since. */
export function interestAt(l: LoanRow, now: Date): { interest: string; days: number } {
  const days = Math.max(l.accrued_days, daysDue(l, now))
  const perDay = dailyInterest(l.amount, l.daily_rate, coinPlaces(l.currency_id))
  return { interest: add(l.interest, mul(perDay, days - l.accrued_days)), days }
}

export interface LoanState {
  /** principal + interest, in the loan currency */
  debt: string
  /** the debt and the collateral in USDT at the feed's price */
  debtUsdt: string
  collateralUsdt: string
  collateralPrice: string
}

export function stateAt(l: LoanRow, feed: MarketFeed, now: Date): LoanState {
  const debt = add(l.amount, interestAt(l, now).interest)
  const collateralPrice = priceOf(feed, l.collateral_currency, now)
  return {
    debt,
    debtUsdt: mul(debt, priceOf(feed, l.currency_id, now)),
    collateralUsdt: mul(l.collateral_amount, collateralPrice),
    collateralPrice,
  }
}

export function toLoan(l: LoanRow, feed: MarketFeed, now: Date): Loan {
  const open = l.status === 1
  const s = stateAt(l, feed, now)
  const { interest } = open ? interestAt(l, now) : { interest: l.interest }
  return {
    id: l.id,
    borrowing_code: l.borrowing_code,
    currency_id: l.currency_id,
    currency_name: codeOf(l.currency_id),
    amount: plain(l.amount),
    daily_rate: plain(l.daily_rate),
    days: l.days,
    interest: plain(interest),
    debt: plain(add(l.amount, interest)),
    collateral_currency: l.collateral_currency,
    collateral_name: codeOf(l.collateral_currency),
    collateral_places: coinPlaces(l.collateral_currency),
    collateral_amount: plain(l.collateral_amount),
    collateral_price: plain(s.collateralPrice),
    ltv: open ? plain(ltvPercent(s.debtUsdt, s.collateralUsdt)) : '0',
    ltv_initial: plain(l.ltv_initial),
    ltv_call: plain(l.ltv_call),
    ltv_liquidate: plain(l.ltv_liquidate),
    liquidation_price: plain(liquidationPrice(s.debtUsdt, l.collateral_amount, l.ltv_liquidate, 8)),
    status: l.status === 3 ? 3 : l.status === 2 ? 2 : 1,
    called: open && reaches(s.debtUsdt, s.collateralUsdt, l.ltv_call),
    seized: l.seized === null ? null : plain(l.seized),
    returned: l.returned === null ? null : plain(l.returned),
    liquidated_at_price: l.liquidation_price === null ? null : plain(l.liquidation_price),
    create_time: l.created_at.toISOString(),
    due_time: l.due_at.toISOString(),
    close_time: l.closed_at?.toISOString() ?? null,
  }
}

/** Both balances of a loan locked, in (currency) order: the user is the same. */
async function lockBoth(
  q: Queryable,
  l: Pick<LoanRow, 'user_id' | 'currency_id' | 'collateral_currency'>,
) {
  const [first, second] = [l.currency_id, l.collateral_currency].sort((a, b) => a - b)
  const parts = new Map([[first, await lockParts(q, legal(l.user_id, first))]])
  parts.set(second, await lockParts(q, legal(l.user_id, second)))
  return parts
}

export async function borrow(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  input: { code: string; amount: string; collateralCurrency: number; collateralAmount: string },
): Promise<Loan> {
  const product = await readProduct(q, input.code)
  if (product.status !== 1) throw new AppError('loan_product_closed')
  const accepted = collateralOf(product)
  if (!accepted.includes(input.collateralCurrency)) {
    throw new AppError('loan_collateral_not_accepted', {
      accepted: accepted.map(codeOf).join(', '),
    })
  }
  const currency = codeOf(product.currency_id)
  const collateralCode = codeOf(input.collateralCurrency)
  const amount = requireAmount(input.amount, coinPlaces(product.currency_id))
  if (amount.lt(product.min) || amount.gt(product.max)) {
    throw new AppError('loan_amount_range', {
      min: plain(product.min),
      max: plain(product.max),
      currency,
    })
  }
  const places = coinPlaces(input.collateralCurrency)
  const collateral = requireAmount(input.collateralAmount, places)
  const now = clock.now()
  // the first day's interest is owed from the start, so the LTV a borrow starts at includes it
  const firstDay = dailyInterest(
    amount.toFixed(),
    product.daily_rate,
    coinPlaces(product.currency_id),
  )
  const debtUsdt = mul(add(amount.toFixed(), firstDay), priceOf(feed, product.currency_id, now))
  const price = priceOf(feed, input.collateralCurrency, now)
  const collateralUsdt = mul(collateral.toFixed(), price)
  if (compare(mul(debtUsdt, '100'), mul(collateralUsdt, product.ltv_initial)) > 0) {
    throw new AppError('loan_ltv_initial', {
      min: plain(minCollateral(debtUsdt, price, product.ltv_initial, places)),
      currency: collateralCode,
      ltv: plain(product.ltv_initial),
    })
  }
  await requireNotFrozen(q, userId)
  const parts = await lockBoth(q, {
    user_id: userId,
    currency_id: product.currency_id,
    collateral_currency: input.collateralCurrency,
  })
  const available = parts.get(input.collateralCurrency)?.available ?? dec('0')
  if (available.lt(collateral)) {
    throw new AppError('loan_insufficient', {
      // what is available: at the coin's places, cut down, never more than can be spent
      available: money(available.toFixed(), coinPlaces(input.collateralCurrency)),
      currency: collateralCode,
    })
  }
  const [row] = await q.query<LoanRow>(
    `INSERT INTO loans (user_id, borrowing_code, currency_id, amount, daily_rate, days, ltv_initial,
       ltv_call, ltv_liquidate, collateral_currency, collateral_amount, interest, accrued_days,
       status, created_at, due_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, 1, $13, $14) RETURNING *`,
    [
      userId,
      product.borrowing_code,
      product.currency_id,
      amount.toFixed(),
      product.daily_rate,
      product.days,
      product.ltv_initial,
      product.ltv_call,
      product.ltv_liquidate,
      input.collateralCurrency,
      collateral.toFixed(),
      firstDay,
      now,
      new Date(now.getTime() + product.days * DAY_MS),
    ],
  )
  const ref = { type: 'loan', id: row.id }
  await shiftParts(q, clock, 'freeze', {
    ...legal(userId, input.collateralCurrency),
    amount: collateral,
    type: 'loan_collateral_freeze',
    info: `Collateral of loan #${row.id}`,
    ref,
  })
  await applyChanges(q, clock, legal(userId, product.currency_id), [
    { change: amount, type: 'loan_credit', info: `Loan #${row.id}`, ref },
  ])
  return toLoan(row, feed, now)
}

/** The user's open loan, locked; refused when it is not theirs or no longer open. */
async function lockOpenLoan(
  q: Queryable,
  userId: number,
  id: number | undefined,
): Promise<LoanRow> {
  const [row] = await q.query<LoanRow>(
    'SELECT * FROM loans WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id ?? 0, userId],
  )
  if (!row) throw new AppError('loan_not_found')
  if (row.status !== 1) throw new AppError('loan_closed')
  return row
}

export async function addCollateral(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  input: { id: number | undefined; amount: string },
): Promise<Loan> {
  const loan = await lockOpenLoan(q, userId, input.id)
  const amount = requireAmount(input.amount, coinPlaces(loan.collateral_currency))
  await requireNotFrozen(q, userId)
  const account = legal(userId, loan.collateral_currency)
  const parts = await lockBoth(q, loan)
  const available = parts.get(loan.collateral_currency)?.available ?? dec('0')
  if (available.lt(amount)) {
    throw new AppError('loan_insufficient', {
      available: money(available.toFixed(), coinPlaces(loan.collateral_currency)),
      currency: codeOf(loan.collateral_currency),
    })
  }
  const [row] = await q.query<LoanRow>(
    'UPDATE loans SET collateral_amount = collateral_amount + $2 WHERE id = $1 RETURNING *',
    [loan.id, amount.toFixed()],
  )
  await shiftParts(q, clock, 'freeze', {
    ...account,
    amount,
    type: 'loan_collateral_freeze',
    info: `More collateral for loan #${loan.id}`,
    ref: { type: 'loan', id: loan.id },
  })
  return toLoan(row, feed, clock.now())
}

export async function repay(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  id: number | undefined,
): Promise<Loan> {
  const loan = await lockOpenLoan(q, userId, id)
  const now = clock.now()
  const { interest, days } = interestAt(loan, now)
  const debt = dec(add(loan.amount, interest))
  const parts = await lockBoth(q, loan)
  const available = parts.get(loan.currency_id)?.available ?? dec('0')
  if (available.lt(debt)) {
    throw new AppError('loan_repay_insufficient', {
      debt: money(debt.toFixed()),
      available: money(available.toFixed(), coinPlaces(loan.currency_id)),
      currency: codeOf(loan.currency_id),
    })
  }
  const [row] = await q.query<LoanRow>(
    `UPDATE loans SET status = 2, interest = $2, accrued_days = $3, closed_at = $4, called_at = NULL
      WHERE id = $1 AND status = 1 RETURNING *`,
    [loan.id, interest, days, now],
  )
  const ref = { type: 'loan', id: loan.id }
  await applyChanges(q, clock, legal(userId, loan.currency_id), [
    {
      change: debt.negated(),
      type: 'loan_repay',
      info: `Repayment of loan #${loan.id}: ${plain(loan.amount)} and ${plain(interest)} interest`,
      ref,
    },
  ])
  await shiftParts(q, clock, 'unfreeze', {
    ...legal(userId, loan.collateral_currency),
    amount: dec(loan.collateral_amount),
    type: 'loan_collateral_release',
    info: `Collateral of loan #${loan.id}, released`,
    ref,
  })
  return toLoan(row, feed, now)
}

export function listLoans(
  q: Queryable,
  feed: MarketFeed,
  now: Date,
  userId: number,
  paging: Paging,
): Promise<Paged<Loan>> {
  return pagedList(
    q,
    paging,
    {
      select: 'SELECT *',
      from: 'FROM loans WHERE user_id = $1',
      orderBy: 'status = 1 DESC, id DESC',
      params: [userId],
    },
    (row: LoanRow) => toLoan(row, feed, now),
  )
}
