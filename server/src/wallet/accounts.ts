// What a user holds (POST /wallet/list): each account of the ledger with each asset currency (and
// any other it holds), available and frozen, valued in USDT at the live simulated price. Reading
// writes nothing.
import { ASSET_COIN_IDS } from '@common/coins'
import type { PayloadOf } from '@wire/catalogue'
import { ACCOUNTS, type AccountName } from '@wire/catalogue/money'
import type { Queryable } from '../infra/db/client'
import type { CurrencySpec } from '../market/public'
import type { MarketFeed } from '../market/public'
import { logoUrl } from '../market/public'
import { dec, formatAmount, type Decimal } from '../infra/money/decimal'
import { currencyById } from '../infra/money/currencies'
import { projectTokenCodes } from '../project/public'

export type WalletList = PayloadOf<'walletList'>

/** The currencies that can be deposited and withdrawn (SPEC §3 coin ids), USDT first. */
export const ASSET_CURRENCY_IDS: readonly number[] = ASSET_COIN_IDS

/** Valued at 1 USDT each: there is no market between them in the simulation. */
const STABLECOINS: ReadonlySet<string> = new Set(['USDT', 'USDC'])

/** One unit of `code` in USDT, at the live simulated price; undefined when nothing quotes it. */
export function usdtPrice(feed: MarketFeed, code: string): Decimal | undefined {
  if (STABLECOINS.has(code)) return dec('1')
  const match = feed.matches().find((m) => m.symbol === `${code}/USDT`)
  const quote = match && feed.quote(match.id)
  return quote ? dec(quote.now_price) : undefined
}

export interface ListFilter {
  /** only currencies whose code contains it (any case); '' for all */
  name: string
  /** leave out currencies with nothing in them */
  hideZero: boolean
}

interface Held {
  currency_id: number
  wallet: string
  balance: string
  frozen: string
}

export async function listWallets(
  q: Queryable,
  feed: MarketFeed,
  userId: number,
  filter: ListFilter,
): Promise<WalletList> {
  const rows = await q.query<Held>(
    'SELECT currency_id, wallet, balance, frozen FROM balances WHERE user_id = $1',
    [userId],
  )
  const held = new Map(rows.map((r) => [`${r.wallet}:${r.currency_id}`, r]))
  // a project's token is a currency of its own, named by the project (it has no market price)
  const tokens = await projectTokenCodes(
    q,
    rows.map((r) => r.currency_id).filter((id) => !currencyById(id)),
  )
  const currencyOf = (id: number): CurrencySpec | undefined => {
    const code = tokens.get(id)
    return currencyById(id) ?? (code ? { id, code, fullName: code, type: 2 } : undefined)
  }
  const wanted = filter.name.trim().toUpperCase()
  // the asset currencies, then any other the account holds (a coin bought on a spot book)
  const currenciesOf = (name: AccountName): CurrencySpec[] => {
    const others = rows
      .filter((r) => r.wallet === name && !ASSET_CURRENCY_IDS.includes(r.currency_id))
      .map((r) => r.currency_id)
      .sort((a, b) => a - b)
    return [...ASSET_CURRENCY_IDS, ...others]
      .map(currencyOf)
      .filter((c): c is CurrencySpec => c !== undefined && c.code.includes(wanted))
  }
  const prices = new Map<number, Decimal>()
  const priceOf = (c: CurrencySpec): Decimal => {
    const known = prices.get(c.id)
    if (known) return known
    const price = usdtPrice(feed, c.code) ?? dec('0')
    prices.set(c.id, price)
    return price
  }

  const account = (name: AccountName) => {
    let total = dec('0')
    const balance = currenciesOf(name).flatMap((c) => {
      const row = held.get(`${name}:${c.id}`)
      const available = dec(row?.balance ?? '0')
      const frozen = dec(row?.frozen ?? '0')
      if (filter.hideZero && available.isZero() && frozen.isZero()) return []
      const price = priceOf(c)
      total = total.plus(available.plus(frozen).times(price))
      return [
        {
          currency: c.id,
          currency_name: c.code,
          [`${name}_balance`]: formatAmount(available),
          [`lock_${name}_balance`]: formatAmount(frozen),
          usdt_price: formatAmount(price),
          logo: logoUrl(c.code),
        },
      ]
    })
    return { balance, usdt_totle: total.toFixed(2) }
  }
  const list = Object.fromEntries(ACCOUNTS.map((name) => [`${name}_wallet`, account(name)]))
  // Each row carries its own account's field names, which TypeScript cannot follow through the map.
  return list as unknown as WalletList
}
