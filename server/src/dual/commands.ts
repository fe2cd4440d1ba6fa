// Dual investment's operator command: products listed for sale, and withdrawn from it.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, secondsOf, UsageError, type Call } from '../ops/commandLine'

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

export const dualCommands: AreaCommands = {
  name: 'dual',
  commands: { 'dual-product': dualProductCommandOf },
  usage: `  dual-product <currency id> <call|put> --target price --apr % --days n --settle <ISO time>
               --min n --max n --quota n
      lists a dual-investment product: orders close --days before the settle time, when the
      recorded price decides the payout; dual-product --id <id> --status 0 withdraws one from
      sale (its orders still settle)`,
}
