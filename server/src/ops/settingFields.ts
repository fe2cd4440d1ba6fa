// How an operator's settings read their fields (a symbol's rules, a product, a project): a field
// left out or sent empty keeps the setting's value, and a number out of its range is refused
// naming the field, in the operator's words.
import { AppError } from '../infra/appError'
import { parseAmount } from '../infra/money/amount'
import type { Decimal } from '../infra/money/decimal'

/** The body as the catalogue's schema let it through: text fields, any of them absent. */
export type SettingFields = Readonly<Record<string, string | undefined>>

/** The field as trimmed text; undefined when absent or empty (the setting keeps its value). */
export function given(fields: SettingFields, name: string): string | undefined {
  const value = fields[name]?.trim()
  return value ? value : undefined
}

/** A decimal above zero with at most `places` decimals and below `below`. */
export function positiveDecimal(
  fields: SettingFields,
  name: string,
  places: number,
  below = '1e15',
): Decimal {
  const d = parseAmount(given(fields, name) ?? '')
  if (!d || d.lte(0) || d.decimalPlaces() > places || d.gte(below))
    throw new AppError('field_invalid', { field: name })
  return d
}
