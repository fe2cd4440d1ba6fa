// The totals /lever/dealall shows above the positions: the lever account's available balance, the
// open positions' margins and unrealised profit, and the seed's hazard rate for display (isolated
// margin decides each position by its own liquidation price, never by this account-wide figure).
import type { LeverBook } from '@wire/catalogue/lever'
import { closePrice, profitAt } from '@common/leverRules'
import { USDT } from '@common/coins'
import type { Queryable } from '../infra/db/client'
import type { MarketFeed } from '../market/public'
import { dec, formatAmount } from '../infra/money/decimal'
import { readParts } from '../infra/money/ledger'
import { readMarket, termsOf } from './markets'
import { OPEN, sideOf, type PositionRow } from './positions'

export async function bookTotals(
  q: Queryable,
  feed: MarketFeed,
  now: Date,
  userId: number,
): Promise<Omit<LeverBook, 'order'>> {
  const { available } = await readParts(q, { userId, currencyId: USDT.id, wallet: 'lever' })
  const open = await q.query<PositionRow>(
    `SELECT * FROM lever_positions WHERE user_id = $1 AND status = ${OPEN} AND legal_id = $2`,
    [userId, USDT.id],
  )
  let margins = dec('0')
  let origin = dec('0')
  let profits = dec('0')
  const terms = new Map<number, ReturnType<typeof termsOf>>()
  for (const row of open) {
    const match = feed.matches().find((m) => m.id === row.match_id)
    if (!match || row.price === null) continue
    let t = terms.get(match.id)
    if (!t) {
      t = termsOf(await readMarket(q, feed, match, now), match)
      terms.set(match.id, t)
    }
    const side = sideOf(row)
    const exit = closePrice(side, feed.priceAt(match.id, now.getTime()), t)
    margins = margins.plus(row.caution_money)
    origin = origin.plus(row.origin_caution_money)
    profits = profits.plus(profitAt(side, row.number, row.price, exit))
  }
  const hazard = margins.isZero()
    ? null
    : available.plus(margins).plus(profits).div(margins).times(100).toDecimalPlaces(2, 1).toFixed(2)
  return {
    balance: formatAmount(available),
    hazard_rate: hazard,
    caution_money_total: formatAmount(margins),
    origin_caution_money_total: formatAmount(origin),
    profits_total: formatAmount(profits),
  }
}
