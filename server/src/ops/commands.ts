// What each `npm run ops` command asks of the operator API (/ops/*): the command line read into
// one request, checked before anything is sent. cli.ts sends it.
import { randomUUID } from 'node:crypto'
import { USDT } from '@common/coins'
import { COMMAND_LIST } from './commandList'
import { onlyOptions, UsageError, type Call, type Parsed } from './commandLine'

export { parse, UsageError, type Call } from './commandLine'

/** The request a command line asks for, or a UsageError. */
export function commandOf({ positional, options }: Parsed): Call {
  const [command, ...rest] = positional
  if (command === 'credit') {
    const [account, amount, currency = USDT.code] = rest
    if (!account || !amount || rest.length > 3)
      throw new UsageError('credit takes <account> <amount> [currency]')
    const unknown = Object.keys(options).filter((o) => !['wallet', 'note', 'key'].includes(o))
    if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}`)
    return {
      method: 'POST',
      path: '/ops/credit',
      // the asset account, where a deposit lands: what an operator crediting a user means unless
      // told otherwise (the HTTP call's own default stays 'micro', which callers rely on)
      body: {
        account,
        amount,
        currency,
        wallet: options.wallet || 'legal',
        note: options.note ?? '',
      },
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
  // own properties only: a command typed as `constructor` is no area's
  const area = COMMAND_LIST.find((a) => command !== undefined && Object.hasOwn(a.commands, command))
  if (area && command) return area.commands[command](rest, options)
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
      throw new UsageError('bank takes <name> --country XX [--swift code] [--enabled 0]')
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
