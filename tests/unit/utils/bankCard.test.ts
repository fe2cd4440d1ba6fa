import {
  BANK_FIELDS,
  bankFieldProblem,
  bankFieldsFor,
  bankProblems,
  firstBankProblem,
  keptCard,
  maskCardNumber,
  type BankField,
} from '@common/bankCard'
import { SAMPLE_BANK_CARD } from '../../support/samples'

const GOOD = SAMPLE_BANK_CARD

const accepted: Record<BankField, string[]> = {
  bankName: ['中国工商银行', 'Crédit Agricole (Île-de-France)', 'Barclays & Co.', 'بنك الراجحي'],
  cardNumber: ['6222021234567890123', '4111 1111 1111 1111', 'GB82WEST12345698765432', '12345678'],
  cardHolder: ['张伟', "Seán O'Brien", 'Anna-Lena Müller', 'محمد علي'],
  phoneNumber: ['13812345678', '+1 (212) 555-0100', '0044 20 7946 0958'],
  bankCountry: ['CN', 'US', 'CI', 'BA', 'XK'],
  abaCode: ['026009593', '021000021', '111000025'],
  swift: ['DEUTDEFF', 'DEUTDEFF500', 'bschesmmxxx'],
  postalCode: ['10001', 'SW1A 1AA', '100-0001'],
  accountAddress: [
    '1 Main St., Apt #4',
    '北京市西城区复兴门内大街55号',
    'Rua Augusta, 100/2 (Lisboa)',
  ],
}

const refused: Record<BankField, [string, 'fill' | 'special' | 'invalid'][]> = {
  bankName: [
    ['', 'fill'],
    ['Bank<script>', 'special'],
    ['Bank; DROP', 'special'],
    ['a'.repeat(65), 'invalid'],
  ],
  cardNumber: [
    ['', 'fill'],
    ['4111-1111-1111-1111', 'special'],
    ['1234567', 'invalid'],
    ['1'.repeat(35), 'invalid'],
  ],
  cardHolder: [
    ['', 'fill'],
    ['John2', 'special'],
    ['A@B', 'special'],
  ],
  phoneNumber: [
    ['', 'fill'],
    ['12ab', 'special'],
    ['1234', 'invalid'],
    ['+', 'invalid'],
  ],
  bankCountry: [
    ['', 'fill'],
    ['U!', 'special'],
    ['ZZ', 'invalid'],
    ['es', 'invalid'],
    ['España', 'invalid'],
  ],
  abaCode: [
    ['', 'fill'],
    ['02600959A', 'special'],
    ['026-009-593', 'invalid'],
    ['12345678', 'invalid'],
    ['026009594', 'invalid'],
  ],
  swift: [
    ['', 'fill'],
    ['DEUT-DEFF', 'special'],
    ['DEUTDE', 'invalid'],
    ['DEUTDEFF5', 'invalid'],
    ['1EUTDEFF', 'invalid'],
  ],
  postalCode: [
    ['', 'fill'],
    ['10001!', 'special'],
    ['1'.repeat(13), 'invalid'],
  ],
  accountAddress: [
    ['', 'fill'],
    ['<b>Main</b>', 'special'],
    ['Main St "4"', 'special'],
  ],
}

describe('bank card fields (SPEC §5: each required, no special characters)', () => {
  it.each(BANK_FIELDS.flatMap((f) => accepted[f].map((v) => [f, v])))(
    '%s takes %s',
    (field, value) => {
      expect(bankFieldProblem(field as BankField, value)).toBeUndefined()
    },
  )

  it.each(BANK_FIELDS.flatMap((f) => refused[f].map(([v, why]) => [f, v, why])))(
    '%s refuses %j as %s',
    (field, value, why) => {
      expect(bankFieldProblem(field as BankField, value)).toBe(why)
    },
  )

  it('names the first wrong field in form order', () => {
    expect(firstBankProblem(GOOD)).toBeUndefined()
    expect(firstBankProblem({ ...GOOD, swift: '', cardHolder: 'X1' })).toEqual({
      field: 'cardHolder',
      problem: 'special',
    })
  })

  it('shows a saved number by its last four characters only', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234')
  })
})

// Issue 47 item 7 (decision 84): every user was asked for a US ABA routing code.
describe("the fields of the bank's country", () => {
  const us = {
    ...GOOD,
    bankCountry: 'US',
    cardNumber: '000123456789',
    abaCode: '021000021',
    swift: '',
  }
  const cn = { ...GOOD, bankCountry: 'CN', cardNumber: '6222021234567890123', abaCode: '' }

  it('asks for the routing number in the US only, and for SWIFT / BIC everywhere else', () => {
    expect(bankFieldsFor('US')).toContain('abaCode')
    expect(bankFieldsFor('US')).not.toContain('swift')
    for (const country of ['ES', 'CN', 'GB', '']) {
      expect(bankFieldsFor(country)).toContain('swift')
      expect(bankFieldsFor(country)).not.toContain('abaCode')
    }
    expect(bankProblems(us)).toEqual([])
    expect(bankProblems(cn)).toEqual([])
    expect(bankProblems({ ...us, abaCode: '' })).toEqual([{ field: 'abaCode', problem: 'fill' }])
    expect(bankProblems({ ...cn, swift: '' })).toEqual([{ field: 'swift', problem: 'fill' }])
    // what the country does not use is not checked, and not kept
    expect(bankProblems({ ...cn, abaCode: 'not one' })).toEqual([])
    expect(keptCard({ ...cn, abaCode: '026009593', swift: 'icbkcnbj' })).toMatchObject({
      abaCode: '',
      swift: 'ICBKCNBJ',
    })
    expect(keptCard({ ...us, swift: 'CHASUS33' }).swift).toBe('')
  })

  it('takes the account as an IBAN of its country where accounts are numbered by IBAN', () => {
    expect(bankProblems(GOOD)).toEqual([])
    expect(bankProblems({ ...GOOD, cardNumber: 'es9121000418450200051332' })).toEqual([])
    for (const cardNumber of [
      'ES92 2100 0418 4502 0005 1332', // check digits wrong
      'ES91 2100 0418 4502 0005 133', // a digit short
      'GB82 WEST 1234 5698 7654 32', // another country's IBAN
      '6222021234567890123', // a local number
    ]) {
      expect([cardNumber, bankProblems({ ...GOOD, cardNumber })]).toEqual([
        cardNumber,
        [{ field: 'cardNumber', problem: 'invalid' }],
      ])
    }
    expect(
      bankProblems({ ...GOOD, bankCountry: 'GB', cardNumber: 'GB82 WEST 1234 5698 7654 32' }),
    ).toEqual([])
    // elsewhere any account number of the field's form
    expect(bankProblems({ ...cn, cardNumber: '12345678' })).toEqual([])
  })

  it('names the bank country before any field it decides', () => {
    expect(firstBankProblem({ ...GOOD, bankCountry: '', cardNumber: '1' })).toEqual({
      field: 'bankCountry',
      problem: 'fill',
    })
  })
})

describe('the saved number', () => {
  it('shows by its last four characters only', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234')
  })
})
