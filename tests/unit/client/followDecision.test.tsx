// A deposit and a card payment follow their decision on their page (issue 47 item 2): the decision
// sends the user a message the socket pushes; while the record is pending and its page on screen,
// each push (and each join of the user's room) reads it again, and once decided nothing more is
// asked. The socket is the edge here: its pushes are handed to the page's listeners by hand.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as depositApi from '@/services/api/deposit'
import * as payApi from '@/services/api/pay'
import type { PayOrder } from '@/services/api/pay'
import * as uploadUrlApi from '@/services/api/uploadUrl'
import * as realtime from '@/services/realtime'
import { session } from '@/stores/session'
import RechargeDetailPage from '@/pages/user/recharge-detail'
import PayCheckoutPage from '@/pages/pay/checkout'
import { firePageLifecycle, openAt, screenText, signedOut, until } from './helpers'
import { sampleRecharge } from '../../support/samples'

const testUtils = new TestUtils()

/** What the page listens to on the socket, to push by hand. */
const pushes = { messages: new Set<() => void>(), joins: new Set<() => void>() }
const pushMessage = () => testUtils.act(() => pushes.messages.forEach((listener) => listener()))
const listening = () => pushes.messages.size + pushes.joins.size

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  pushes.messages.clear()
  pushes.joins.clear()
  jest.spyOn(realtime, 'connectRealtime').mockResolvedValue()
  jest.spyOn(realtime, 'onMailMessage').mockImplementation((listener) => {
    const call = () => listener({ id: 1, title: 'Deposit credited', created_at: '' })
    pushes.messages.add(call)
    return () => pushes.messages.delete(call)
  })
  jest.spyOn(realtime, 'onJoined').mockImplementation((listener) => {
    pushes.joins.add(listener)
    return () => pushes.joins.delete(listener)
  })
  jest.spyOn(uploadUrlApi, 'uploadImageUrl').mockResolvedValue('blob:voucher')
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const recharge = sampleRecharge

const payOrder = (over: Partial<PayOrder> = {}): PayOrder => ({
  id: 41,
  recharge_id: 7,
  channel: 'card',
  provider: 'sandbox',
  sandbox: true,
  country_code: 'US',
  currency_code: 'USD',
  pay_amount: '100.00',
  rate: '7.20',
  credit: '13.88',
  currency_name: 'USDT',
  status: 1,
  pay_url: '/sandbox-pay/checkout?order=41',
  create_time: '2030-01-01T00:00:00.000Z',
  close_time: null,
  ...over,
})

describe('a deposit pending review', () => {
  it('shows its approval when the decision is pushed, then stops listening', async () => {
    const fetch = jest.spyOn(depositApi, 'fetchRecharge').mockResolvedValue(recharge())
    openAt('pages/user/recharge-detail', { id: '7' })
    await testUtils.mount(RechargeDetailPage)
    await until(() => screenText().includes('Pending review') && listening() > 0)

    fetch.mockResolvedValue(
      recharge({ status: 2, give: '4.50', decided_at: '2030-01-01T01:00:00.000Z' }),
    )
    await pushMessage()
    await until(() => screenText().includes('Approved'))
    expect(screenText()).not.toContain('Pending review')
    expect(screenText()).toContain('Bonus4.50 USDT')
    // decided: nothing more to wait for
    expect(listening()).toBe(0)
  })

  it('reads it once the socket joins the room (a decision pushed while it was away)', async () => {
    const fetch = jest.spyOn(depositApi, 'fetchRecharge').mockResolvedValue(recharge())
    openAt('pages/user/recharge-detail', { id: '7' })
    await testUtils.mount(RechargeDetailPage)
    await until(() => pushes.joins.size > 0)

    fetch.mockResolvedValue(recharge({ status: 3, remark: 'The voucher shows no payment' }))
    await testUtils.act(() => pushes.joins.forEach((joined) => joined()))
    await until(() => screenText().includes('Rejected'))
    expect(screenText()).toContain('Reason: The voucher shows no payment')
  })

  it('does not listen while its page is hidden, and reads it when shown again', async () => {
    const fetch = jest.spyOn(depositApi, 'fetchRecharge').mockResolvedValue(recharge())
    openAt('pages/user/recharge-detail', { id: '7' })
    await testUtils.mount(RechargeDetailPage)
    await until(() => listening() > 0)
    testUtils.act(() => void firePageLifecycle('componentDidHide'))
    expect(listening()).toBe(0)

    fetch.mockResolvedValue(recharge({ status: 2 }))
    testUtils.act(() => void firePageLifecycle('componentDidShow'))
    await until(() => screenText().includes('Approved'))
  })
})

describe('a card payment waiting for the provider', () => {
  it('shows it paid when the provider answers, the provider page gone', async () => {
    const fetch = jest.spyOn(payApi, 'fetchPayOrder').mockResolvedValue(payOrder())
    openAt('pages/pay/checkout', { id: '41' })
    await testUtils.mount(PayCheckoutPage)
    await until(() => screenText().includes('Waiting for the payment provider') && listening() > 0)
    expect(document.querySelector('[data-pay-status="1"]')).not.toBeNull()
    expect(document.querySelector('taro-web-view-core')).not.toBeNull()

    fetch.mockResolvedValue(
      payOrder({ status: 2, pay_url: null, close_time: '2030-01-01T00:05:00.000Z' }),
    )
    await pushMessage()
    await until(() => screenText().includes('Paid: the deposit has been credited.'))
    expect(screenText()).not.toContain('Waiting for the payment provider')
    expect(document.querySelector('[data-pay-status="2"]')).not.toBeNull()
    expect(document.querySelector('taro-web-view-core')).toBeNull()
    expect(listening()).toBe(0)
  })

  it('shows it failed when the provider declines', async () => {
    const fetch = jest.spyOn(payApi, 'fetchPayOrder').mockResolvedValue(payOrder())
    openAt('pages/pay/checkout', { id: '41' })
    await testUtils.mount(PayCheckoutPage)
    await until(() => listening() > 0)

    fetch.mockResolvedValue(payOrder({ status: 3, pay_url: null }))
    await pushMessage()
    await until(() => screenText().includes('The card payment failed or was cancelled'))
    expect(listening()).toBe(0)
  })
})
