// The lock-mining purchase (issue 13, item 3): SPEC §9's estimate before buying, the amount checked
// as it is typed, the purchase confirmed before it is sent, the server's refusal shown, and what
// comes first (a bound wallet, certification). Orders and holdings: lockMiningOrders.test.tsx.
import Taro from '@tarojs/taro'
import * as identity from '@/services/api/identity'
import * as lockMining from '@/services/api/lockMining'
import DetailPage from '@/pages/lockMining/detail'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import { ApiError } from '@/services/http'
import { sampleUser } from '../../support/samples'
import { openAt, recordToasts, screenText, tapText, type } from './helpers'
import {
  testUtils,
  until,
  OPENS,
  product,
  order,
  addressBookWith,
  text,
  fieldError,
  openDetail,
  lockScreenHooks,
} from './lockMiningFixtures'

lockScreenHooks()

describe('the product detail and its purchase', () => {
  it('estimates SPEC §9’s example as a range: 30-50 a day and 150-250 in total', async () => {
    addressBookWith(1)
    await openDetail()
    expect(text('.lock-estimate__daily')).toBe('-')
    await until(() => text('.lock__available') !== '')
    expect(text('.lock__available')).toBe('Available 20,000.00 USDT')

    testUtils.act(() => type('amount', '10000'))
    expect(text('.lock-estimate__daily')).toBe('30.00–50.00 USDT')
    expect(text('.lock-estimate__total')).toBe('150.00–250.00 USDT')
    // the rules, before anything is committed
    const rules = text('.lock-rules')
    expect(rules).toContain('locked for 5 days, until the end date')
    expect(rules).toContain('returns to your asset account automatically')
    expect(rules).toContain('Bought on day D, profit accrues from day D+1')
    expect(rules).toContain('0.4% × remaining days × amount')
    expect(rules).toContain('Returns are not guaranteed')
    // redeemed on the day of purchase: 0.4 % x 5 days x 10000
    expect(rules).toContain('would cost 200.00 USDT')
  })

  it('checks the amount as it is typed, in the user’s words, and sends nothing wrong', async () => {
    addressBookWith(1)
    const buy = jest.spyOn(lockMining, 'buyLockProduct')
    await openDetail()
    await until(() => text('.lock__available') !== '')

    testUtils.act(() => tapText('Buy'))
    expect(fieldError()).toBe('Please enter a correct amount (up to 2 decimals)')
    testUtils.act(() => type('amount', '10.123'))
    expect(fieldError()).toBe('Please enter a correct amount (up to 2 decimals)')
    testUtils.act(() => type('amount', '99.99'))
    expect(fieldError()).toBe('The smallest amount is 100.00 USDT')
    testUtils.act(() => type('amount', '50000.01'))
    expect(fieldError()).toBe('The largest amount is 50,000.00 USDT')
    testUtils.act(() => tapText('Buy'))
    expect(screenText()).not.toContain('Confirm your purchase')
    testUtils.act(() => type('amount', '100.50'))
    expect(fieldError()).toBe('')
    testUtils.act(() => type('amount', '20000.01'))
    expect(fieldError()).toBe('More than is available')
    // the estimate still shows what the amount would earn
    expect(text('.lock-estimate__daily')).toBe('60.00–100.00 USDT')

    await activateLanguage('de')
    testUtils.act(() => type('amount', '50'))
    expect(fieldError()).toBe('Der kleinste Betrag ist 100,00 USDT')
    expect(buy).not.toHaveBeenCalled()
  })

  it('confirms before buying, then says the purchase succeeded and leads to the orders', async () => {
    addressBookWith(1)
    const buy = jest
      .spyOn(lockMining, 'buyLockProduct')
      .mockResolvedValue(order({ amount: '10000.00', end_at: '2030-05-06', remaining_days: 5 }))
    const redirect = jest
      .spyOn(Taro, 'redirectTo')
      .mockResolvedValue({ errMsg: 'redirectTo:ok' } as never)
    const toasts = recordToasts()
    await openDetail()
    testUtils.act(() => type('amount', '10000'))
    testUtils.act(() => tapText('Buy'))
    await until(() => screenText().includes('Confirm your purchase'))
    const sheet = text('.lock-confirm')
    expect(sheet).toContain('10,000.00 USDT')
    expect(sheet).toContain('150.00–250.00 USDT')
    expect(buy).not.toHaveBeenCalled()

    testUtils.act(() => tapText('Confirm'))
    await until(() => screenText().includes('Purchase successful'))
    expect(buy).toHaveBeenCalledWith({ config_id: 1, amount: '10000' }, expect.any(String))
    expect(toasts).toContain('Purchase successful')
    expect(screenText()).toContain('10,000.00 USDT is locked until 2030-05-06.')
    testUtils.act(() => tapText('View my orders'))
    await until(() => redirect.mock.calls.length > 0)
    expect(redirect.mock.calls[0][0]).toMatchObject({ url: '/pages/lockMining/orders' })
  })

  it('shows the server’s refusal in the confirmation', async () => {
    addressBookWith(1)
    jest
      .spyOn(lockMining, 'buyLockProduct')
      .mockRejectedValue(new ApiError('Current purchase limit reached', 'error'))
    await openDetail()
    testUtils.act(() => type('amount', '500'))
    testUtils.act(() => tapText('Buy'))
    await until(() => screenText().includes('Confirm your purchase'))
    testUtils.act(() => tapText('Confirm'))
    await until(() => text('.lock-confirm [role="alert"]') !== '')
    expect(text('.lock-confirm [role="alert"]')).toBe('Current purchase limit reached')
    expect(document.querySelector('.lock-bought')).toBeNull()
  })

  it('says a wallet must be bound first and leads to the address book', async () => {
    addressBookWith(0)
    const navigate = jest
      .spyOn(Taro, 'navigateTo')
      .mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
    await openDetail()
    await until(() => screenText().includes('Wallet address not bound, please bind first'))
    testUtils.act(() => tapText('Bind a wallet address'))
    await until(() => navigate.mock.calls.length > 0)
    expect(navigate.mock.calls[0][0]).toMatchObject({ url: '/pages/wallets/wallets' })
  })

  it('says certification comes first and leads to it, reading the user again', async () => {
    addressBookWith(1)
    session.user = sampleUser({ review_status: 1 })
    const reread = jest
      .spyOn(identity, 'fetchUserInfo')
      .mockResolvedValue(sampleUser({ review_status: 1 }))
    const navigate = jest
      .spyOn(Taro, 'navigateTo')
      .mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
    await openDetail()
    await until(() => reread.mock.calls.length > 0)
    expect(reread).toHaveBeenCalled()
    expect(screenText()).toContain('Not certified, please complete certification first')
    testUtils.act(() => tapText('Verify identity'))
    await until(() => navigate.mock.calls.length > 0)
    expect(navigate.mock.calls[0][0]).toMatchObject({ url: '/pages/user/authentication1' })
  })

  it('drops the certification notice once the user turns out certified', async () => {
    addressBookWith(1)
    session.user = sampleUser({ review_status: 1 })
    jest.spyOn(identity, 'fetchUserInfo').mockResolvedValue(sampleUser({ review_status: 2 }))
    await openDetail()
    await until(() => session.user?.review_status === 2)
    expect(screenText()).not.toContain('Not certified')
  })

  it('says when buying is not possible: used-up limit, an unopened window, no such product', async () => {
    addressBookWith(1)
    await openDetail(product({ limit_left: 0 }))
    expect(screenText()).toContain('Current purchase limit reached')
    testUtils.unmout()

    await openDetail(product({ window: 2, start_at: OPENS }))
    expect(screenText()).toContain('Opens 2030-02-01 00:00')
    expect(screenText()).toContain('This product is not open for purchase now')
    testUtils.unmout()

    jest.spyOn(lockMining, 'fetchLockProducts').mockResolvedValue([product()])
    openAt('pages/lockMining/detail', { id: '99' })
    await testUtils.mount(DetailPage)
    await until(() => screenText().includes('Product information error'))
  })
})
