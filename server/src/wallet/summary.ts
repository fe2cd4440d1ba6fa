// The Assets tab's headline (GET /wallet/getWalletNew) and the per-currency reads around it
// (/wallet/getRateCurrency, /wallet/detail, /currency/user_currency_list). Reading writes nothing.
import type { PayloadOf } from '@wire/catalogue'
import type { AccountName } from '@wire/catalogue/money'
import { inUtc, type Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import type { MarketFeed } from '../market/public'
import type { CurrencySpec } from '../market/public'
import { currencyById } from '../infra/money/currencies'
import { dec, formatAmount } from '../infra/money/decimal'
import { readParts } from '../infra/money/ledger'
import { ASSET_CURRENCY_IDS, listWallets, usdtPrice } from './accounts'
import { assetCurrency } from './transferInfo'

export type WalletSummary = PayloadOf<'walletSummary'>
export type RateRow = PayloadOf<'rateCurrency'>[number]
export type WalletDetail = PayloadOf<'walletDetail'>
export type CurrencyOption = PayloadOf<'userCurrencyList'>[number]

const assetCurrencies = (): CurrencySpec[] =>
  ASSET_CURRENCY_IDS.map((id) => currencyById(id)).filter((c): c is CurrencySpec => !!c)

/**
 * Everything held, in USDT, and what seconds trades have earned, with the stakes they earned it
 * on: today (the UTC day, the server's business day until lock mining makes it a setting) and in
 * all. Stakes are in USDT or USDC,
 * each counted at 1 USDT.
 */
export async function walletSummary(
  q: Queryable,
  feed: MarketFeed,
  clock: Clock,
  userId: number,
): Promise<WalletSummary> {
  const list = await listWallets(q, feed, userId, { name: '', hideZero: false })
  const total = Object.values(list).reduce((sum, a) => sum.plus(a.usdt_totle), dec('0'))
  const dayStart = inUtc(clock.now()).startOf('day').toDate()
  const [profit] = await q.query<{
    today: string
    total: string
    today_staked: string
    total_staked: string
  }>(
    `SELECT coalesce(sum(fact_profits) FILTER (WHERE complete_at >= $2), 0) AS today,
            coalesce(sum(fact_profits), 0) AS total,
            coalesce(sum(number) FILTER (WHERE complete_at >= $2), 0) AS today_staked,
            coalesce(sum(number), 0) AS total_staked
       FROM micro_orders WHERE user_id = $1 AND status = 3`,
    [userId, dayStart],
  )
  return {
    usdt_totle: total.toFixed(2),
    today_profit: formatAmount(profit.today),
    total_profit: formatAmount(profit.total),
    today_staked: formatAmount(profit.today_staked),
    total_staked: formatAmount(profit.total_staked),
    day_start: dayStart.getTime(),
  }
}

export function rateCurrency(feed: MarketFeed): RateRow[] {
  return assetCurrencies().map((c) => ({
    currency: c.id,
    currency_name: c.code,
    usdt_price: formatAmount(usdtPrice(feed, c.code) ?? '0'),
  }))
}

export async function walletDetail(
  q: Queryable,
  feed: MarketFeed,
  userId: number,
  currency: string,
  account: AccountName,
): Promise<WalletDetail> {
  const spec = assetCurrency(currency)
  const parts = await readParts(q, { userId, currencyId: spec.id, wallet: account })
  const price = usdtPrice(feed, spec.code) ?? dec('0')
  return {
    currency: spec.id,
    currency_name: spec.code,
    type: account,
    available: formatAmount(parts.available),
    frozen: formatAmount(parts.frozen),
    usdt_price: formatAmount(price),
    usdt_value: parts.available.plus(parts.frozen).times(price).toFixed(2),
  }
}

/** SPEC §3 "currency option item": each coin's name in Chinese, English and traditional Chinese. */
const NAMES: Readonly<Record<number, { option_name: string; tw_name: string }>> = {
  1: { option_name: '比特币', tw_name: '比特幣' },
  2: { option_name: '以太坊', tw_name: '以太坊' },
  3: { option_name: '泰达币', tw_name: '泰達幣' },
  5: { option_name: '美元稳定币 USDC', tw_name: '美元穩定幣 USDC' },
}

export function userCurrencyList(): CurrencyOption[] {
  return assetCurrencies().map((c) => ({
    id: c.id,
    name: c.code,
    option_name: NAMES[c.id]?.option_name ?? c.fullName,
    en_name: c.fullName,
    tw_name: NAMES[c.id]?.tw_name ?? c.fullName,
  }))
}
