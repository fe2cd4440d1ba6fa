import {
  BANK_FIELDS,
  bankFieldProblem,
  firstBankProblem,
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
  bankCountry: ['中国', 'United States', "Côte d'Ivoire", 'Bosnia-Herzegovina'],
  abaCode: ['026009593', 'N A', '0'],
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
    ['USA!', 'special'],
    ['1st', 'special'],
  ],
  abaCode: [
    ['', 'fill'],
    ['026-009-593', 'special'],
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
