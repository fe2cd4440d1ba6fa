// Where bank card and bank transfer deposits are paid (GET /recharge/bank): the receiving account
// the operator set for the coin (POST /ops/recharge/bank, migration 025), with the user's own
// reference (reference.ts). A coin without one says so, and the screen sends the user to
// customer service. A DEMO server without one shows a labelled demo account for the dollar coins,
// as it shows demo crypto addresses (wallet/networks.ts): a new installation never tells users to
// pay into an account nobody checked.
import type { PayloadOf } from '@wire/catalogue'
import { bankFieldProblem, type BankField } from '@common/bankCard'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { audit } from '../infra/audit/audit'
import { fieldKey } from '../bankCard/public'
import { assetCurrency, listNetworks, OFF_CHAIN } from '../wallet/public'
import { depositReference } from './reference'

export type BankInfo = PayloadOf<'rechargeBank'>
export type SavedDepositBank = PayloadOf<'opsDepositBank'>
type Account = NonNullable<BankInfo['bank']>
type Details = Omit<Account, 'demo'>

interface Row {
  currency_id: number
  bank_name: string
  holder: string
  account: string
  swift: string
  note: string
}

const detailsOf = (r: Row): Details => ({
  bank_name: r.bank_name,
  holder: r.holder,
  account: r.account,
  swift: r.swift,
  note: r.note,
})

/** Plausible, and plainly nobody's: the screen labels it as a demo. */
const DEMO_ACCOUNT: Details = {
  bank_name: 'Demo Bank (not a real bank)',
  holder: 'TradeApp Demo Ltd',
  account: 'GB00 DEMO 0000 0000 0000 00',
  swift: 'DEMOGB00',
  note: 'Demo server: this account does not exist. Do not send money.',
}

/** The coins a demo server shows the demo account for: the dollar ones bank deposits fit. */
const DEMO_CURRENCY_IDS: readonly number[] = [3, 5]

async function bankDepositsOpen(q: Queryable): Promise<boolean> {
  const rows = await listNetworks(q, OFF_CHAIN.currencyId)
  return rows.some((n) => n.network === OFF_CHAIN.network && n.depositEnabled)
}

/** The account a bank deposit in `currencyId` goes to; undefined when there is none. */
async function receivingAccount(
  q: Queryable,
  currencyId: number,
  demo: boolean,
): Promise<Account | undefined> {
  // closed bank deposits are refused at request (charge_req): no account to pay into either
  if (!(await bankDepositsOpen(q))) return undefined
  const [row] = await q.query<Row>('SELECT * FROM deposit_banks WHERE currency_id = $1', [
    currencyId,
  ])
  if (row) return { ...detailsOf(row), demo: false }
  return demo && DEMO_CURRENCY_IDS.includes(currencyId)
    ? { ...DEMO_ACCOUNT, demo: true }
    : undefined
}

/** What the deposit screen shows user `userId` for a bank deposit in coin `currency`. */
export async function bankInfo(
  q: Queryable,
  userId: number,
  currency: string,
  demo: boolean,
): Promise<BankInfo> {
  const spec = assetCurrency(currency)
  return {
    currency: spec.id,
    currency_name: spec.code,
    reference: depositReference(userId),
    bank: (await receivingAccount(q, spec.id, demo)) ?? null,
  }
}

export interface DepositBankInput {
  currency: string
  bankName: string
  holder: string
  account: string
  swift: string
  note: string
  enabled: boolean
}

/**
 * Each field checked by the rule of the card form's field it is shaped like (a holder may be a
 * company: the bank name's characters), and named as that field in the refusal.
 */
const CHECKS: readonly { field: keyof Details; rule: BankField; named: BankField }[] = [
  { field: 'bank_name', rule: 'bankName', named: 'bankName' },
  { field: 'holder', rule: 'bankName', named: 'cardHolder' },
  { field: 'account', rule: 'cardNumber', named: 'cardNumber' },
  // a SWIFT / BIC, or for a US account its ABA routing number (below)
  { field: 'swift', rule: 'swift', named: 'swift' },
]

function requireDetails(details: Details): void {
  for (const { field, rule, named } of CHECKS) {
    const value = details[field]
    if (field === 'swift' && !value) continue
    const problem =
      field === 'swift' && !bankFieldProblem('abaCode', value)
        ? undefined
        : bankFieldProblem(rule, value)
    if (problem) throw new AppError(`bank_${problem}`, { field: { key: fieldKey(named) } })
  }
}

/**
 * Sets the receiving account of a coin, or takes it away (enabled false), in transaction `q`,
 * audited. Every field is checked before anything is written: a refusal leaves the account as it
 * was.
 */
export async function opsSaveDepositBank(
  q: Queryable,
  clock: Clock,
  input: DepositBankInput,
): Promise<SavedDepositBank> {
  const spec = assetCurrency(input.currency)
  const coin = { currency: spec.id, currency_name: spec.code }
  if (!input.enabled) {
    const [removed] = await q.query<Row>(
      'DELETE FROM deposit_banks WHERE currency_id = $1 RETURNING *',
      [spec.id],
    )
    await audit(q, clock, 'deposit_bank_remove', spec.code, { removed: removed ?? null })
    const none = { bank_name: '', holder: '', account: '', swift: '', note: '' }
    return { ...coin, ...(removed ? detailsOf(removed) : none), enabled: false }
  }
  const details: Details = {
    bank_name: input.bankName.trim(),
    holder: input.holder.trim(),
    account: input.account.trim(),
    swift: input.swift.trim().toUpperCase(),
    note: input.note.trim(),
  }
  requireDetails(details)
  const [row] = await q.query<Row>(
    `INSERT INTO deposit_banks (currency_id, bank_name, holder, account, swift, note, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (currency_id) DO UPDATE SET
       bank_name = EXCLUDED.bank_name, holder = EXCLUDED.holder, account = EXCLUDED.account,
       swift = EXCLUDED.swift, note = EXCLUDED.note, updated_at = EXCLUDED.updated_at
     RETURNING *`,
    [
      spec.id,
      details.bank_name,
      details.holder,
      details.account,
      details.swift,
      details.note,
      clock.now(),
    ],
  )
  await audit(q, clock, 'deposit_bank_set', spec.code, { ...detailsOf(row) })
  return { ...coin, ...detailsOf(row), enabled: true }
}
