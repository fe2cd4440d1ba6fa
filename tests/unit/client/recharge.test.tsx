// The deposit screens as the user meets them: the platform's address with its QR code, the
// network's warning and limits, a demo address said to be one, the form's checks in order, the
// confirmation and what follows it; bank card and bank transfer with the operator's account, each
// field and the user's reference copied on a tap, or customer service when there is none; a card
// payment sent to its own page (payCard.test.tsx); the
// records with their statuses, and the detail with a rejection's reason and a demo approval.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as depositApi from '@/services/api/deposit'
import type { DepositBank, InAddress } from '@/services/api/deposit'
import * as uploadsApi from '@/services/api/uploads'
import * as uploadUrlApi from '@/services/api/uploadUrl'
import { ApiError } from '@/services/http'
import { session } from '@/stores/session'
import RechargePage from '@/pages/user/recharge'
import RechargeRecordPage from '@/pages/user/rechargeRecord'
import RechargeDetailPage from '@/pages/user/recharge-detail'
import { openAt, recordCopies, recordToasts, screenText, signedOut, tapText, type } from './helpers'
import { sampleRecharge } from '../../support/samples'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
}

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const VOUCHER = '202611/0123456789abcdef0123456789abcdef.png'

let navigations: string[]
beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  navigations = []
  jest.spyOn(Taro, 'navigateTo').mockImplementation(((o: { url: string }) => {
    navigations.push(o.url)
    return Promise.resolve({ errMsg: 'navigateTo:ok' })
  }) as typeof Taro.navigateTo)
  jest.spyOn(uploadUrlApi, 'uploadImageUrl').mockResolvedValue('blob:voucher')
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

function serveAddresses(demo = false) {
  const answer: InAddress = {
    currency: 3,
    currency_name: 'USDT',
    trc20: TRON,
    list: [
      {
        type: 'TRC20',
        address: TRON,
        memo_required: false,
        confirmations: 20,
        deposit_min: '10',
        demo,
      },
    ],
  }
  return jest.spyOn(depositApi, 'fetchDepositAddresses').mockResolvedValue(answer)
}

const ACCOUNT: NonNullable<DepositBank['bank']> = {
  bank_name: 'Example Bank AG',
  holder: 'TradeApp Operations Ltd',
  account: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  note: 'USD transfers only',
  demo: false,
}

function serveBank(bank: DepositBank['bank'] = ACCOUNT) {
  const answer: DepositBank = { currency: 3, currency_name: 'USDT', reference: 'DEP00001AX', bank }
  return jest.spyOn(depositApi, 'fetchDepositBank').mockResolvedValue(answer)
}

/** Taps the Copy button of a field of the account ('account', ...) or of the reference. */
function copyOf(field: string) {
  const box =
    field === 'reference'
      ? document.querySelector('.recharge__reference')
      : document.querySelector(`.recharge__bank-field[data-field="${field}"]`)
  const button = box?.querySelector<HTMLElement>('.recharge__copy')
  if (!button) throw new Error(`no Copy button for ${field}`)
  button.click()
}

const recharge = sampleRecharge

const error = () => document.querySelector('.recharge__error')?.textContent ?? ''

async function openRecharge() {
  openAt('pages/user/recharge')
  await testUtils.mount(RechargePage)
  await flush()
}

describe('the deposit screen', () => {
  it('shows the platform address as text and QR code, with the network’s warning and limits', async () => {
    serveAddresses()
    await openRecharge()
    expect(document.querySelector('.recharge__address')?.textContent).toBe(TRON)
    expect(document.querySelector('.recharge__qr img')?.getAttribute('src')).toMatch(
      /^data:image\/gif;base64,/,
    )
    expect(screenText()).toContain(
      'Send only USDT on the TRC20 network to this address. Any other asset or network is lost',
    )
    expect(screenText()).toContain('Minimum deposit: 10.00 USDT')
    expect(screenText()).toContain('Network confirmations before review: 20')
    expect(screenText()).toContain('after its voucher has been reviewed, usually within 2 hours')
    expect(screenText()).not.toContain('Demo address')
  })

  it('says a demo address belongs to nobody', async () => {
    serveAddresses(true)
    await openRecharge()
    expect(screenText()).toContain('Demo address: it belongs to nobody.')
    expect(screenText()).toContain('approved automatically after about 5 seconds')
  })

  it('checks the amount and the voucher, confirms, then requests once and offers the records', async () => {
    serveAddresses()
    jest.spyOn(uploadsApi, 'uploadImage').mockResolvedValue(VOUCHER)
    const request = jest.spyOn(depositApi, 'requestDeposit').mockResolvedValue(recharge())
    await openRecharge()

    testUtils.act(() => tapText('Submit'))
    expect(error()).toBe('Please enter the deposit amount')
    testUtils.act(() => type('amount', '12.345'))
    testUtils.act(() => tapText('Submit'))
    expect(error()).toBe('Please enter a correct amount (up to 2 decimals)')
    testUtils.act(() => type('amount', '9.99'))
    testUtils.act(() => tapText('Submit'))
    expect(error()).toBe('The minimum deposit is 10.00 USDT')
    testUtils.act(() => type('amount', '120.5'))
    testUtils.act(() => tapText('Submit'))
    expect(error()).toBe('Please upload the payment voucher')

    testUtils.act(() => tapText('Payment voucher (screenshot or receipt)'))
    await flush()
    testUtils.act(() => tapText('Submit'))
    expect(screenText()).toContain(
      'Deposit 120.50 USDT by Virtual currency (TRC20)? It is credited after the voucher has been reviewed.',
    )
    expect(request).not.toHaveBeenCalled()
    testUtils.act(() => tapText('Confirm'))
    await flush()
    expect(request).toHaveBeenCalledTimes(1)
    expect(request.mock.calls[0][0]).toEqual({
      currency: '3',
      type: '1',
      account: VOUCHER,
      amount: '120.5',
      sub_type: 'TRC20',
    })
    expect(screenText()).toContain('Deposit submitted')
    testUtils.act(() => tapText('View records'))
    testUtils.act(() => tapText('View details'))
    expect(navigations).toEqual(['/pages/user/rechargeRecord', '/pages/user/recharge-detail?id=7'])
  })

  it('shows a refusal of the server where the form says what is wrong', async () => {
    serveAddresses()
    jest.spyOn(uploadsApi, 'uploadImage').mockResolvedValue(VOUCHER)
    jest
      .spyOn(depositApi, 'requestDeposit')
      .mockRejectedValue(new ApiError('Account frozen', 'error'))
    await openRecharge()
    testUtils.act(() => type('amount', '100'))
    testUtils.act(() => tapText('Payment voucher (screenshot or receipt)'))
    await flush()
    testUtils.act(() => tapText('Submit'))
    testUtils.act(() => tapText('Confirm'))
    await flush()
    expect(error()).toBe('Account frozen')
  })

  it('shows bank transfer’s account and reference, copies each, and deposits as bank card', async () => {
    serveAddresses()
    const bank = serveBank()
    const copied = recordCopies()
    jest.spyOn(uploadsApi, 'uploadImage').mockResolvedValue(VOUCHER)
    const request = jest.spyOn(depositApi, 'requestDeposit').mockResolvedValue(recharge())
    await openRecharge()
    testUtils.act(() => tapText('Bank transfer'))
    await flush()
    expect(bank).toHaveBeenCalledWith(3)
    expect(navigations).toEqual([])
    const shown = [...document.querySelectorAll('.recharge__bank-field')].map((f) => [
      f.querySelector('.recharge__bank-label')?.textContent,
      f.querySelector('.recharge__bank-value')?.textContent,
    ])
    expect(shown).toEqual([
      ['Bank', 'Example Bank AG'],
      ['Account holder', 'TradeApp Operations Ltd'],
      ['Account number / IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['SWIFT / BIC or branch code', 'COBADEFFXXX'],
    ])
    expect(screenText()).toContain('USD transfers only')
    expect(document.querySelector('.recharge__reference-code')?.textContent).toBe('DEP00001AX')
    expect(screenText()).toContain("Quote this reference in the payment's description or remark")
    expect(screenText()).not.toContain('Demo details')
    expect(screenText()).not.toContain('Ask customer service')

    const toasts = recordToasts()
    testUtils.act(() => copyOf('account'))
    testUtils.act(() => copyOf('reference'))
    await flush()
    expect(copied).toEqual(['DE89 3704 0044 0532 0130 00', 'DEP00001AX'])
    expect(toasts).toEqual(['Copied', 'Copied'])

    testUtils.act(() => type('amount', '250'))
    testUtils.act(() => tapText('Payment voucher (screenshot or receipt)'))
    await flush()
    testUtils.act(() => tapText('Submit'))
    expect(screenText()).toContain('Deposit 250.00 USDT by Bank transfer?')
    testUtils.act(() => tapText('Confirm'))
    await flush()
    expect(request.mock.calls[0][0]).toEqual({
      currency: '3',
      type: '2',
      account: VOUCHER,
      amount: '250',
      sub_type: '',
    })
  })

  it('shows the same account for bank card, and a demo account as one', async () => {
    serveAddresses()
    serveBank({ ...ACCOUNT, bank_name: 'Demo Bank (not a real bank)', demo: true })
    await openRecharge()
    testUtils.act(() => tapText('Bank card'))
    await flush()
    expect(screenText()).toContain('Demo Bank (not a real bank)')
    expect(screenText()).toContain(
      'Demo details: this account does not exist. Never send real money to it.',
    )
    expect(document.querySelector('.recharge__reference-code')?.textContent).toBe('DEP00001AX')
  })

  it('says when a coin has no account, leads to customer service, and still takes the voucher', async () => {
    serveAddresses()
    serveBank(null)
    jest.spyOn(uploadsApi, 'uploadImage').mockResolvedValue(VOUCHER)
    const request = jest.spyOn(depositApi, 'requestDeposit').mockResolvedValue(recharge())
    await openRecharge()
    testUtils.act(() => tapText('Bank card'))
    await flush()
    expect(screenText()).toContain('No bank account for USDT deposits is set up in the app yet.')
    expect(document.querySelector('.recharge__bank-field')).toBeNull()
    expect(document.querySelector('.recharge__reference-code')?.textContent).toBe('DEP00001AX')
    testUtils.act(() => tapText('Contact customer service'))
    expect(navigations).toEqual(['/pages/services/index'])

    testUtils.act(() => type('amount', '5'))
    testUtils.act(() => tapText('Payment voucher (screenshot or receipt)'))
    await flush()
    testUtils.act(() => tapText('Submit'))
    testUtils.act(() => tapText('Confirm'))
    await flush()
    expect(request.mock.calls[0][0]).toMatchObject({ type: '2', sub_type: '', amount: '5' })
  })

  it('sends a third-party deposit to the card payment page', async () => {
    serveAddresses()
    const bank = serveBank()
    await openRecharge()
    testUtils.act(() => tapText('Third-party payment'))
    await flush()
    expect(bank).not.toHaveBeenCalled()
    expect(screenText()).toContain("Pay by card on the payment provider's page")
    testUtils.act(() => tapText('Pay by card'))
    await flush()
    expect(navigations).toEqual(['/pages/pay/card'])
  })
})

describe('the deposit records', () => {
  it('show each deposit with its status by code, and open one on a tap', async () => {
    jest.spyOn(depositApi, 'fetchRecharges').mockResolvedValue({
      data: [
        recharge({ id: 3, status: 3, remark: 'No payment' }),
        recharge({ id: 2, status: 2, type: 2, sub_type: 'BANK' }),
        recharge({ id: 1 }),
      ],
      page: 1,
      pages: 1,
      total: 3,
    })
    openAt('pages/user/rechargeRecord')
    await testUtils.mount(RechargeRecordPage)
    await flush()
    const rows = [...document.querySelectorAll<HTMLElement>('.recharge-row')]
    expect(rows.map((r) => r.querySelector('.recharge-status')?.textContent)).toEqual([
      'Rejected',
      'Approved',
      'Pending review',
    ])
    expect(rows[1].textContent).toContain('Bank card')
    expect(rows[2].textContent).toContain('Virtual currency · TRC20')
    expect(rows[2].textContent).toContain('120.50 USDT')
    testUtils.act(() => rows[0].click())
    expect(navigations).toEqual(['/pages/user/recharge-detail?id=3'])
  })

  it('say so when there are none', async () => {
    jest
      .spyOn(depositApi, 'fetchRecharges')
      .mockResolvedValue({ data: [], page: 1, pages: 0, total: 0 })
    openAt('pages/user/rechargeRecord')
    await testUtils.mount(RechargeRecordPage)
    await flush()
    expect(screenText()).toContain('No deposits yet.')
  })
})

describe('a deposit', () => {
  it('shows why it was rejected', async () => {
    jest
      .spyOn(depositApi, 'fetchRecharge')
      .mockResolvedValue(recharge({ status: 3, remark: 'The voucher shows no payment' }))
    openAt('pages/user/recharge-detail', { id: '7' })
    await testUtils.mount(RechargeDetailPage)
    await flush()
    expect(screenText()).toContain('Rejected')
    expect(screenText()).toContain('Reason: The voucher shows no payment')
    expect(screenText()).not.toContain('Bonus')
  })

  it('shows the bonus and a demo approval', async () => {
    const fetch = jest
      .spyOn(depositApi, 'fetchRecharge')
      .mockResolvedValue(recharge({ status: 2, give: '5.00', demo: true }))
    openAt('pages/user/recharge-detail', { id: '7' })
    await testUtils.mount(RechargeDetailPage)
    await flush()
    expect(fetch).toHaveBeenCalledWith(7)
    expect(screenText()).toContain('Approved')
    expect(screenText()).toContain('Bonus5.00 USDT')
    expect(screenText()).toContain('Approved automatically by a demo server')
  })
})
