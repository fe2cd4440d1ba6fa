// The one personal bank card (SPEC §3, §5; decision 84): each field the bank's country uses is
// required and free of special characters. "Special" is decided per field: a name takes letters of
// any script, a card number digits (or an IBAN's letters), SWIFT its own 8 or 11 characters. The
// country decides which fields there are: a US bank is reached by its ABA routing number, any other
// by its SWIFT / BIC, and where the country numbers accounts by IBAN the account is its IBAN. One
// rule for the form and the server, so the form's message is the one the server would have
// answered.
import { AREA_CODES } from '@wire/areaCodes'

// the country first: it decides the fields after it
export const BANK_FIELDS = [
  'bankCountry',
  'bankName',
  'cardNumber',
  'cardHolder',
  'phoneNumber',
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
  // ISO 3166-1 alpha-2, as the country picker gives it (the area-code list's countries)
  bankCountry: { maxLength: 2, allowed: /^[A-Za-z]*$/, shape: /^[A-Z]{2}$/ },
  // nine digits, the last a check digit (ABA weights 3, 7, 1)
  abaCode: { maxLength: 9, allowed: /^[0-9]*$/, shape: /^[0-9]{9}$/ },
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

/** Whether `iso` is a country of the picker's list. */
export const isBankCountry = (iso: string): boolean => AREA_CODES.some((a) => a.iso === iso)

/** The country whose banks are reached by an ABA routing number instead of SWIFT. */
export const ROUTING_COUNTRY = 'US'

// IBAN lengths of the countries that number their accounts by IBAN (ISO 13616 registry); a bank
// there is paid to the IBAN, so the account field must be one, of the country and its length.
// Written as text, a word a country: the rule ships in the mini-programs' main package.
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 ' +
    'DK18 DO28 EE20 EG29 ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 ' +
    'IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 MC27 MD24 ' +
    'ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SC31 ' +
    'SE24 SI19 SK24 SM27 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20'
  )
    .split(' ')
    .map((w): [string, number] => [w.slice(0, 2), Number(w.slice(2))]),
)

/** Whether accounts in the country are numbered by IBAN. */
export const usesIban = (country: string): boolean => IBAN_LENGTHS.has(country)

/**
 * The fields a card at a bank in `country` has, in form order: the routing number in the US only,
 * SWIFT / BIC everywhere else. Before a country is known, the fields of most countries.
 */
export function bankFieldsFor(country: string): readonly BankField[] {
  const unused: BankField = country === ROUTING_COUNTRY ? 'swift' : 'abaCode'
  return BANK_FIELDS.filter((f) => f !== unused)
}

const compact = (value: string) => value.replace(/ /g, '').toUpperCase()

/** ISO 13616's check: the IBAN, its first four characters moved to the end, is 1 modulo 97. */
function ibanCheckOk(iban: string): boolean {
  let rest = 0
  for (const c of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55)
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  }
  return rest === 1
}

/** An ABA routing number's check: 3, 7, 1 times its digits in turn sum to a multiple of 10. */
function abaCheckOk(aba: string): boolean {
  const weights = [3, 7, 1]
  const sum = [...aba].reduce((total, d, i) => total + Number(d) * weights[i % 3], 0)
  return sum % 10 === 0
}

/** What is wrong with one field's value (trimmed by the caller), or undefined. */
export function bankFieldProblem(field: BankField, value: string): BankProblem | undefined {
  const rule = BANK_RULES[field]
  if (!value) return 'fill'
  if ([...value].length > rule.maxLength) return 'invalid'
  if (!rule.allowed.test(value)) return 'special'
  if (rule.shape && !rule.shape.test(value)) return 'invalid'
  if (field === 'bankCountry' && !isBankCountry(value)) return 'invalid'
  if (field === 'abaCode' && !abaCheckOk(value)) return 'invalid'
  return undefined
}

/** What is wrong with the field on a card at a bank in `country`, beyond its own rule. */
function countryProblem(field: BankField, value: string, country: string): BankProblem | undefined {
  if (field !== 'cardNumber' || !usesIban(country)) return undefined
  const iban = compact(value)
  const ok =
    iban.startsWith(country) &&
    iban.length === IBAN_LENGTHS.get(country) &&
    /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban) &&
    ibanCheckOk(iban)
  return ok ? undefined : 'invalid'
}

/** Each field of the card at its country's bank that is wrong, in form order, and why. */
export function bankProblems(card: BankCard): { field: BankField; problem: BankProblem }[] {
  const country = card.bankCountry
  return bankFieldsFor(country).flatMap((field) => {
    const problem =
      bankFieldProblem(field, card[field]) ?? countryProblem(field, card[field], country)
    return problem ? [{ field, problem }] : []
  })
}

/** The first field that is wrong, in form order, and why. */
export function firstBankProblem(
  card: BankCard,
): { field: BankField; problem: BankProblem } | undefined {
  return bankProblems(card)[0]
}

/** The card as it is kept: a field its country does not use is empty, SWIFT in capitals. */
export function keptCard(card: BankCard): BankCard {
  const used = new Set(bankFieldsFor(card.bankCountry))
  return Object.fromEntries(
    BANK_FIELDS.map((f) => [
      f,
      !used.has(f) ? '' : f === 'swift' ? card[f].toUpperCase() : card[f],
    ]),
  ) as BankCard
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
