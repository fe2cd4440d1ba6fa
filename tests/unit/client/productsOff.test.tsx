// Products switched off where the user is (issue 32 item 6), as they meet it: the Trade tab says
// why in place of the order form and has no tab for a mode that is off; Home has no entry for an
// area that is off; the Earn hub says why in the product's row.
import TestUtils from '@tarojs/test-utils-react'
import type { MenuItem } from '@wire/market'
import { activateLanguage } from '@/locales'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { trade } from '@/stores/trade'
import TradePage from '@/pages/quoteDetail/quoteDetail'
import EarnPage from '@/pages/earn/index'
import { QuickEntries } from '@/pages/index/parts/QuickEntries'
import { sampleMatch, sampleUser } from '../../support/samples'
import { openAt, screenText } from './helpers'

const testUtils = new TestUtils()

beforeAll(() => activateLanguage('en'))
afterEach(() => testUtils.unmout())

function signedInOff(...off: [string, string][]) {
  const products_off = off.map(([product, country]) => ({
    product: product as 'seconds',
    country,
  }))
  Object.assign(session, {
    token: 't',
    user: sampleUser({ products_off }),
    lang: 'en',
    initialised: true,
    entryPage: null,
  })
}

describe('the Trade tab', () => {
  beforeEach(() => {
    openAt('pages/quoteDetail/quoteDetail')
    replaceQuotes([sampleMatch()])
    Object.assign(trade, { setup: 'ready', orders: 'ready' })
  })

  it('says why in place of the order form, keeps the orders, and drops the modes that are off', async () => {
    signedInOff(['seconds', 'GB'], ['lever', 'GB'])
    await testUtils.mount(TradePage, {})
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
    expect(document.querySelector('.product-off')).toBeNull()
    expect(document.querySelector('[data-section="order"]')).not.toBeNull()
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
