// Products switched off where the user is (issue 32 item 6), as they meet it: the Trade tab says
// why in place of the order form and has no tab for a mode that is off; Home has no entry for an
// area that is off; the Earn hub says why in the product's row. A screen built on them reads the
// profile again when it shows and when a message is pushed (issue 47 item 1): a certification
// decided meanwhile changes what it offers without a reload.
import TestUtils from '@tarojs/test-utils-react'
import type { MenuItem } from '@wire/market'
import type { UserInfo } from '@wire/user'
import { activateLanguage } from '@/locales'
import * as identity from '@/services/api/identity'
import * as realtime from '@/services/realtime'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { trade } from '@/stores/trade'
import TradePage from '@/pages/quoteDetail/quoteDetail'
import EarnPage from '@/pages/earn/index'
import { QuickEntries } from '@/pages/index/parts/QuickEntries'
import { sampleMatch, sampleSecondsOption, sampleUser } from '../../support/samples'
import { firePageLifecycle, openAt, screenText, until, laterParts } from './helpers'

const testUtils = new TestUtils()

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const userOff = (...off: [string, string][]): UserInfo =>
  sampleUser({
    products_off: off.map(([product, country]) => ({ product: product as 'seconds', country })),
  })

/** Signed in with these products off, which is also what the server says of the user. */
function signedInOff(...off: [string, string][]) {
  const user = userOff(...off)
  Object.assign(session, { token: 't', user, lang: 'en', initialised: true, entryPage: null })
  return jest.spyOn(identity, 'fetchUserInfo').mockResolvedValue(user)
}

describe('the Trade tab', () => {
  beforeEach(() => {
    openAt('pages/quoteDetail/quoteDetail')
    replaceQuotes([sampleMatch()])
    Object.assign(trade, { setup: 'ready', orders: 'ready', options: [] })
  })

  it('says why in place of the order form, keeps the orders, and drops the modes that are off', async () => {
    signedInOff(['seconds', 'GB'], ['lever', 'GB'])
    await testUtils.mount(TradePage, {})
    await laterParts()
    expect(screenText()).toContain(
      'Timed up/down trading is not available in your country or region (GB).',
    )
    expect(screenText()).toContain('binary options')
    const sections = [...document.querySelectorAll<HTMLElement>('[data-section]')].map(
      (e) => e.dataset.section,
    )
    expect(sections).not.toContain('order')
    expect(sections).toContain('orders')
    const modes = [...document.querySelectorAll<HTMLElement>('[data-mode]')].map(
      (e) => e.dataset.mode,
    )
    expect(modes).toEqual(['seconds', 'spot'])
  })

  it('shows the order form where nothing is off', async () => {
    signedInOff()
    await testUtils.mount(TradePage, {})
    await laterParts()
    expect(document.querySelector('.product-off')).toBeNull()
    expect(document.querySelector('[data-section="order"]')).not.toBeNull()
  })

  const orderForm = () => document.querySelector('[data-section="order"]')
  const offNote = () => document.querySelector('.product-off[data-product="seconds"]')

  it('reads the profile again when it shows: a certification decided meanwhile takes the timed trades away', async () => {
    // timed trades on offer, so showing again stays on this mode
    trade.options = [sampleSecondsOption()]
    const profile = signedInOff()
    await testUtils.mount(TradePage, {})
    await laterParts()
    await until(() => profile.mock.calls.length > 0)
    expect(orderForm()).not.toBeNull()

    // certified meanwhile with a UK document: the server's profile now has them off
    profile.mockResolvedValue(userOff(['seconds', 'GB']))
    testUtils.act(() => void firePageLifecycle('componentDidHide'))
    testUtils.act(() => void firePageLifecycle('componentDidShow'))
    await until(() => offNote() !== null)
    expect(orderForm()).toBeNull()
    expect(screenText()).toContain('not available in your country or region (GB)')
  })

  it('reads the profile again when a message is pushed while it is on screen', async () => {
    const listeners: (() => void)[] = []
    jest.spyOn(realtime, 'onMailMessage').mockImplementation((listener) => {
      listeners.push(() => listener({ id: 1, title: 'Verified', created_at: '' }))
      return () => undefined
    })
    const profile = signedInOff()
    await testUtils.mount(TradePage, {})
    await laterParts()
    await until(() => listeners.length > 0)
    expect(orderForm()).not.toBeNull()

    profile.mockResolvedValue(userOff(['seconds', 'GB']))
    testUtils.act(() => listeners.forEach((push) => push()))
    await until(() => offNote() !== null)
    expect(orderForm()).toBeNull()
  })
})

it('leaves Home without the entry of an area that is off', async () => {
  signedInOff(['p2p', 'FR'])
  const entry = (key: MenuItem['key'], path: string): MenuItem => ({
    id: path.length,
    key,
    name: key,
    path,
    icon: `/media/menu/${key}.png`,
  })
  const items = [entry('p2p', '/pages/p2p/index'), entry('help', '/pages/QA/QA')]
  await testUtils.mount(() => <QuickEntries items={items} />, {})
  const names = [...document.querySelectorAll('.entries__name')].map((e) => e.textContent)
  expect(names).toEqual(['help'])
})

it('says in the Earn hub which product is off, and still links the others', async () => {
  signedInOff(['loan', 'SG'])
  openAt('pages/earn/index')
  await testUtils.mount(EarnPage, {})
  expect(screenText()).toContain('Loans is not available in your country or region (SG).')
  const links = [...document.querySelectorAll<HTMLElement>('.earn__item')].map(
    (e) => e.dataset.route,
  )
  expect(links).toEqual(['pages/dual/index', 'pages/project/index', 'pages/lockMining/lockMining'])
})
