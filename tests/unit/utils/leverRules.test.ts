// The leverage arithmetic (common/leverRules.ts) by worked example, to the cent: what the app shows
// before a position opens and what the server's ledger then writes come from these functions.
import { add, sub } from '@common/decimal'
import {
  closePrice,
  liquidationPrice,
  marginOf,
  marginRatio,
  numberOf,
  onePercentMove,
  openFeeOf,
  openPrice,
  overnightFeeOf,
  profitAt,
  settlementOf,
  stopProblem,
  type LeverTerms,
} from '@common/leverRules'

const TERMS: LeverTerms = {
  shareNum: '0.001',
  spread: '0.05',
  tradeFee: '0.1',
  overnight: '0.05',
  mmr: '0.004',
  pricePlaces: 2,
}
const FLAT: LeverTerms = { ...TERMS, spread: '0', tradeFee: '0', overnight: '0' }

describe('opening', () => {
  it('prices a long above the mark and a short below it by the spread, against the user', () => {
    expect(openPrice(1, '60000', TERMS)).toBe('60030.00')
    expect(openPrice(2, '60000', TERMS)).toBe('59970.00')
    // rounded to the tick against the user: 100.01 x 1.0005 = 100.060005
    expect(openPrice(1, '100.01', TERMS)).toBe('100.07')
    expect(openPrice(2, '100.01', TERMS)).toBe('99.95')
    // closing goes the other way
    expect(closePrice(1, '60000', TERMS)).toBe('59970.00')
    expect(closePrice(2, '60000', TERMS)).toBe('60030.00')
  })

  it('takes number x price / multiple as margin and trade_fee % of the notional, both rounded up to the cent', () => {
    const number = numberOf(10, TERMS.shareNum)
    expect(number).toBe('0.010')
    expect(marginOf(number, '60030.00', 10)).toBe('60.03')
    // 0.01 x 60030 x 0.1 % = 0.6003
    expect(openFeeOf(number, '60030.00', TERMS)).toBe('0.61')
    expect(marginOf('0.003', '33333.33', 3)).toBe('33.34')
    expect(overnightFeeOf(number, '60000', TERMS)).toBe('0.30')
  })
})

describe('the liquidation price (WIRE)', () => {
  it.each([
    // side, multiple, price -> price x (1 -+ 1/multiple) / (1 -+ mmr), rounded towards the price
    [1, 2, '60000', '30120.49'], // 30000 / 0.996 = 30120.4819...
    [1, 10, '60000', '54216.87'], // 54000 / 0.996 = 54216.8674...
    [1, 100, '60000', '59638.56'], // 59400 / 0.996 = 59638.5542...
    [2, 2, '60000', '89641.43'], // 90000 / 1.004 = 89641.4342...
    [2, 10, '60000', '65737.05'], // 66000 / 1.004 = 65737.0517...
    [2, 100, '60000', '60358.56'], // 60600 / 1.004 = 60358.5657...
  ] as const)('%i at %ix from %s: %s', (side, multiple, price, expected) => {
    const number = '1'
    const margin = marginOf(number, price, multiple)
    expect(liquidationPrice(side, number, price, margin, TERMS)).toBe(expected)
  })

  it("matches Binance's isolated example within its rounding: long 0.1 BTC at 60,000, 10x", () => {
    // notes/catalogue-areas.md §2: LP about 54,217
    expect(liquidationPrice(1, '0.1', '60000', '600', TERMS)).toBe('54216.87')
  })

  it('moves towards the price as overnight fees leave the margin', () => {
    const before = liquidationPrice(1, '0.01', '60000', '60.00', TERMS)
    const after = liquidationPrice(1, '0.01', '60000', sub('60.00', '0.30'), TERMS)
    expect(before).toBe('54216.87')
    // (60000 - 59.70 / 0.01) / 0.996 = 54247.0
    expect(after).toBe('54246.99')
    const short = liquidationPrice(2, '0.01', '60000', sub('60.00', '0.30'), TERMS)
    expect(short).toBe('65707.17') // (60000 + 5970) / 1.004 = 65707.1713...
  })

  it('is 0 for a long that cannot be liquidated', () => {
    expect(liquidationPrice(1, '1', '100', '100', TERMS)).toBe('0')
  })

  it('leaves margin plus loss equal to number x mark x mmr at the liquidation price, before rounding', () => {
    // a 20x long at 100: margin 5; at 95.38 (rounded up from 95.3815...) equity is just above maintenance
    const liq = liquidationPrice(1, '1', '100', '5', FLAT)
    expect(liq).toBe('95.39')
    const equity = add('5', sub(liq, '100'))
    expect(Number(equity)).toBeGreaterThanOrEqual(Number(liq) * 0.004)
  })
})

describe('closing', () => {
  it('realises (exit - price) x number on a long and the reverse on a short, a loss rounded up', () => {
    expect(profitAt(1, '0.01', '60030.00', '65467.25')).toBe('54.37')
    expect(profitAt(2, '0.01', '59970.00', '60030.00')).toBe('-0.60')
    expect(profitAt(1, '0.003', '100.00', '99.999')).toBe('-0.01')
    expect(profitAt(2, '0.003', '100.00', '99.999')).toBe('0.00')
  })

  it('returns the margin plus the profit, and never less than nothing', () => {
    expect(settlementOf('60.03', '54.37')).toEqual({ returned: '114.40', realised: '54.37' })
    expect(settlementOf('60.03', '-20.00')).toEqual({ returned: '40.03', realised: '-20.00' })
    // a gap past the liquidation price: the loss stops at the margin
    expect(settlementOf('60.03', '-75.10')).toEqual({ returned: '0.00', realised: '-60.03' })
  })

  it('walks a 10x long through 1 % moves: 1 % of the notional is 10 % of the margin', () => {
    expect(onePercentMove('0.01', '60000', '60.00')).toEqual({ money: '6.00', ofMargin: '10.00' })
    expect(onePercentMove('1', '100', '1.00')).toEqual({ money: '1.00', ofMargin: '100.00' })
  })

  it('reads the margin ratio as maintenance over equity: 100 % a tick past the liquidation price', () => {
    expect(marginRatio(1, '1', '100', '10', '100', FLAT)).toBe('4.00')
    // 90.3614... rounded up: the position is liquidated a little before equity meets maintenance
    const liq = liquidationPrice(1, '1', '100', '10', FLAT)
    expect(liq).toBe('90.37')
    expect(marginRatio(1, '1', '100', '10', liq, FLAT)).toBe('97.70')
    expect(marginRatio(1, '1', '100', '10', '90.36', FLAT)).toBe('100.40')
    expect(marginRatio(1, '1', '100', '10', '80', FLAT)).toBe('100.00')
  })
})

describe('take-profit and stop-loss', () => {
  it('takes a long take-profit above the price and mark, a stop-loss below the mark and above liquidation', () => {
    expect(stopProblem(1, '100', '101', '91', '105', '95')).toBeNull()
    expect(stopProblem(1, '100', '101', '91', '99', null)).toBe('tp_side')
    expect(stopProblem(1, '100', '101', '91', '100.5', null)).toBe('tp_side')
    expect(stopProblem(1, '100', '101', '91', null, '102')).toBe('sl_side')
    expect(stopProblem(1, '100', '101', '91', null, '90')).toBe('sl_beyond_liquidation')
  })

  it('mirrors them for a short', () => {
    expect(stopProblem(2, '100', '99', '109', '95', '105')).toBeNull()
    expect(stopProblem(2, '100', '99', '109', '101', null)).toBe('tp_side')
    expect(stopProblem(2, '100', '99', '109', null, '98')).toBe('sl_side')
    expect(stopProblem(2, '100', '99', '109', null, '110')).toBe('sl_beyond_liquidation')
  })
})
