// The `npm run ops` commands of the catalogue areas (DESIGN §9): a symbol's spot rules and
// leverage terms, the house's market maker, traders others can follow, dual-investment products,
// token projects, loan products, P2P merchants and appeals, collectibles; products switched off by
// country.
import { collectiblesCommandOf } from './collectiblesCommands'
import { onlyOptions, secondsOf, UsageError, type Call } from './commandLine'

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
  if (command === 'products') {
    onlyOptions(options, [])
    if (rest.length > 0) throw new UsageError('products takes nothing')
    return { method: 'GET', path: '/ops/products' }
  }
  if (command === 'product') {
    onlyOptions(options, ['note'])
    const [product, country, state] = rest
    if (!product || !country || (state !== 'on' && state !== 'off') || rest.length > 3)
      throw new UsageError('product takes <product> <country> on|off [--note text]')
    const body: Record<string, string> = {
      product,
      country: country.toUpperCase(),
      available: state === 'on' ? '1' : '0',
    }
    if (options.note !== undefined) body.note = options.note
    return { method: 'POST', path: '/ops/products', body }
  }
  if (command === 'dual-product') return dualProductCommandOf(rest, options)
  if (command === 'project') return projectCommandOf(rest, options)
  if (command === 'loan-product') return loanProductCommandOf(rest, options)
  if (command === 'p2p-merchant') {
    onlyOptions(options, ['name', 'status'])
    const [account] = rest
    if (!account || rest.length > 1 || options.status === undefined)
      throw new UsageError('p2p-merchant takes <account> --status 0|1 [--name text]')
    const body: Record<string, string> = { account, status: options.status }
    if (options.name !== undefined) body.name = options.name
    return { method: 'POST', path: '/ops/p2p/merchant', body }
  }
  if (command === 'p2p-appeals') {
    onlyOptions(options, [])
    if (rest.length > 0) throw new UsageError('p2p-appeals takes nothing')
    return { method: 'GET', path: '/ops/p2p/appeals' }
  }
  if (command === 'p2p-decide') {
    onlyOptions(options, [])
    const [id, result] = rest
    if (!id || (result !== 'release' && result !== 'return') || rest.length > 2)
      throw new UsageError('p2p-decide takes <order id> release|return')
    return { method: 'POST', path: '/ops/p2p/decide', body: { id, result } }
  }
  if (command === 'market-maker') return marketMakerCommandOf(rest, options)
  return collectiblesCommandOf(command, rest, options)
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
  const body: Record<string, string> = {
    currency_id: currency,
    type,
    settle_at: secondsOf(options.settle, 'settle'),
  }
  for (const [option, field] of Object.entries(DUAL_PRODUCT_OPTIONS)) body[field] = options[option]
  return { method: 'POST', path: '/ops/dual/product', body }
}

/** The CLI's option names for the fields of POST /ops/project. */
const PROJECT_OPTIONS: Readonly<Record<string, string>> = {
  name: 'name',
  price: 'price',
  'for-sale': 'for_sale',
  cap: 'per_user_cap',
  'max-commit': 'max_commit',
}

function projectCommandOf(rest: string[], options: Record<string, string>): Call {
  if (options.id !== undefined) {
    onlyOptions(options, ['id', 'status'])
    if (rest.length > 0 || options.status === undefined)
      throw new UsageError('project --id <id> takes --status 0|1')
    return {
      method: 'POST',
      path: '/ops/project',
      body: { id: options.id, status: options.status },
    }
  }
  const [symbol] = rest
  const required = [...Object.keys(PROJECT_OPTIONS), 'start', 'end']
  onlyOptions(options, [...required, 'places', 'description'])
  const missing = required.filter((o) => options[o] === undefined)
  if (!symbol || rest.length > 1 || missing.length > 0) {
    throw new UsageError(
      `project takes <SYMBOL> --name --price --for-sale --cap --max-commit --start --end [--places] [--description]${
        missing.length > 0 ? ` (--${missing[0]} is missing)` : ''
      }`,
    )
  }
  const body: Record<string, string> = {
    symbol,
    start_at: secondsOf(options.start, 'start'),
    end_at: secondsOf(options.end, 'end'),
  }
  for (const [option, field] of Object.entries(PROJECT_OPTIONS)) body[field] = options[option]
  if (options.places !== undefined) body.places = options.places
  if (options.description !== undefined) body.description = options.description
  return { method: 'POST', path: '/ops/project', body }
}

/** The CLI's option names for the fields of POST /ops/loan/product. */
const LOAN_PRODUCT_OPTIONS: Readonly<Record<string, string>> = {
  currency: 'currency_id',
  days: 'days',
  rate: 'daily_rate',
  collateral: 'collateral',
  initial: 'ltv_initial',
  call: 'ltv_call',
  liquidate: 'ltv_liquidate',
  min: 'min',
  max: 'max',
}

function loanProductCommandOf(rest: string[], options: Record<string, string>): Call {
  const [code] = rest
  if (!code || rest.length > 1)
    throw new UsageError('loan-product takes <CODE> (--status 0|1, or the terms of a new one)')
  if (options.status !== undefined) {
    onlyOptions(options, ['status'])
    return {
      method: 'POST',
      path: '/ops/loan/product',
      body: { borrowing_code: code, status: options.status },
    }
  }
  onlyOptions(options, Object.keys(LOAN_PRODUCT_OPTIONS))
  const missing = Object.keys(LOAN_PRODUCT_OPTIONS).filter((o) => options[o] === undefined)
  if (missing.length > 0) {
    throw new UsageError(
      `loan-product takes <CODE> --currency --days --rate --collateral --initial --call --liquidate --min --max (--${missing[0]} is missing)`,
    )
  }
  const body: Record<string, string> = { borrowing_code: code }
  for (const [option, field] of Object.entries(LOAN_PRODUCT_OPTIONS)) body[field] = options[option]
  return { method: 'POST', path: '/ops/loan/product', body }
}
