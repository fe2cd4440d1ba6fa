import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { replaceQuotes } from '@/stores/market'
import { trade } from '@/stores/trade'
import { TradePanel } from '@/pages/quoteDetail/parts/TradePanel'
import { sampleMatch } from '../../support/samples'
import { openAt, recordToasts, screenText, signedOut, tapText, type } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

const quote = sampleMatch()

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  // the panel reads whether the symbol takes orders from the live quotes
  replaceQuotes([quote])
  signedOut()
  openAt('pages/quoteDetail/quoteDetail')
  Object.assign(trade, {
    options: [
      {
        id: 1,
        seconds: 30,
        status: 1,
        profit_ratio: '20',
        min_num: '10',
        min_amount: '10',
        fee_rate: '0.001',
      },
      {
        id: 2,
        seconds: 60,
        status: 1,
        profit_ratio: '30',
        min_num: '10',
        min_amount: '10',
        fee_rate: '0.001',
      },
      {
        id: 3,
        seconds: 300,
        status: 0,
        profit_ratio: '50',
        min_num: '10',
        min_amount: '10',
        fee_rate: '0.001',
      },
    ],
    payable: [{ id: 3, name: 'USDT', balance: '100.05' }],
    setup: 'ready',
  })
})
afterEach(() => testUtils.unmout())

async function buyUpWith(stake: string) {
  testUtils.act(() => type('stake', stake))
  testUtils.act(() => tapText('Buy up'))
  await flush()
}

describe('trade panel', () => {
  it('offers the enabled time options with their profit, minimum and fee', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    const text = screenText()
    expect(text).toContain('30 s')
    expect(text).toContain('+20%')
    expect(text).toContain('60 s')
    expect(text).not.toContain('300 s')
    expect(text).toContain('Min. 10.00 USDT')
    expect(text).toContain('Fee 0.10 %')
    expect(text).toContain('Available in Seconds-trading account: 100.05 USDT')
    expect(text).toContain('Risk notice:')
  })

  it('refuses a malformed amount, a stake under the minimum, and more than the balance', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await buyUpWith('12.345')
    expect(screenText()).toContain('Please enter a correct amount (up to 2 decimals)')
    await buyUpWith('9.99')
    expect(screenText()).toContain('The smallest stake is 10.00 USDT')
    await buyUpWith('100')
    expect(screenText()).toContain('Not enough balance: this order needs 100.10 USDT with its fee')
    expect(screenText()).not.toContain('Confirm your order')
  })

  it('states the profit of a whole stake to the cent', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await buyUpWith('50')
    expect(screenText()).toContain('you receive 60.00 USDT (profit 10.00)')
  })

  it('says so while the offer loads, when it failed (with a retry), and when none is offered', async () => {
    trade.setup = 'loading'
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(document.querySelector('.trade-panel .at-activity-indicator')).not.toBeNull()
    testUtils.unmout()
    trade.setup = 'failed'
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(screenText()).toContain('Oops, network signal lost')
    expect(screenText()).toContain('Try again')
    expect(screenText()).not.toContain('Buy up')
    testUtils.unmout()
    Object.assign(trade, { setup: 'ready', options: [] })
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(screenText()).toContain('Seconds trading is not offered right now')
    expect(screenText()).not.toContain('Buy up')
  })

  it('states every rule of the money before the order is placed', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    testUtils.act(() => tapText('60 s'))
    await buyUpWith('33.33')
    const text = screenText()
    expect(text).toContain('Confirm your order')
    expect(text).toContain('33.33 USDT')
    expect(text).toContain('0.03 USDT') // fee: 0.1 % of 33.33, half up
    expect(text).toContain('33.36 USDT') // paid now
    expect(text).toContain('you receive 43.32 USDT (profit 9.99)') // 33.33 + 30 %, down to the cent
    expect(text).toContain('you lose the stake of 33.33 USDT')
    expect(text).toContain('the stake comes back; the fee does not')
    expect(text).toContain('60 seconds later, at the recorded price of that instant')
  })

  it('keeps one Idempotency-Key for the order through a lost connection and a second Confirm', async () => {
    // No server answers here (the edge of the world): every attempt fails on the network.
    const keys: string[] = []
    const setHeader = XMLHttpRequest.prototype.setRequestHeader
    jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation(function (
      this: XMLHttpRequest,
      name: string,
      value: string,
    ) {
      if (name.toLowerCase() === 'idempotency-key') keys.push(value)
      return setHeader.call(this, name, value)
    })
    recordToasts()
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await buyUpWith('10')
    const failedAfter = async (attempts: number) => {
      for (let i = 0; i < 100 && keys.length < attempts; i++) await flush()
      await testUtils.queries.waitForQueryByText('Network error, please try again')
    }
    testUtils.act(() => tapText('Confirm'))
    await failedAfter(2) // the first send, and once more when its answer is lost
    testUtils.act(() => tapText('Confirm'))
    await failedAfter(4)
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(1)
    expect(screenText()).toContain('Confirm your order')
    jest.restoreAllMocks()
  })

  it('fills the largest affordable stake with Max', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    testUtils.act(() => tapText('Max'))
    const input = document.querySelector<HTMLInputElement>('input[name="stake"]')
    expect(input?.value).toBe('99.95')
  })
})
