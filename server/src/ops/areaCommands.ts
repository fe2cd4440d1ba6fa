// The `npm run ops` commands of the catalogue areas (DESIGN §9): a symbol's spot rules and
// leverage terms, the house's market maker, traders others can follow, dual-investment products.
import { onlyOptions, UsageError, type Call } from './commandLine'

/** The request of an area's command, or undefined when `command` is none of theirs. */
export function areaCommandOf(
  command: string | undefined,
  rest: string[],
  options: Record<string, string>,
): Call | undefined {
  if (command === 'spot-rules') {
    return symbolSettingsOf(
      rest,
      options,
      SPOT_RULES_OPTIONS,
      '/ops/spot/rules',
      'spot-rules takes <match id> [--maker-fee %] [--taker-fee %] [--status 0|1] ...',
    )
  }
  if (command === 'lever-terms') {
    return symbolSettingsOf(
      rest,
      options,
      LEVER_TERMS_OPTIONS,
      '/ops/lever/terms',
      'lever-terms takes <match id> [--multiples 2,5,10] [--mmr 0.004] [--status 0|1] ...',
    )
  }
  if (command === 'trader') {
    const [account] = rest
    if (!account || rest.length > 1)
      throw new UsageError('trader takes <account> [--ratio n] [--end 1]')
    onlyOptions(options, ['ratio', 'end'])
    const body: Record<string, string> = { account, active: options.end === '1' ? '0' : '1' }
    if (options.ratio !== undefined) body.share_ratio = options.ratio
    return { method: 'POST', path: '/ops/trader', body }
  }
  if (command === 'dual-product') return dualProductCommandOf(rest, options)
  if (command === 'market-maker') return marketMakerCommandOf(rest, options)
  return undefined
}

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

/** The CLI's option names for the fields of POST /ops/lever/terms. */
const LEVER_TERMS_OPTIONS: Readonly<Record<string, string>> = {
  multiples: 'multiples',
  share: 'share_num',
  spread: 'spread',
  fee: 'trade_fee',
  overnight: 'overnight',
  mmr: 'mmr',
  status: 'status',
}

/** A symbol's settings: `<match id>` and options named by `names` (CLI option: body field). */
function symbolSettingsOf(
  rest: string[],
  options: Record<string, string>,
  names: Readonly<Record<string, string>>,
  path: string,
  usage: string,
): Call {
  const [matchId] = rest
  onlyOptions(options, Object.keys(names))
  if (!matchId || !/^[0-9]+$/.test(matchId) || rest.length > 1) throw new UsageError(usage)
  const body: Record<string, string> = { match_id: matchId }
  for (const [option, value] of Object.entries(options)) body[names[option]] = value
  return { method: 'POST', path, body }
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

/** The CLI's option names for the fields of POST /ops/dual/product. */
const DUAL_PRODUCT_OPTIONS: Readonly<Record<string, string>> = {
  target: 'target_price',
  apr: 'apr',
  days: 'days',
  min: 'min',
  max: 'max',
  quota: 'quota',
}

function dualProductCommandOf(rest: string[], options: Record<string, string>): Call {
  if (options.id !== undefined) {
    onlyOptions(options, ['id', 'status'])
    if (rest.length > 0 || options.status === undefined)
      throw new UsageError('dual-product --id <id> takes --status 0|1')
    return {
      method: 'POST',
      path: '/ops/dual/product',
      body: { id: options.id, status: options.status },
    }
  }
  const [currency, type] = rest
  onlyOptions(options, [...Object.keys(DUAL_PRODUCT_OPTIONS), 'settle'])
  const missing = [...Object.keys(DUAL_PRODUCT_OPTIONS), 'settle'].filter(
    (o) => options[o] === undefined,
  )
  if (!currency || !type || rest.length > 2 || missing.length > 0) {
    throw new UsageError(
      `dual-product takes <currency id> <call|put> --target --apr --days --settle --min --max --quota${
        missing.length > 0 ? ` (--${missing[0]} is missing)` : ''
      }`,
    )
  }
  // an ISO time or unix seconds
  const at = /^[0-9]+$/.test(options.settle)
    ? Number(options.settle) * 1000
    : Date.parse(options.settle)
  if (!Number.isFinite(at)) throw new UsageError('--settle takes an ISO time or unix seconds')
  const body: Record<string, string> = {
    currency_id: currency,
    type,
    settle_at: String(Math.floor(at / 1000)),
  }
  for (const [option, field] of Object.entries(DUAL_PRODUCT_OPTIONS)) body[field] = options[option]
  return { method: 'POST', path: '/ops/dual/product', body }
}
