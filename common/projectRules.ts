// A token project's allocation at the end of its window (WIRE "Pinned for the catalogue areas",
// Projects; notes/catalogue-areas.md, Launchpad): each subscriber's share of the tokens for sale is
// their commitment over the total committed, no one above the per-user cap or above what their
// commitment buys at the price, and what a capped subscriber cannot take is shared among the others
// in proportion to their commitments ("water-filling"). Exact decimals throughout; each allocation
// is rounded down to the token's places (the rest stays unsold), the charge is the allocation at
// the price rounded up to the cent (never above the commitment), and the rest of the commitment is
// released. Shared by the server's settlement and the app's worked example.
import { add, compare, divDown, mul, round, sub } from './decimal'

export interface Subscription {
  /** the user's key in the result */
  id: number
  /** USDT committed */
  amount: string
}

export interface ProjectTerms {
  /** USDT per token */
  price: string
  /** tokens for sale */
  for_sale: string
  /** tokens at most per user */
  per_user_cap: string
  /** decimals of a token amount */
  places: number
}

export interface Allocation {
  id: number
  tokens: string
  /** USDT charged: tokens x price, rounded up to the cent */
  charged: string
  /** USDT released: the commitment less the charge */
  released: string
}

const min = (a: string, b: string): string => (compare(a, b) <= 0 ? a : b)
const sum = (values: readonly string[]): string => values.reduce((total, v) => add(total, v), '0')

/** A project token's currency id: a range of its own above every listed coin (migration 032). */
export const PROJECT_CURRENCY_BASE = 100_000

export const isProjectCurrency = (currencyId: number): boolean => currencyId > PROJECT_CURRENCY_BASE

function settled(terms: ProjectTerms, id: number, amount: string, tokens: string): Allocation {
  const got = round(tokens, terms.places, 'down')
  const charged = round(min(round(mul(got, terms.price), 2, 'up'), amount), 2, 'down')
  return { id, tokens: got, charged, released: round(sub(amount, charged), 2, 'down') }
}

/**
 * What `mine` would receive if the others' commitments stayed at `others` in total: the plain
 * pro-rata share within the cap. Capped subscribers among the others leave more to share, so the
 * final allocation at the same total is never below it.
 */
export function estimate(terms: ProjectTerms, mine: string, others: string): Allocation {
  if (compare(mine, '0') <= 0) return settled(terms, 0, '0', '0')
  const share = divDown(mul(terms.for_sale, mine), add(mine, others), terms.places)
  const most = min(divDown(mine, terms.price, terms.places), terms.per_user_cap)
  return settled(terms, 0, mine, min(share, most))
}

export function allocate(terms: ProjectTerms, subs: readonly Subscription[]): Allocation[] {
  // what each could take at most: their commitment's worth of tokens, within the cap
  const most = new Map(
    subs.map((s) => [s.id, min(divDown(s.amount, terms.price, terms.places), terms.per_user_cap)]),
  )
  const tokens = new Map<number, string>()
  let remaining = terms.for_sale
  let open = subs.filter((s) => compare(s.amount, '0') > 0)
  for (;;) {
    const committed = sum(open.map((s) => s.amount))
    if (open.length === 0 || compare(committed, '0') === 0) break
    // those whose pro-rata share reaches what they could take are filled, and leave the sharing
    const filled = open.filter(
      (s) => compare(mul(remaining, s.amount), mul(most.get(s.id) ?? '0', committed)) >= 0,
    )
    if (filled.length === 0) {
      for (const s of open)
        tokens.set(s.id, divDown(mul(remaining, s.amount), committed, terms.places))
      break
    }
    for (const s of filled) {
      const take = most.get(s.id) ?? '0'
      tokens.set(s.id, take)
      remaining = sub(remaining, take)
    }
    open = open.filter((s) => !filled.includes(s))
  }
  return subs.map((s) => settled(terms, s.id, s.amount, tokens.get(s.id) ?? '0'))
}
