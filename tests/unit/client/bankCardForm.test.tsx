// Issue 25 item 19: the bank card form had no placeholders, left the holder empty although the
// user had certified their name, and saved a card in another name with only the general note
// under the form. Withdrawals are paid only to a card in the certified name: the form starts with
// that name, and says so plainly, with the name, the moment the holder differs.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import BindBankCardPage from '@/pages/bankCard/bindBankCard'
import BankCardListPage from '@/pages/bankCard/bankCard-list'
import * as bankApi from '@/services/api/bankCard'
import * as identityApi from '@/services/api/identity'
import { session } from '@/stores/session'
import { bankFieldsFor } from '@common/bankCard'
import { SAMPLE_BANK_CARD, sampleUser } from '../../support/samples'
import { firePageLifecycle, openAt, screenText, signedOut, tapText, type, until } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
const warning = () => document.querySelector('.bank__warning')?.textContent

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = sampleUser({ review_status: 2, name: 'Zoë Müller' })
  jest.spyOn(bankApi, 'fetchBanks').mockResolvedValue([])
  jest.spyOn(identityApi, 'fetchUserInfo').mockImplementation(async () => session.user!)
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('starts a first card with the certified name and a placeholder in every field', async () => {
  jest.spyOn(bankApi, 'fetchBankCard').mockResolvedValue(null)
  openAt('pages/bankCard/bindBankCard')
  await testUtils.mount(BindBankCardPage)
  // the form shows once the page's messages have loaded, which a busy machine can take a while over
  await until(() => input('cardHolder') !== null)

  expect(input('cardHolder')?.value).toBe('Zoë Müller')
  // the country is picked, not typed
  for (const name of bankFieldsFor('').filter((f) => f !== 'bankCountry')) {
    expect([name, input(name)?.placeholder]).toEqual([name, expect.stringMatching(/\S/)])
  }
  expect(input('swift')?.placeholder).toBe('8 or 11 characters, e.g. BSCHESMMXXX')
  expect(warning()).toBeUndefined()
})

it('says plainly that a card in another name cannot receive withdrawals', async () => {
  jest.spyOn(bankApi, 'fetchBankCard').mockResolvedValue(null)
  openAt('pages/bankCard/bindBankCard')
  await testUtils.mount(BindBankCardPage)
  // the form shows once the page's messages have loaded, which a busy machine can take a while over
  await until(() => input('cardHolder') !== null)

  // the same name in other case and spacing is the same holder
  testUtils.act(() => type('cardHolder', '  zoë   MÜLLER '))
  expect(warning()).toBeUndefined()
  testUtils.act(() => type('cardHolder', 'Max Müller'))
  expect(warning()).toBe(
    'This is not your certified name (Zoë Müller). Withdrawals are paid only to a card in your ' +
      'certified name: this card cannot receive them.',
  )
})

it('says the same on the saved card held in another name', async () => {
  jest
    .spyOn(bankApi, 'fetchBankCard')
    .mockResolvedValue({ ...SAMPLE_BANK_CARD, cardHolder: 'Max Müller', updated_at: '2025-01-06' })
  openAt('pages/bankCard/bankCard-list')
  await testUtils.mount(BankCardListPage)
  firePageLifecycle('componentDidShow')
  await flush()
  expect(warning()).toContain('This is not your certified name (Zoë Müller).')
})

// Issue 47 item 7 (decision 84): every user was asked for a US ABA routing code, and the holder
// stayed empty for a user certified since the profile was last read.
it('asks for the routing number only for a US bank, SWIFT for any other', async () => {
  jest.spyOn(bankApi, 'fetchBankCard').mockResolvedValue(null)
  jest.spyOn(bankApi, 'fetchBanks').mockResolvedValue([
    { id: 1, name: 'JPMorgan Chase', swift: '', country: 'US' },
    { id: 2, name: 'Banco Santander', swift: 'BSCHESMM', country: 'ES' },
  ])
  openAt('pages/bankCard/bindBankCard')
  await testUtils.mount(BindBankCardPage)
  await until(() => input('cardHolder') !== null)
  expect([input('abaCode'), input('swift')]).toEqual([null, expect.anything()])

  const pick = async (bank: string) => {
    testUtils.act(() => tapText('Choose your bank from the list'))
    await flush()
    testUtils.act(() => tapText(bank))
    await flush()
  }
  await pick('JPMorgan Chase')
  // Taro's input element draws its <input> a moment after the field appears
  await until(() => input('abaCode') !== null)
  expect(input('abaCode')).not.toBeNull()
  expect(input('swift')).toBeNull()
  expect(screenText()).toContain('United States')

  await pick('Banco Santander')
  await until(() => input('swift') !== null)
  expect(input('abaCode')).toBeNull()
  expect(input('swift')?.value).toBe('BSCHESMM')
})

it('starts the holder with a name certified since the profile was last read', async () => {
  session.user = sampleUser({ review_status: 1, name: null })
  jest
    .spyOn(identityApi, 'fetchUserInfo')
    .mockResolvedValue(sampleUser({ review_status: 2, name: 'Zoë Müller' }))
  jest.spyOn(bankApi, 'fetchBankCard').mockResolvedValue(null)
  openAt('pages/bankCard/bindBankCard')
  await testUtils.mount(BindBankCardPage)
  await until(() => input('cardHolder') !== null)
  expect(input('cardHolder')?.value).toBe('Zoë Müller')
})
