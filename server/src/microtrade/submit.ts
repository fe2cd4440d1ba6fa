// Placing a seconds trade (microtrade/submit). Every check runs before anything is written; then
// one transaction records the buy price, debits stake and fee through the ledger and inserts the
// order, so an order exists exactly when its money has left the balance.
import { orderFee } from '@common/tradeRules'
import type { MicroOrder } from '@wire/microtrade'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { requireAmount } from '../infra/money/amount'
import { applyChange, lockBalance } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { isPayable, MICRO_WALLET } from './account'
import { currencyById } from '../infra/money/currencies'
import { findEnabledOption } from './options'
import { toMicroOrder, type MicroOrderRow } from './orders'
import { dec, formatPlain } from '../infra/money/decimal'

/** The fields of the submitOrder call as they arrived (undefined: absent or not a whole number). */
export interface SubmitInput {
  matchId?: number
  currencyId?: number
  type: string
  seconds?: number
  number: string
}

/** The match as open for seconds trading at `now`. */
function openMatch(feed: MarketFeed, matchId: number | undefined, now: Date): SymbolInfo {
  const info = feed.matches().find((m) => m.id === matchId)
  if (!info || info.listed_at > now.getTime()) throw new AppError('symbol_not_found')
  if (info.open_microtrade !== 1) throw new AppError('microtrade_closed')
  return info
}

/** Places the order for `userId`; `q` must be a transaction. */
export async function submitOrder(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  input: SubmitInput,
): Promise<MicroOrder> {
  const now = clock.now()
  const match = openMatch(feed, input.matchId, now)
  const currencyId = input.currencyId
  if (currencyId === undefined || !isPayable(currencyId)) {
    throw new AppError('microtrade_currency_invalid')
  }
  if (input.type !== '1' && input.type !== '2') throw new AppError('microtrade_direction_invalid')
  const option = input.seconds === undefined ? undefined : await findEnabledOption(q, input.seconds)
  if (!option) throw new AppError('microtrade_seconds_invalid')
  const stake = requireAmount(input.number)
  if (stake.lessThan(option.min_amount)) {
    throw new AppError('microtrade_min_amount', {
      min: money(option.min_amount),
      currency: currencyById(currencyId)?.code ?? '',
    })
  }
  await requireNotFrozen(q, userId)

  const fee = dec(orderFee(stake.toFixed(), option.fee_rate))
  const account = { userId, currencyId, wallet: MICRO_WALLET }
  // Locked from here to commit: a second order of this user waits and then sees the debits.
  const balance = await lockBalance(q, account)
  if (balance.lessThan(stake.plus(fee))) throw new AppError('insufficient_balance')

  const openPrice = feed.priceAt(match.id, now.getTime())
  const [row] = await q.query<MicroOrderRow>(
    `INSERT INTO micro_orders (user_id, match_id, currency_id, type, seconds, number, fee,
                               profit_ratio, open_price, status, created_at, settle_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10, $11)
     RETURNING *`,
    [
      userId,
      match.id,
      currencyId,
      Number(input.type),
      option.seconds,
      stake.toFixed(),
      fee.toFixed(),
      option.profit_ratio,
      openPrice,
      now,
      new Date(now.getTime() + option.seconds * 1000),
    ],
  )
  const ref = { type: 'micro_order', id: row.id }
  const what = `seconds trade #${row.id} ${match.symbol} ${input.type === '1' ? 'up' : 'down'} ${option.seconds}s`
  await applyChange(q, clock, {
    ...account,
    change: stake.negated(),
    type: 'micro_stake',
    info: `Stake of ${what}`,
    ref,
  })
  if (!fee.isZero()) {
    await applyChange(q, clock, {
      ...account,
      change: fee.negated(),
      type: 'micro_fee',
      info: `Fee of ${what} (${formatPlain(dec(option.fee_rate).times(100))} %)`,
      ref,
    })
  }
  return toMicroOrder(row, feed, now)
}
