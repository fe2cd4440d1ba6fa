// What a seconds-trading stake can be paid in, and the balances of the seconds-trading account.
import { USDT } from '@common/coins'
import type { PayableCurrency, UserBalance } from '@wire/microtrade'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { currencyById, currencyByIdOrCode } from '../infra/money/currencies'
import { readBalance, type Wallet } from '../infra/money/ledger'
import { formatAmount } from '../infra/money/decimal'

/** Stakes are paid in stablecoins (SPEC §3 coin ids): USDT 3, USDC 5. */
export const PAYABLE_CURRENCY_IDS: readonly number[] = [USDT.id, 5]

/** The seconds-trading account of the ledger. */
export const MICRO_WALLET: Wallet = 'micro'

export const isPayable = (currencyId: number): boolean => PAYABLE_CURRENCY_IDS.includes(currencyId)

export async function payableCurrencies(q: Queryable, userId: number): Promise<PayableCurrency[]> {
  const rows = await q.query<{ currency_id: number; balance: string }>(
    `SELECT currency_id, balance FROM balances
      WHERE user_id = $1 AND wallet = $2 AND currency_id = ANY($3::int[])`,
    [userId, MICRO_WALLET, PAYABLE_CURRENCY_IDS],
  )
  const held = new Map(rows.map((r) => [r.currency_id, r.balance]))
  return PAYABLE_CURRENCY_IDS.map((id) => ({
    id,
    name: currencyById(id)?.code ?? String(id),
    balance: formatAmount(held.get(id) ?? '0'),
  }))
}

/** user/getBalance: one currency of the seconds-trading account. */
export async function microBalance(
  q: Queryable,
  userId: number,
  currency: string,
): Promise<UserBalance> {
  const spec = currencyByIdOrCode(currency)
  if (!spec) throw new AppError('currency_not_found')
  const balance = await readBalance(q, { userId, currencyId: spec.id, wallet: MICRO_WALLET })
  return { currency_id: spec.id, name: spec.code, balance: formatAmount(balance) }
}
