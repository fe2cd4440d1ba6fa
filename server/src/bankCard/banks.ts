// The banks the card form offers (POST /bank/bankList), as the operator lists them. Each entry
// meets the card form's own rules, so picking one never fills the form with something it refuses.
import type { PayloadOf } from '@wire/catalogue'
import { bankFieldProblem, type BankField } from '@common/bankCard'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { audit } from '../infra/audit/audit'
import { fieldKey } from './cards'

export type Bank = PayloadOf<'bankList'>[number]
export type ListedBank = PayloadOf<'opsBank'>

interface BankRow {
  id: number
  name: string
  swift: string
  country: string
  enabled: boolean
}

const toBank = (row: BankRow): Bank => ({
  id: Number(row.id),
  name: row.name,
  swift: row.swift,
  country: row.country,
})

/** The listed banks, by name; only one country's (its ISO code, any case) when `country` is given. */
export async function listBanks(q: Queryable, country: string): Promise<Bank[]> {
  const rows = await q.query<BankRow>(
    `SELECT id, name, swift, country FROM banks
     WHERE enabled AND ($1 = '' OR lower(country) = lower($1))
     ORDER BY country, name, id`,
    [country],
  )
  return rows.map(toBank)
}

export interface BankInput {
  name: string
  swift: string
  country: string
  enabled: boolean
}

function requireField(field: BankField, value: string): void {
  const problem = bankFieldProblem(field, value)
  if (problem) throw new AppError(`bank_${problem}`, { field: { key: fieldKey(field) } })
}

/** Lists a bank, changes its SWIFT, or takes it off the list, in transaction `q`, audited. */
export async function opsSaveBank(
  q: Queryable,
  clock: Clock,
  input: BankInput,
): Promise<ListedBank> {
  const name = input.name.trim()
  // the country as the card form takes it (ISO 3166-1 alpha-2), so that picking the bank fills it
  const country = input.country.trim().toUpperCase()
  const swift = input.swift.trim().toUpperCase()
  requireField('bankName', name)
  requireField('bankCountry', country)
  if (swift) requireField('swift', swift)
  const [row] = await q.query<BankRow>(
    `INSERT INTO banks (name, swift, country, enabled, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (name, country)
       DO UPDATE SET swift = EXCLUDED.swift, enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at
     RETURNING id, name, swift, country, enabled`,
    [name, swift, country, input.enabled, clock.now()],
  )
  const bank = { ...toBank(row), enabled: row.enabled }
  await audit(q, clock, input.enabled ? 'bank_list' : 'bank_unlist', `${country}/${name}`, bank)
  return bank
}
