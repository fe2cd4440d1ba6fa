// Issue 47 item 12: the spot book's middle line said "--" until the book's first trade, though the
// symbol has a last price (the one the header shows and a market order is banded around).
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { spotBook } from '@/stores/spot'
import { SpotBookView } from '@/pages/spot/parts/SpotBookView'
import { openAt, signedOut } from './helpers'
import { sampleMatch } from '../../support/samples'

const testUtils = new TestUtils()
const last = () => document.querySelector('.order-book__last')?.textContent

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  openAt('pages/spot/index')
  Object.assign(spotBook, {
    matchId: 1,
    bids: [['59990', '1']],
    asks: [['60010', '2']],
    trades: [],
    status: 'live',
  })
})
afterEach(() => testUtils.unmout())

const mountBook = () =>
  testUtils.mount(SpotBookView, {
    props: { quote: sampleMatch({ now_price: '60000.00' }), onPickPrice: () => undefined },
  })

it("shows the symbol's last price before the book's first trade", async () => {
  spotBook.lastPrice = null
  await mountBook()
  expect(last()).toBe('60,000.00')
})

it("shows the book's last trade once there is one", async () => {
  spotBook.lastPrice = '59995.5'
  await mountBook()
  expect(last()).toBe('59,995.50')
})
