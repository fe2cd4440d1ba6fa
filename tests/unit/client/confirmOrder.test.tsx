// Issue 25 item 7: after a network error the order confirmation grew an error line, and with it
// outgrew its sheet: Cancel and Confirm went under the tab bar, so the user could neither retry
// nor leave. The terms scroll in a region of their own; the error and both buttons come after it,
// outside it, and stay in view (builtStyles.test.ts holds the region's height to the sheet's).
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { ConfirmOrder } from '@/pages/quoteDetail/parts/ConfirmOrder'
import * as microtrade from '@/services/api/microtrade'
import { ApiError } from '@/services/http'
import { session } from '@/stores/session'
import * as tradeStore from '@/stores/trade'
import { sampleMatch, sampleSecondsOption } from '../../support/samples'
import { openAt, tapText } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 6; i++) await testUtils.act(() => Promise.resolve())
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  Object.assign(session, { token: 't', user: null, lang: 'en', initialised: true, entryPage: null })
  openAt('pages/quoteDetail/quoteDetail')
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

/** The 60 s order's confirmation: a stake in USDT up (1) or down (2), with this much available. */
const open = (order: { balance: string; stake: string; direction: 1 | 2 }) =>
  testUtils.mount(ConfirmOrder, {
    props: {
      quote: sampleMatch(),
      option: sampleSecondsOption({ seconds: 60 }),
      currency: { id: 3, name: 'USDT', balance: order.balance },
      stake: order.stake,
      direction: order.direction,
      onClose: () => undefined,
      onPlaced: () => undefined,
    },
  })

it('keeps the error, Cancel and Confirm out of the scrolling terms after a network error', async () => {
  jest
    .spyOn(microtrade, 'submitOrder')
    .mockRejectedValue(new ApiError('Network error, please try again', 'network'))
  jest.spyOn(tradeStore, 'loadOrders').mockResolvedValue(undefined)
  jest.spyOn(tradeStore, 'refreshBalances').mockResolvedValue(undefined)
  await open({ balance: '1000.00', stake: '100', direction: 1 })
  tapText('Confirm')
  await flush()

  const terms = document.querySelector('.confirm-order__rows')
  const error = document.querySelector('.confirm-order__error')
  const buttons = document.querySelector('.confirm-order__buttons')
  expect(terms?.querySelectorAll('.confirm-order__row').length).toBe(10)
  expect(error?.textContent).toBe('Network error, please try again')
  expect(buttons?.textContent).toContain('Cancel')
  expect(buttons?.textContent).toContain('Confirm')
  for (const part of [error, buttons]) {
    expect(terms?.contains(part as Node)).toBe(false)
    // after the terms, in the sheet itself
    expect(terms!.compareDocumentPosition(part as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  }
})

// Issue 25 item 12: the terms wrote "1000.00" in one row and "1,000.00" in another; every amount,
// in a row or inside a sentence, goes through the one money formatter.
it('writes every amount of the terms the same way, grouped', async () => {
  await open({ balance: '5000.00', stake: '1000', direction: 2 })
  const rows = Object.fromEntries(
    [...document.querySelectorAll('.confirm-order__row')].map((row) => [
      row.querySelector('.confirm-order__label')?.textContent,
      row.querySelector('.confirm-order__value')?.textContent,
    ]),
  )
  expect(rows).toMatchObject({
    Stake: '1,000.00 USDT',
    Fee: '1.00 USDT',
    'Paid now': '1,001.00 USDT',
    'If right': 'you receive 1,200.00 USDT (profit 200.00)',
    'If wrong': 'you lose the stake of 1,000.00 USDT',
  })
})
