// The operator's settings of the spot books: a symbol's rules, and the house's market maker. Each
// change is checked as a whole, written with an audit row, and in force from the next order or
// round; absent fields keep their value.
import type { MarketMakerSettings, SpotRules as SpotRulesView } from '@wire/catalogue/spot'
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import type { SymbolInfo } from '../market/public'
import { parseAmount } from '../infra/money/amount'
import { readMakerSettings } from './marketMaker'
import { lockMarket, rulesInputOf, rulesView } from './markets'
import { compileRules, type SpotRulesInput } from './rules'
import { given, type SettingFields } from '../ops/settingFields'

export async function makerSettingsView(q: Queryable): Promise<MarketMakerSettings> {
  const s = await readMakerSettings(q)
  return {
    enabled: s.enabled,
    spread_bps: s.spreadBps,
    levels: s.levels,
    level_step_bps: s.levelStepBps,
    level_notional: s.levelNotional,
    requote_bps: s.requoteBps,
    refresh_ms: s.refreshMs,
  }
}

const WHOLE: Readonly<Record<string, [min: number, max: number]>> = {
  spread_bps: [1, 4999],
  levels: [1, 20],
  level_step_bps: [1, 999],
  requote_bps: [0, 4999],
  refresh_ms: [500, 3_600_000],
}

export async function setMakerSettings(
  q: Queryable,
  clock: Clock,
  fields: SettingFields,
): Promise<MarketMakerSettings> {
  const now = await makerSettingsView(q)
  const next = { ...now }
  const enabled = given(fields, 'enabled')
  if (enabled !== undefined) next.enabled = enabled === '1' || enabled === 'true'
  for (const [name, [min, max]] of Object.entries(WHOLE)) {
    const value = given(fields, name)
    if (value === undefined) continue
    const n = Number(value)
    if (!Number.isInteger(n) || n < min || n > max)
      throw new AppError('field_invalid', { field: name })
    ;(next as Record<string, unknown>)[name] = n
  }
  const notional = given(fields, 'level_notional')
  if (notional !== undefined) {
    const d = parseAmount(notional)
    if (!d || d.lte(0)) throw new AppError('field_invalid', { field: 'level_notional' })
    next.level_notional = d.toFixed()
  }
  // a kept bid must never reach a new ask of the maker's own
  if (next.requote_bps * 2 >= next.spread_bps) {
    throw new AppError('field_invalid', { field: 'requote_bps' })
  }
  await q.query(
    `UPDATE spot_market_maker SET enabled = $1, spread_bps = $2, levels = $3, level_step_bps = $4,
       level_notional = $5, requote_bps = $6, refresh_ms = $7 WHERE id = 1`,
    [
      next.enabled,
      next.spread_bps,
      next.levels,
      next.level_step_bps,
      next.level_notional,
      next.requote_bps,
      next.refresh_ms,
    ],
  )
  await audit(q, clock, 'spot_market_maker', null, { before: now, after: next })
  return next
}

/** The wire's field for each rule an operator sets (the decimals of fees are not theirs). */
const RULE_FIELDS: readonly [string, Exclude<keyof SpotRulesInput, `${string}Places`>][] = [
  ['tick', 'tick'],
  ['step', 'step'],
  ['min_notional', 'minNotional'],
  ['maker_fee', 'makerFee'],
  ['taker_fee', 'takerFee'],
  ['band_percent', 'bandPercent'],
]

export async function setSpotRules(
  q: Queryable,
  clock: Clock,
  match: SymbolInfo,
  fields: SettingFields,
): Promise<SpotRulesView> {
  // the symbol's lock: no order is matched on the old rules while the new ones are written
  const row = await lockMarket(q, match)
  const input = rulesInputOf(row)
  for (const [name, key] of RULE_FIELDS) {
    const value = given(fields, name)
    if (value !== undefined) input[key] = value
  }
  const compiled = compileRules(input)
  if (!compiled.ok) {
    const name = RULE_FIELDS.find(([, key]) => key === compiled.field)?.[0] ?? compiled.field
    throw new AppError('field_invalid', { field: name })
  }
  const status = given(fields, 'status')
  const r = compiled.rules
  await q.query(
    `UPDATE spot_markets SET tick = $2, step = $3, min_notional = $4, maker_fee = $5,
       taker_fee = $6, band_percent = $7, status = $8 WHERE match_id = $1`,
    [
      match.id,
      r.tick.toFixed(),
      r.step.toFixed(),
      r.minNotional.toFixed(),
      r.makerFee.toFixed(),
      r.takerFee.toFixed(),
      r.bandPercent.toFixed(),
      status === undefined ? row.status : Number(status),
    ],
  )
  const after = await rulesView(q, match)
  await audit(q, clock, 'spot_rules', match.symbol, {
    before: { ...input, status: row.status },
    after,
  })
  return after
}
