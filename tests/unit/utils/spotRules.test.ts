// What the spot form shows and refuses before an order is sent (common/spotRules.ts, through
// pages/spot/parts/orderFault.ts): worked out in decimals as the server will, fee at the higher
// rate, shares onto the step.
import { amountForShare, marketPrice, placesOf, preview } from '@common/spotRules'
import { orderFault } from '@/pages/spot/parts/orderFault'
import type { SpotRules } from '@/services/api/spot'
import { sampleSpotRules } from '../../support/samples'

const rules: SpotRules = sampleSpotRules()

describe('the preview', () => {
  it('adds the total, the most the fee can be and what arrives, to a buyer in the coin', () => {
    expect(preview('buy', '0.15', '95100', rules)).toEqual({
      total: '14265',
      fee: '0.00015',
      receive: '0.14985',
    })
  })

  it('to a seller in the quote currency, at the higher of the two rates', () => {
    const dearTaker = { ...rules, taker_fee: '0.2' }
    expect(preview('sell', '0.1', '95000', dearTaker)).toEqual({
      total: '9500',
      fee: '19',
      receive: '9481',
    })
  })

  it('rounds the fee down to 8 decimals, and shows nothing until amount and price are numbers', () => {
    expect(preview('buy', '0.00001', '95000', rules)?.fee).toBe('0.00000001')
    expect(preview('buy', '', '95000', rules)).toBeNull()
    expect(preview('buy', '0.1', null, rules)).toBeNull()
    expect(preview('buy', '-1', '95000', rules)).toBeNull()
  })
})

describe('a share of what the account holds', () => {
  it('buys as much as the quote held affords at the price, onto the step', () => {
    expect(amountForShare('buy', 50, '1000', '95000', '0.00001')).toBe('0.00526')
    expect(amountForShare('buy', 100, '1000', null, '0.00001')).toBe('')
  })

  it('sells that share of the coin held, onto the step', () => {
    expect(amountForShare('sell', 25, '0.123456789', '95000', '0.00001')).toBe('0.03086')
    expect(amountForShare('sell', 100, '3', '1', '1')).toBe('3')
  })
})

describe('what the form refuses before sending', () => {
  const fault = (...args: Parameters<typeof orderFault>) => orderFault(...args)
  it.each([
    ['a zero amount', ['buy', 'limit', '0', '95000', '100000', rules], 'spot.amountAboveZero'],
    [
      'an amount off the step',
      ['buy', 'limit', '0.000001', '95000', '100000', rules],
      'spot.amountStep',
    ],
    [
      'a limit order without a price',
      ['buy', 'limit', '0.1', '', '100000', rules],
      'spot.priceAboveZero',
    ],
    [
      'a price off the tick',
      ['buy', 'limit', '0.1', '95000.001', '100000', rules],
      'spot.priceTick',
    ],
    [
      'a market order into an empty side',
      ['sell', 'market', '0.1', null, '1', rules],
      'spot.noMarket',
    ],
    [
      'a total under the minimum',
      ['buy', 'limit', '0.00001', '95000', '100000', rules],
      'spot.minTotal',
    ],
    [
      'a buy over the quote held',
      ['buy', 'limit', '1', '95000', '94999.99', rules],
      'spot.overAvailable',
    ],
    [
      'a sell over the coin held',
      ['sell', 'limit', '1.5', '95000', '1', rules],
      'spot.overAvailable',
    ],
  ] as const)('%s', (_name, args, key) => {
    expect(fault(...(args as unknown as Parameters<typeof orderFault>))).toBe(key)
  })

  it('lets a sound order through', () => {
    expect(orderFault('buy', 'limit', '0.1', '95000.01', '10000', rules)).toBeNull()
    expect(orderFault('sell', 'market', '0.1', '94000', '0.1', rules)).toBeNull()
  })
})

it('reads the best price of the side a market order takes, and the places of a step', () => {
  const bids: [string, string][] = [['94999', '1']]
  const asks: [string, string][] = [['95001', '2']]
  expect(marketPrice('buy', bids, asks)).toBe('95001')
  expect(marketPrice('sell', bids, asks)).toBe('94999')
  expect(marketPrice('sell', [], asks)).toBeNull()
  expect([placesOf('0.01'), placesOf('1'), placesOf('0.00001')]).toEqual([2, 0, 5])
})
