// The one personal bank card: saved in place (a second save changes the card), read only by its
// owner. Each field its bank's country uses is checked by the app's own rule before anything is
// written; a field the country does not use is kept empty.
import type { PayloadOf } from '@wire/catalogue'
import {
  BANK_FIELDS,
  firstBankProblem,
  keptCard,
  type BankCard,
  type BankField,
} from '@common/bankCard'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MessageKey } from '../infra/i18n'

export type SavedCard = NonNullable<PayloadOf<'cardGet'>>

const COLUMNS: Readonly<Record<BankField, string>> = {
  bankName: 'bank_name',
  cardNumber: 'card_number',
  cardHolder: 'card_holder',
  phoneNumber: 'phone_number',
  bankCountry: 'bank_country',
  abaCode: 'aba_code',
  swift: 'swift',
  postalCode: 'postal_code',
  accountAddress: 'account_address',
}

type Row = Record<string, string> & { updated_at: Date }

function toAnswer(row: Row): SavedCard {
  const card = Object.fromEntries(BANK_FIELDS.map((f) => [f, row[COLUMNS[f]]])) as BankCard
  return { ...card, updated_at: row.updated_at.toISOString() }
}

/** The field's name as the message names it (bank_field_bankName, ...). */
export const fieldKey = (field: BankField) => `bank_field_${field}` as MessageKey

/** Adds the user's card, or changes it. */
export async function saveCard(
  q: Queryable,
  clock: Clock,
  userId: number,
  given: BankCard,
): Promise<SavedCard> {
  const card = { ...given, bankCountry: given.bankCountry.toUpperCase() }
  const found = firstBankProblem(card)
  if (found) {
    throw new AppError(`bank_${found.problem}`, { field: { key: fieldKey(found.field) } })
  }
  const columns = BANK_FIELDS.map((f) => COLUMNS[f])
  const kept = keptCard(card)
  const values = BANK_FIELDS.map((f) => kept[f])
  const now = clock.now()
  const [row] = await q.query<Row>(
    `INSERT INTO bank_cards (user_id, ${columns.join(', ')}, created_at, updated_at)
     VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}, $${columns.length + 2}, $${columns.length + 2})
     ON CONFLICT (user_id) DO UPDATE SET
       ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = EXCLUDED.updated_at
     RETURNING *`,
    [userId, ...values, now],
  )
  return toAnswer(row)
}

export async function findCard(q: Queryable, userId: number): Promise<SavedCard | null> {
  const [row] = await q.query<Row>('SELECT * FROM bank_cards WHERE user_id = $1', [userId])
  return row ? toAnswer(row) : null
}
