// Loans' operator command: a loan product listed, stopped and resumed.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, UsageError, type Call } from '../ops/commandLine'

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

export const loanCommands: AreaCommands = {
  name: 'loan',
  commands: { 'loan-product': loanProductCommandOf },
  usage: `  loan-product <CODE> --currency id --days n --rate %/day --collateral 1,2 --initial %
               --call % --liquidate % --min n --max n
      lists a loan product: it lends the currency against the collateral coins, the LTV at
      most --initial when borrowing, a warning at --call and liquidation at --liquidate;
      loan-product <CODE> --status 0 stops new loans (open ones run on), --status 1 resumes`,
}
