// The withdraw page and the withdrawal records (issue 12 item 5): the server's fee on top of what
// arrives, the saved addresses of the chosen coin and network only, the 24 h lock as a countdown
// with the button disabled, the form's checks before anything is sent, a confirmation, and the
// records with their status by code and the reason of a rejection.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import * as addressBook from '@/services/api/addressBook'
import * as withdrawApi from '@/services/api/withdraw'
import { ApiError } from '@/services/http'
import WithdrawlPage from '@/pages/user/withdrawl'
import WithdrawRecordPage from '@/pages/user/withdrawRecord'
import { sampleUser } from '../../support/samples'
import { firePageLifecycle, openAt, screenText, signedOut, tapText, type } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

const INFO: withdrawApi.WithdrawInfo = {
  currency: 3,
  currency_name: 'USDT',
  places: 2,
  legal_balance: '250.00',
  lock_legal_balance: '0.00',
  type: 'TRC20',
  min_number: '10',
  withdraw_fee: '1',
  withdraw_unlock_at: 0,
  networks: [
    {
      type: 'TRC20',
      deposit_enabled: true,
      withdraw_enabled: true,
      deposit_min: '10',
      withdraw_fee: '1',
      min_number: '10',
      max_number: '100000',
      memo_required: false,
      confirmations: 20,
    },
  ],
}

const ADDRESS: addressBook.WalletAddress = {
  id: 7,
  currency: 3,
  currency_name: 'USDT',
  type: 'TRC20',
  address: TRON,
  name: 'Mine',
  qrcode: '',
  create_time: '2026-01-01T00:00:00.000Z',
}

let navigations: string[]
let redirects: string[]
beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = sampleUser({ review_status: 2, isPayPas: true })
  navigations = []
  redirects = []
  jest.spyOn(Taro, 'navigateTo').mockImplementation(((o: { url: string }) => {
    navigations.push(o.url)
    return Promise.resolve({ errMsg: 'navigateTo:ok' })
  }) as typeof Taro.navigateTo)
  jest.spyOn(Taro, 'redirectTo').mockImplementation(((o: { url: string }) => {
    redirects.push(o.url)
    return Promise.resolve({ errMsg: 'redirectTo:ok' })
  }) as typeof Taro.redirectTo)
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

function serve(info: Partial<withdrawApi.WithdrawInfo> = {}, book = [ADDRESS]) {
  jest
    .spyOn(withdrawApi, 'fetchWithdrawInfo')
    .mockImplementation(() => Promise.resolve({ ...INFO, ...info }))
  jest
    .spyOn(addressBook, 'fetchAddresses')
    .mockImplementation(() =>
      Promise.resolve({ data: book, page: 1, pages: 1, total: book.length }),
    )
}

async function open() {
  openAt('pages/user/withdrawl')
  await testUtils.mount(WithdrawlPage)
  firePageLifecycle('componentDidShow')
  await flush()
  // Taro's input is a web component that draws its <input> a moment later; on a busy machine
  // the form may need longer than a few ticks
  for (let waited = 0; !amountInput() && waited < 2000; waited += 20) {
    await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

const submitButton = () => document.querySelector<HTMLElement>('.withdraw .at-button')
const amountInput = () => document.querySelector<HTMLInputElement>('input[name="amount"]')
const amountValue = () => amountInput()?.value

describe('the withdraw page', () => {
  it('shows the fee on top of what arrives and sends the confirmed request once', async () => {
    serve()
    const ask = jest
      .spyOn(withdrawApi, 'requestWithdrawal')
      .mockResolvedValue({} as withdrawApi.Withdrawal)
    await open()
    const text = screenText()
    expect(text).toContain('250.00 USDT')
    expect(text).toContain('Mine')
    expect(text).toContain(TRON)
    expect(text).toContain(
      'Withdrawals arrive within 2 hours, at the latest by 24:00 the next day.',
    )

    testUtils.act(() => tapText('All'))
    expect(amountValue()).toBe('249')
    testUtils.act(() => type('amount', '100'))
    expect(screenText()).toContain('101.00 USDT')
    testUtils.act(() => type('pay_password', 'Pay12345'))
    testUtils.act(() => type('code', '123456'))
    testUtils.act(() => submitButton()?.click())
    await flush()
    // the dialog's figures as the summary above it writes them (issue 25 item 12)
    expect(screenText()).toContain(
      `100.00 USDT will arrive at ${TRON} (TRC20). You pay 101.00 USDT, including the fee of ` +
        '1.00 USDT.',
    )
    expect(ask).not.toHaveBeenCalled()

    testUtils.act(() => tapText('Confirm'))
    await flush()
    expect(ask).toHaveBeenCalledTimes(1)
    expect(ask.mock.calls[0][0]).toEqual({
      currency: '3',
      type: 'TRC20',
      number: '100',
      address_id: '7',
      pay_password: 'Pay12345',
      code: '123456',
    })
    expect(typeof ask.mock.calls[0][1]).toBe('string')
    expect(redirects).toEqual(['/pages/user/withdrawRecord'])
  })

  it('checks the form before asking and says what the server refused', async () => {
    serve()
    const ask = jest
      .spyOn(withdrawApi, 'requestWithdrawal')
      .mockRejectedValue(new ApiError('Incorrect withdraw password', 'error'))
    await open()
    testUtils.act(() => submitButton()?.click())
    let text = screenText()
    expect(text).toContain('Please enter the withdraw amount')
    expect(text).toContain('Please enter the withdraw password')
    expect(text).toContain('Please enter the verification code')

    testUtils.act(() => type('amount', '5'))
    testUtils.act(() => submitButton()?.click())
    expect(screenText()).toContain('The minimum withdrawal is 10.00 USDT')
    // 249.5 + 1 is more than 250
    testUtils.act(() => type('amount', '249.5'))
    testUtils.act(() => submitButton()?.click())
    expect(screenText()).toContain(
      'Insufficient balance: the amount plus the fee is more than is available',
    )
    expect(ask).not.toHaveBeenCalled()

    testUtils.act(() => type('amount', '20'))
    testUtils.act(() => type('pay_password', 'wrong'))
    testUtils.act(() => type('code', '123456'))
    testUtils.act(() => submitButton()?.click())
    await flush()
    testUtils.act(() => tapText('Confirm'))
    await flush()
    text = screenText()
    expect(text).toContain('Incorrect withdraw password')
    expect(redirects).toEqual([])
  })

  it('counts the 24 h lock down with the button disabled', async () => {
    serve({ withdraw_unlock_at: Date.now() + 2 * 3600_000 })
    await open()
    expect(screenText()).toMatch(/For your safety, withdrawals open in 1:59:[0-9]{2}/)
    expect(submitButton()?.className).toContain('at-button--disabled')
  })

  it('offers only saved addresses, and the way to add one when there is none', async () => {
    serve({}, [
      { ...ADDRESS, id: 8, type: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    ])
    await open()
    const text = screenText()
    expect(text).toContain('No saved USDT address on TRC20.')
    expect(text).not.toContain('0x5290')
    testUtils.act(() => tapText('Add an address'))
    expect(navigations).toEqual(['/pages/wallets/wallets'])
  })

  it('asks to set the withdraw password first when there is none', async () => {
    serve()
    session.user = sampleUser({ review_status: 2, isPayPas: false })
    await open()
    expect(screenText()).toContain('Please set the withdrawal password')
    expect(screenText()).not.toContain('Not certified')
  })

  it('sends an uncertified user to certification', async () => {
    serve()
    session.user = sampleUser({ review_status: 1, isPayPas: true })
    await open()
    expect(screenText()).toContain('Not certified, please complete certification first')
    testUtils.act(() => tapText('Complete certification'))
    expect(navigations).toEqual(['/pages/user/authentication1'])
  })
})

describe('the withdrawal records', () => {
  it('shows each status by its code and the reason of a rejection', async () => {
    const row = (id: number, status: 1 | 2 | 3, remark = ''): withdrawApi.Withdrawal => ({
      id,
      number: '101.00',
      amount: '100.00',
      fee: '1.00',
      address: TRON,
      status,
      create_time: '2026-11-23T10:00:00.000Z',
      remark,
      currency: 3,
      currency_name: 'USDT',
      type: 'TRC20',
    })
    jest.spyOn(withdrawApi, 'fetchWithdrawals').mockResolvedValue({
      data: [row(3, 3, 'Check the address'), row(2, 2, 'paid'), row(1, 1)],
      page: 1,
      pages: 1,
      total: 3,
    })
    openAt('pages/user/withdrawRecord')
    await testUtils.mount(WithdrawRecordPage)
    firePageLifecycle('componentDidShow')
    await flush()
    const statuses = [...document.querySelectorAll('.withdraw-row__status')].map(
      (e) => e.textContent,
    )
    expect(statuses).toEqual(['Rejected', 'Completed', 'Under review'])
    const text = screenText()
    expect(text).toContain('Reason: Check the address')
    expect(text).not.toContain('Reason: paid')
    expect(text).toContain('100.00 USDT · TRC20')
    expect(text).toContain('Fee 1.00 USDT')
  })

  it('says so when there are none', async () => {
    jest
      .spyOn(withdrawApi, 'fetchWithdrawals')
      .mockResolvedValue({ data: [], page: 1, pages: 0, total: 0 })
    openAt('pages/user/withdrawRecord')
    await testUtils.mount(WithdrawRecordPage)
    firePageLifecycle('componentDidShow')
    await flush()
    expect(screenText()).toContain('No withdrawals yet')
  })
})
