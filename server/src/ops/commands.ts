// What each `npm run ops` command asks of the operator API (/ops/*): the command line read into
// one request, checked before anything is sent. cli.ts sends it.
import { randomUUID } from 'node:crypto'

export interface Parsed {
  positional: string[]
  options: Record<string, string>
}

export function parse(args: readonly string[]): Parsed {
  const positional: string[] = []
  const options: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (!arg.startsWith('--')) positional.push(arg)
    else if (i + 1 >= args.length) throw new UsageError(`${arg} needs a value`)
    else options[arg.slice(2)] = args[++i]
  }
  return { positional, options }
}

/** A command line the commands cannot read: runOps answers it with the usage. */
export class UsageError extends Error {}

/** One request to the operator API; `key` makes a money-moving one safe to send again. */
export interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: Record<string, string>
  key?: string
}

/** The request a command line asks for, or a UsageError. */
export function commandOf({ positional, options }: Parsed): Call {
  const [command, ...rest] = positional
  if (command === 'credit') {
    const [account, amount, currency = 'USDT'] = rest
    if (!account || !amount || rest.length > 3)
      throw new UsageError('credit takes <account> <amount> [currency]')
    const unknown = Object.keys(options).filter((o) => !['wallet', 'note', 'key'].includes(o))
    if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}`)
    return {
      method: 'POST',
      path: '/ops/credit',
      body: { account, amount, currency, wallet: options.wallet ?? '', note: options.note ?? '' },
      key: options.key ?? randomUUID(),
    }
  }
  if (command === 'latest-code') {
    const [account, scene = 'register'] = rest
    if (!account || rest.length > 2) throw new UsageError('latest-code takes <account> [scene]')
    const query = new URLSearchParams({ account, scene })
    return { method: 'GET', path: `/ops/latest-code?${query.toString()}` }
  }
  if (command === 'network') return networkCommandOf(rest, options)
  if (command === 'deposit-bank') return depositBankCommandOf(rest, options)
  if (command?.startsWith('withdraw-')) return withdrawCommandOf(command, rest, options)
  if (command === 'lock-product') return lockProductCommandOf(rest, options)
  if (command?.startsWith('support')) return supportCommandOf(command, rest, options)
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
  if (command === 'recharge-approve' || command === 'recharge-reject') {
    return rechargeCommandOf(command, rest, options)
  }
  return reviewCommandOf(command, rest, options)
}

/** The CLI's option names for the fields of POST /ops/network. */
const NETWORK_OPTIONS: Readonly<Record<string, string>> = {
  deposit: 'deposit_enabled',
  withdraw: 'withdraw_enabled',
  address: 'deposit_address',
  'deposit-min': 'deposit_min',
  fee: 'withdraw_fee',
  min: 'withdraw_min',
  max: 'withdraw_max',
  confirmations: 'confirmations',
}

/** The CLI's option names for the fields of POST /ops/lockmining/product. */
const LOCK_PRODUCT_OPTIONS: Readonly<Record<string, string>> = {
  id: 'id',
  title: 'title',
  days: 'day',
  rate: 'rate',
  'rate-max': 'rate_max',
  min: 'save_min',
  max: 'max',
  limit: 'single_limit',
  penalty: 'adance_redeem_falsify',
  start: 'start_at',
  end: 'end_at',
  enabled: 'enabled',
}

function lockProductCommandOf(rest: string[], options: Record<string, string>): Call {
  onlyOptions(options, Object.keys(LOCK_PRODUCT_OPTIONS))
  const required = ['title', 'days', 'rate', 'rate-max', 'min', 'max', 'limit', 'penalty']
  const missing = [...required, 'start', 'end'].filter((o) => options[o] === undefined)
  if (rest.length > 0 || missing.length > 0) {
    throw new UsageError(`lock-product needs --${missing[0] ?? 'no positional arguments'}`)
  }
  const body: Record<string, string> = {}
  for (const [option, value] of Object.entries(options)) {
    const ms = option === 'start' || option === 'end' ? Date.parse(value) : undefined
    if (ms !== undefined && Number.isNaN(ms)) throw new UsageError(`--${option} is not a time`)
    body[LOCK_PRODUCT_OPTIONS[option]] = ms === undefined ? value : String(ms)
  }
  return { method: 'POST', path: '/ops/lockmining/product', body }
}

function networkCommandOf(rest: string[], options: Record<string, string>): Call {
  const [currency, type] = rest
  onlyOptions(options, Object.keys(NETWORK_OPTIONS))
  if (!currency || !type || rest.length > 2) {
    throw new UsageError('network takes <coin> <network> [--deposit 0|1] [--fee n] ...')
  }
  const body: Record<string, string> = { currency, type }
  for (const [option, value] of Object.entries(options)) body[NETWORK_OPTIONS[option]] = value
  return { method: 'POST', path: '/ops/network', body }
}

/** withdraw-approve, withdraw-reject, withdraw-lock-lift. */
function withdrawCommandOf(command: string, rest: string[], options: Record<string, string>): Call {
  const [target] = rest
  if (command === 'withdraw-lock-lift') {
    onlyOptions(options, [])
    if (!target || rest.length > 1) throw new UsageError('withdraw-lock-lift takes <account>')
    return { method: 'POST', path: '/ops/withdraw-lock/lift', body: { account: target } }
  }
  const approve = command === 'withdraw-approve'
  if (!approve && command !== 'withdraw-reject') throw new UsageError(`unknown command ${command}`)
  onlyOptions(options, approve ? [] : ['reason'])
  if (!target || !/^[0-9]+$/.test(target) || rest.length > 1) {
    throw new UsageError(`${command} takes <id>`)
  }
  if (!approve && !options.reason) throw new UsageError('withdraw-reject needs --reason text')
  return {
    method: 'POST',
    path: '/ops/withdraw/decide',
    body: { id: target, approve: approve ? '1' : '0', reason: options.reason ?? '' },
  }
}

function rechargeCommandOf(
  command: 'recharge-approve' | 'recharge-reject',
  rest: string[],
  options: Record<string, string>,
): Call {
  const [id] = rest
  const approve = command === 'recharge-approve'
  onlyOptions(options, approve ? ['bonus'] : ['reason'])
  if (!id || !/^[0-9]+$/.test(id) || rest.length > 1) throw new UsageError(`${command} takes <id>`)
  if (!approve && !options.reason) throw new UsageError('recharge-reject needs --reason text')
  const body: Record<string, string> = { id, approve: approve ? '1' : '0' }
  if (approve && options.bonus !== undefined) body.bonus = options.bonus
  if (!approve) body.reason = options.reason
  return { method: 'POST', path: '/ops/recharge/decide', body }
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

/** The CLI's option names for the fields of POST /ops/recharge/bank. */
const DEPOSIT_BANK_OPTIONS: Readonly<Record<string, string>> = {
  bank: 'bank_name',
  holder: 'holder',
  account: 'account',
  swift: 'swift',
  note: 'note',
  enabled: 'enabled',
}

function depositBankCommandOf(rest: string[], options: Record<string, string>): Call {
  const [currency] = rest
  onlyOptions(options, Object.keys(DEPOSIT_BANK_OPTIONS))
  const removing = options.enabled === '0'
  const missing = removing ? [] : ['bank', 'holder', 'account'].filter((o) => !options[o])
  if (!currency || rest.length > 1 || missing.length > 0) {
    throw new UsageError(
      'deposit-bank takes <coin> --bank text --holder text --account text [--swift code] ' +
        '[--note text], or <coin> --enabled 0',
    )
  }
  const body: Record<string, string> = { currency }
  for (const [option, value] of Object.entries(options)) body[DEPOSIT_BANK_OPTIONS[option]] = value
  return { method: 'POST', path: '/ops/recharge/bank', body }
}

/** support, support-show, support-reply. */
function supportCommandOf(command: string, rest: string[], options: Record<string, string>): Call {
  const page = (value: string | undefined) => {
    if (value !== undefined && !/^[0-9]+$/.test(value)) throw new UsageError('page is a number')
    return value ?? '1'
  }
  if (command === 'support') {
    onlyOptions(options, [])
    if (rest.length > 1) throw new UsageError('support takes [page]')
    const query = new URLSearchParams({ page: page(rest[0]) })
    return { method: 'GET', path: `/ops/support/conversations?${query.toString()}` }
  }
  const [account] = rest
  if (command === 'support-show') {
    onlyOptions(options, [])
    if (!account || rest.length > 2) throw new UsageError('support-show takes <account> [page]')
    const query = new URLSearchParams({ account, page: page(rest[1]) })
    return { method: 'GET', path: `/ops/support/conversation?${query.toString()}` }
  }
  if (command !== 'support-reply') throw new UsageError(`unknown command ${command}`)
  onlyOptions(options, ['text', 'key'])
  if (!account || rest.length > 1 || !options.text?.trim()) {
    throw new UsageError('support-reply takes <account> --text text [--key K]')
  }
  return {
    method: 'POST',
    path: '/ops/support/reply',
    body: { account, text: options.text },
    key: options.key ?? randomUUID(),
  }
}

function onlyOptions(options: Record<string, string>, allowed: readonly string[]): void {
  const unknown = Object.keys(options).filter((o) => !allowed.includes(o))
  if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}`)
}

/** The review commands: queue, kyc-approve, kyc-reject, message, freeze, unfreeze, bank. */
function reviewCommandOf(
  command: string | undefined,
  rest: string[],
  options: Record<string, string>,
): Call {
  if (command === 'queue') {
    const [kind = 'kyc'] = rest
    onlyOptions(options, [])
    if (rest.length > 1) throw new UsageError('queue takes [kind]')
    return { method: 'GET', path: `/ops/queue?${new URLSearchParams({ kind }).toString()}` }
  }
  if (command === 'kyc-approve' || command === 'kyc-reject') {
    const [account, level] = rest
    const approve = command === 'kyc-approve'
    onlyOptions(options, approve ? [] : ['reason'])
    if (!account || (level !== 'primary' && level !== 'advanced') || rest.length > 2) {
      throw new UsageError(`${command} takes <account> <primary|advanced>`)
    }
    if (!approve && !options.reason) throw new UsageError('kyc-reject needs --reason text')
    return {
      method: 'POST',
      path: '/ops/kyc/decide',
      body: { account, level, approve: approve ? '1' : '0', reason: options.reason ?? '' },
    }
  }
  if (command === 'message') {
    const [account] = rest
    onlyOptions(options, ['title', 'content'])
    if (!account || rest.length > 1 || !options.title || !options.content) {
      throw new UsageError('message takes <account> --title text --content html')
    }
    return {
      method: 'POST',
      path: '/ops/message',
      body: { account, title: options.title, content: options.content },
    }
  }
  if (command === 'freeze' || command === 'unfreeze') {
    const [account] = rest
    onlyOptions(options, [])
    if (!account || rest.length > 1) throw new UsageError(`${command} takes <account>`)
    return {
      method: 'POST',
      path: '/ops/freeze',
      body: { account, frozen: command === 'freeze' ? '1' : '0' },
    }
  }
  if (command === 'bank') {
    const [name] = rest
    onlyOptions(options, ['country', 'swift', 'enabled'])
    const enabled = options.enabled ?? '1'
    if (!name || rest.length > 1 || !options.country || !['0', '1'].includes(enabled)) {
      throw new UsageError('bank takes <name> --country text [--swift code] [--enabled 0]')
    }
    return {
      method: 'POST',
      path: '/ops/bank',
      body: {
        name,
        country: options.country,
        swift: options.swift ?? '',
        enabled,
      },
    }
  }
  throw new UsageError(command ? `unknown command ${command}` : 'no command')
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
