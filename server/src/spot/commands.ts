// The spot book's operator commands: a symbol's rules, and the house's simulated liquidity.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, UsageError, type Call } from '../ops/commandLine'
import { symbolSettingsOf } from '../ops/symbolSettings'

/** The CLI's option names for the fields of POST /ops/spot/rules. */
const SPOT_RULES_OPTIONS: Readonly<Record<string, string>> = {
  tick: 'tick',
  step: 'step',
  'min-notional': 'min_notional',
  'maker-fee': 'maker_fee',
  'taker-fee': 'taker_fee',
  band: 'band_percent',
  status: 'status',
}

/** The CLI's option names for the fields of POST /ops/spot/market-maker. */
const MARKET_MAKER_OPTIONS: Readonly<Record<string, string>> = {
  enabled: 'enabled',
  spread: 'spread_bps',
  levels: 'levels',
  'level-step': 'level_step_bps',
  notional: 'level_notional',
  requote: 'requote_bps',
  refresh: 'refresh_ms',
}

/** market-maker alone shows the settings; with options, it changes them. */
function marketMakerCommandOf(rest: string[], options: Record<string, string>): Call {
  onlyOptions(options, Object.keys(MARKET_MAKER_OPTIONS))
  if (rest.length > 0) throw new UsageError('market-maker takes only options: --enabled 0|1 ...')
  if (Object.keys(options).length === 0) return { method: 'GET', path: '/ops/spot/market-maker' }
  const body: Record<string, string> = {}
  for (const [option, value] of Object.entries(options)) body[MARKET_MAKER_OPTIONS[option]] = value
  return { method: 'POST', path: '/ops/spot/market-maker', body }
}

export const spotCommands: AreaCommands = {
  name: 'spot',
  commands: {
    'spot-rules': (rest, options) =>
      symbolSettingsOf(
        rest,
        options,
        SPOT_RULES_OPTIONS,
        '/ops/spot/rules',
        'spot-rules takes <match id> [--maker-fee %] [--taker-fee %] [--status 0|1] ...',
      ),
    'market-maker': marketMakerCommandOf,
  },
  usage: `  spot-rules <match id> [--tick n] [--step n] [--min-notional n] [--maker-fee %] [--taker-fee %]
             [--band %] [--status 0|1]
      changes a symbol's spot book rules from its next order; --status 0 halts new orders
      (cancels still work); what is not given stays
  market-maker [--enabled 0|1] [--spread bps] [--levels n] [--level-step bps] [--notional n]
               [--requote bps] [--refresh ms]
      shows the house's simulated liquidity, or changes it from its next round; --enabled 0
      takes its quotes off every book (for a deployment with real market makers)`,
}
