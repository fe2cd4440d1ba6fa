// Positions as the wire shows them: each valued at its symbol's mark now, with the terms of its
// symbol read once per symbol.
import type { LeverPosition } from '@wire/catalogue/lever'
import type { Queryable } from '../infra/db/client'
import type { MarketFeed } from '../market/public'
import { readMarket, termsOf } from './markets'
import { toLeverPosition, type PositionRow } from './positions'

export async function viewPositions(
  q: Queryable,
  feed: MarketFeed,
  now: Date,
  rows: readonly PositionRow[],
): Promise<{ user_id: number; position: LeverPosition }[]> {
  const terms = new Map<number, ReturnType<typeof termsOf>>()
  const views = []
  for (const row of rows) {
    const match = feed.matches().find((m) => m.id === row.match_id)
    if (!match) continue
    let t = terms.get(match.id)
    if (!t) {
      t = termsOf(await readMarket(q, feed, match, now), match)
      terms.set(match.id, t)
    }
    const mark = feed.priceAt(match.id, now.getTime())
    views.push({ user_id: row.user_id, position: toLeverPosition(row, match, t, mark) })
  }
  return views
}
