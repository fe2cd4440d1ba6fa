// Issue 47: a live price is heard only where the user is: a focused quote row's price is said by
// one polite region when it has changed, at most every five seconds, and not after focus leaves;
// the row's name holds still meanwhile (a screen reader reads a focused control's new name).
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { QuoteRow } from '@/components/QuoteRow'
import { announceFocusedPrices, GAP_MS } from '@/components/PriceAnnouncer/index.h5'
import { market, replaceQuotes } from '@/stores/market'
import { sampleMatch } from '../../support/samples'
import { signedOut } from './helpers'

const testUtils = new TestUtils()

const region = () => document.querySelector('[data-price-announcer]')
const link = () => document.querySelector<HTMLElement>('.quote-row__open')
const liveRegions = () => document.querySelectorAll('[aria-live]').length

/** A committed tick, seen by the store's subscribers (valtio tells them after a microtask). */
async function tick(price: string, change = '+1.00') {
  Object.assign(market.quotes[1], { now_price: price, change })
  await testUtils.act(() => Promise.resolve())
}

beforeAll(async () => {
  await activateLanguage('en')
  announceFocusedPrices()
})
beforeEach(async () => {
  signedOut()
  replaceQuotes([sampleMatch({ now_price: '60000.00', change: '+1.00' })])
  await testUtils.mount(QuoteRow, { props: { matchId: 1 } })
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
})
afterEach(() => {
  link()?.blur()
  jest.useRealTimers()
  testUtils.unmout()
})

it('says the focused row price when it changed, once per gap, then stops when focus leaves', async () => {
  expect(liveRegions()).toBe(0)
  link()?.focus()
  expect(document.activeElement).toBe(link())

  await tick('60100.00')
  jest.advanceTimersByTime(GAP_MS - 1)
  // heard on focus; nothing said within the gap
  expect(region()?.textContent ?? '').toBe('')
  await tick('60200.00', '+1.20')
  jest.advanceTimersByTime(1)
  expect(region()?.textContent).toBe('BTC/USDT 60,200.00, 24h change +1.20%')
  expect(region()?.getAttribute('aria-live')).toBe('polite')

  // five ticks a second for ten seconds: two more sayings, not fifty
  const first = region()?.textContent
  const said = new Set<string>()
  for (let i = 1; i <= 50; i++) {
    await tick(`${60200 + i}.00`)
    jest.advanceTimersByTime(200)
    said.add(region()?.textContent ?? '')
  }
  said.delete(first ?? '')
  expect(said.size).toBe(2)
  expect(liveRegions()).toBe(1)

  link()?.blur()
  expect(region()?.textContent).toBe('')
  await tick('70000.00')
  jest.advanceTimersByTime(GAP_MS * 2)
  expect(region()?.textContent).toBe('')
})

it("holds the focused row's name at what was read on focus, and gives it back on leaving", async () => {
  expect(link()?.getAttribute('aria-label')).toBeNull()
  link()?.focus()
  const name = link()?.getAttribute('aria-label')
  expect(name).toContain('BTC')
  expect(name).toContain('60,000.00')
  expect(name).toContain('+1.00%')
  await tick('61000.00')
  expect(document.querySelector('.quote-row__price')?.textContent).toBe('61,000.00')
  expect(link()?.getAttribute('aria-label')).toBe(name)
  link()?.blur()
  expect(link()?.getAttribute('aria-label')).toBeNull()
})
