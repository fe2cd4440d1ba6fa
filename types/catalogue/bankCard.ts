// The one personal bank card (SPEC §7 /user/cash_*; WIRE.md pins the nine fields). Every call
// needs a session and reads or writes only the session user's card.
import { Type } from 'typebox'
import { call, Fields, Nullable, OneOf, Text } from './common'

// Each field's rule (required where the bank's country uses it, no special characters, its shape)
// is common/bankCard.ts, which answers in the user's words; the schema only bounds the length far
// above it. The routing number and SWIFT are each used by some countries only (decision 84): a
// card sends the one its country uses, and the other is kept empty.
const field = (description: string) => Text({ maxLength: 300, description })
const someCountries = (description: string) => Type.Optional(field(description))

const CardFields = {
  bankName: field('bank name'),
  cardNumber: field('account or card number; the IBAN where the country numbers accounts by IBAN'),
  cardHolder: field('holder, as certified: withdrawals need the two to match'),
  phoneNumber: field('phone number'),
  bankCountry: field('country of the bank, ISO 3166-1 alpha-2'),
  abaCode: someCountries('ABA routing number: US banks only'),
  swift: someCountries('SWIFT / BIC: banks outside the US'),
  postalCode: field('postal code'),
  accountAddress: field('account address'),
}

export const BankCardOut = Type.Object({
  bankName: Type.String(),
  cardNumber: Type.String(),
  cardHolder: Type.String(),
  phoneNumber: Type.String(),
  bankCountry: Type.String({
    description: 'ISO 3166-1 alpha-2 (a card saved before: the name typed)',
  }),
  abaCode: Type.String({ description: "'' outside the US" }),
  swift: Type.String({ description: "'' for a US bank" }),
  postalCode: Type.String(),
  accountAddress: Type.String(),
  updated_at: Type.String({ description: 'ISO time of the last change' }),
})

export const Bank = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  swift: Type.String({ description: "SWIFT / BIC, '' when the operator gave none" }),
  country: Type.String(),
})

const BankFields = {
  name: Text({ maxLength: 120, description: 'bank name, as on the card form' }),
  swift: Type.Optional(Text({ maxLength: 11, description: 'SWIFT / BIC' })),
  country: Text({ maxLength: 56, description: 'country of the bank, ISO 3166-1 alpha-2' }),
}

export const bankCard = {
  cardSave: call({
    method: 'POST',
    path: '/user/cash_save',
    summary: 'Add your bank card, or change it (one per user)',
    auth: true,
    body: Fields(CardFields),
    response: BankCardOut,
  }),

  cardSaveInternational: call({
    method: 'POST',
    path: '/user/cash_save_international',
    summary: 'The same as /user/cash_save, under its second name',
    auth: true,
    body: Fields(CardFields),
    response: BankCardOut,
  }),

  cardGet: call({
    method: 'GET',
    path: '/user/get_cash',
    summary: 'Your bank card, or null',
    auth: true,
    query: Fields({}),
    response: Nullable(BankCardOut),
  }),

  cardGetInternational: call({
    method: 'POST',
    path: '/user/cash_info_international',
    summary: 'The same as /user/get_cash, under its second name',
    auth: true,
    body: Fields({}),
    response: Nullable(BankCardOut),
  }),

  bankList: call({
    method: 'POST',
    path: '/bank/bankList',
    summary:
      'Banks the operator lists for the card form, by name (one country with `country`); the ' +
      'user may type a bank that is not listed',
    auth: true,
    body: Fields({
      country: Type.Optional(
        Text({ maxLength: 56, description: 'only this country (ISO 3166-1 alpha-2)' }),
      ),
    }),
    response: Type.Array(Bank),
  }),

  opsBank: call({
    method: 'POST',
    path: '/bank',
    mount: '/ops',
    summary: 'List a bank for the card form, change its SWIFT, or take it off the list (enabled 0)',
    auth: false,
    operator: true,
    body: Fields({ ...BankFields, enabled: Type.Optional(OneOf(['1', '0'])) }),
    response: Type.Object({ ...Bank.properties, enabled: Type.Boolean() }),
  }),
}
