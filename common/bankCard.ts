// The one personal bank card (SPEC §3, §5): nine fields, each required and free of special
// characters. "Special" is decided per field: a name takes letters of any script, a card number
// digits (or an IBAN's letters), SWIFT its own 8 or 11 characters. One rule for the form and the
// server, so the form's message is the one the server would have answered.

export const BANK_FIELDS = [
  'bankName',
  'cardNumber',
  'cardHolder',
  'phoneNumber',
  'bankCountry',
  'abaCode',
  'swift',
  'postalCode',
  'accountAddress',
] as const

export type BankField = (typeof BANK_FIELDS)[number]
export type BankCard = Record<BankField, string>

interface FieldRule {
  maxLength: number
  /** the characters the field may hold */
  allowed: RegExp
  /** the shape the whole value must have, beyond its characters */
  shape?: RegExp
}

const NAME = /^[\p{L}\p{M}0-9 .,'&()-]*$/u

export const BANK_RULES: Readonly<Record<BankField, FieldRule>> = {
  bankName: { maxLength: 64, allowed: NAME },
  // card numbers and IBANs, grouped by spaces as printed
  cardNumber: { maxLength: 42, allowed: /^[0-9A-Za-z ]*$/, shape: /^(?: *[0-9A-Za-z]){8,34} *$/ },
  cardHolder: { maxLength: 64, allowed: /^[\p{L}\p{M} .'-]*$/u },
  phoneNumber: {
    maxLength: 24,
    allowed: /^[0-9 +()-]*$/,
    shape: /^\+?(?:[ ()-]*[0-9]){5,20}[ ()-]*$/,
  },
  bankCountry: { maxLength: 56, allowed: /^[\p{L}\p{M} .'()-]*$/u },
  abaCode: { maxLength: 20, allowed: /^[0-9A-Za-z ]*$/ },
  // ISO 9362: bank (4 letters), country (2 letters), location (2), branch (3, optional)
  swift: {
    maxLength: 11,
    allowed: /^[0-9A-Za-z]*$/,
    shape: /^[A-Za-z]{6}[0-9A-Za-z]{2}(?:[0-9A-Za-z]{3})?$/,
  },
  postalCode: { maxLength: 12, allowed: /^[0-9A-Za-z -]*$/ },
  accountAddress: { maxLength: 200, allowed: /^[\p{L}\p{M}0-9 .,'#/()-]*$/u },
}

export type BankProblem = 'fill' | 'special' | 'invalid'

/** What is wrong with one field's value (trimmed by the caller), or undefined. */
export function bankFieldProblem(field: BankField, value: string): BankProblem | undefined {
  const rule = BANK_RULES[field]
  if (!value) return 'fill'
  if ([...value].length > rule.maxLength) return 'invalid'
  if (!rule.allowed.test(value)) return 'special'
  if (rule.shape && !rule.shape.test(value)) return 'invalid'
  return undefined
}

/** The first field that is wrong, in form order, and why. */
export function firstBankProblem(
  card: BankCard,
): { field: BankField; problem: BankProblem } | undefined {
  for (const field of BANK_FIELDS) {
    const problem = bankFieldProblem(field, card[field])
    if (problem) return { field, problem }
  }
  return undefined
}

/** The card number as shown once saved: its last four characters. */
export function maskCardNumber(cardNumber: string): string {
  const plain = cardNumber.replace(/ /g, '')
  return `•••• ${plain.slice(-4)}`
}

/**
 * Whether a card is held in the certified name: withdrawals are paid only to such a card. The
 * same words, whatever their case and the spaces around them.
 */
export function isCertifiedHolder(holder: string, certifiedName: string): boolean {
  const words = (name: string) => name.trim().split(/\s+/).join(' ').toLocaleLowerCase()
  return words(holder) === words(certifiedName)
}
