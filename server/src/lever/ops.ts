// The operator's leverage terms for a symbol. A change is checked as a whole, written with an audit
// row under the symbol's market row (so no position opens on half of it) and in force from the next
// position; open positions keep the price, margin and lines they opened with, and take the spread
// and overnight rate in force when they close or pay.
import type { LeverDeal } from '@wire/catalogue/lever'
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { positiveInt } from '../infra/http/input'
import { dec } from '../infra/money/decimal'
import { parseAmount } from '../infra/money/amount'
import { dealView, readMarket, type LeverMarketRow } from './markets'
import { given, type SettingFields } from '../ops/settingFields'

const PERCENTS = ['spread', 'trade_fee', 'overnight'] as const
const MAX_MULTIPLE = 125

export async function setLeverTerms(ctx: AppContext, body: SettingFields): Promise<LeverDeal> {
  const now = ctx.clock.now()
  const match = ctx.feed.matches().find((m) => m.id === positiveInt(given(body, 'match_id')))
  if (!match || match.open_lever !== 1) throw new AppError('symbol_not_found')
  return ctx.db.tx(async (q) => {
    await readMarket(q, ctx.feed, match, now)
    const [row] = await q.query<LeverMarketRow>(
      'SELECT * FROM lever_markets WHERE match_id = $1 FOR UPDATE',
      [match.id],
    )
    const next = { ...row }
    const multiples = given(body, 'multiples')
    if (multiples !== undefined) {
      const list = multiples.split(',').map(Number)
      const ascending = list.every(
        (n, i) => Number.isInteger(n) && n >= 1 && (i === 0 || n > list[i - 1]),
      )
      if (!ascending || list[list.length - 1] > MAX_MULTIPLE)
        throw new AppError('field_invalid', { field: 'multiples' })
      next.multiples = list.join(',')
    }
    const share = given(body, 'share_num')
    if (share !== undefined) {
      const d = parseAmount(share)
      if (!d || d.lte(0) || d.decimalPlaces() > match.qty_precision)
        throw new AppError('field_invalid', { field: 'share_num' })
      next.share_num = d.toFixed()
    }
    for (const name of PERCENTS) {
      const value = given(body, name)
      if (value === undefined) continue
      const d = parseAmount(value)
      if (!d || d.lt(0) || d.gte(10)) throw new AppError('field_invalid', { field: name })
      next[name] = d.toFixed()
    }
    const mmr = given(body, 'mmr')
    if (mmr !== undefined) {
      const d = parseAmount(mmr)
      if (!d || d.lt(0) || d.gte(0.5)) throw new AppError('field_invalid', { field: 'mmr' })
      next.mmr = d.toFixed()
    }
    // at the highest multiple a new position must stand above its liquidation price
    const highest = Math.max(...next.multiples.split(',').map(Number))
    if (dec(next.mmr).times(highest).gte(1)) throw new AppError('field_invalid', { field: 'mmr' })
    const status = given(body, 'status')
    if (status !== undefined) next.status = status === '0' ? 0 : 1
    await q.query(
      `UPDATE lever_markets SET multiples = $2, share_num = $3, spread = $4, trade_fee = $5,
         overnight = $6, mmr = $7, status = $8 WHERE match_id = $1`,
      [
        match.id,
        next.multiples,
        next.share_num,
        next.spread,
        next.trade_fee,
        next.overnight,
        next.mmr,
        next.status,
      ],
    )
    await audit(q, ctx.clock, 'lever_terms', match.symbol, { before: row, after: next })
    return dealView(next, match, ctx.feed.priceAt(match.id, now.getTime()), '0.00')
  })
}
