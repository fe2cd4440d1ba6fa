import { add, compare, divDown, mul, round, sub } from '@common/decimal'
import {
  estimatedProfit,
  maxStake,
  orderFee,
  payoutIfRight,
  profitIfRight,
  resultAt,
  totalCost,
} from '@common/tradeRules'
import { outcomeKind } from '@/utils/tradeOutcome'

describe('decimal arithmetic (no floating point)', () => {
  it('adds, subtracts and multiplies exactly', () => {
    expect(add('0.1', '0.2')).toBe('0.3')
    expect(sub('10', '0.01')).toBe('9.99')
    expect(sub('0.01', '10')).toBe('-9.99')
    expect(mul('33.33', '0.001')).toBe('0.03333')
    expect(mul('-1.5', '1.5')).toBe('-2.25')
    expect(add('123456789012345678.1', '0.9')).toBe('123456789012345679.0')
  })

  it('rounds down or half up, away from zero for negatives', () => {
    expect(round('39.996', 2, 'down')).toBe('39.99')
    expect(round('0.03333', 2, 'halfUp')).toBe('0.03')
    expect(round('0.005', 2, 'halfUp')).toBe('0.01')
    expect(round('0.00499', 2, 'halfUp')).toBe('0.00')
    expect(round('-0.005', 2, 'halfUp')).toBe('-0.01')
    expect(round('-1.239', 2, 'down')).toBe('-1.23')
    expect(round('5', 2, 'down')).toBe('5.00')
  })

  it('divides toward zero and compares', () => {
    expect(divDown('100', '1.001', 2)).toBe('99.90')
    expect(divDown('1', '3', 4)).toBe('0.3333')
    expect(() => divDown('1', '0', 2)).toThrow()
    expect(compare('1.10', '1.1')).toBe(0)
    expect(compare('0.00001', '0')).toBe(1)
    expect(compare('-2', '1')).toBe(-1)
  })
})

describe('seconds-trade rules (shown before the order is placed)', () => {
  it('charges the fee half up to the cent', () => {
    expect(orderFee('33.33', '0.001')).toBe('0.03')
    expect(orderFee('10', '0.001')).toBe('0.01')
    expect(orderFee('4.99', '0.001')).toBe('0.00')
    expect(orderFee('5', '0.001')).toBe('0.01')
    expect(totalCost('100', '0.001')).toBe('100.10')
  })

  it('pays stake plus stake x ratio if right, down to the cent', () => {
    expect(payoutIfRight('33.33', '20')).toBe('39.99')
    expect(payoutIfRight('100', '30')).toBe('130.00')
    expect(payoutIfRight('10.01', '50')).toBe('15.01')
  })

  it('finds the largest stake whose cost fits the balance', () => {
    expect(maxStake('100', '0.001')).toBe('99.90')
    expect(compare(totalCost(maxStake('100', '0.001'), '0.001'), '100')).toBeLessThanOrEqual(0)
    expect(maxStake('1000.00', '0.001')).toBe('999.00')
    expect(maxStake('0.01', '0.001')).toBe('0.01')
    expect(maxStake('0', '0.001')).toBe('0.00')
  })

  it('states the profit if right to the cent, whole stakes included', () => {
    expect(profitIfRight('100', '20')).toBe('20.00')
    expect(profitIfRight('33.33', '20')).toBe('6.66')
    expect(profitIfRight('10.07', '40')).toBe('4.02')
  })

  it('estimates an open order at the current price', () => {
    const up = { type: 1 as const, number: '33.33', open_price: '100.5', profit_ratio: '20' }
    expect(estimatedProfit(up, '100.6')).toBe('6.66')
    expect(estimatedProfit(up, '100.4')).toBe('-33.33')
    expect(estimatedProfit(up, '100.50')).toBe('0.00')
    const down = { ...up, type: 2 as const }
    expect(estimatedProfit(down, '100.4')).toBe('6.66')
    expect(estimatedProfit(down, '101')).toBe('-33.33')
    const whole = { ...up, number: '100' }
    expect(estimatedProfit(whole, '101')).toBe('20.00')
    expect(estimatedProfit(whole, '99')).toBe('-100.00')
  })

  it('names the five outcomes', () => {
    expect(outcomeKind(1, 1)).toBe('upWin')
    expect(outcomeKind(1, -1)).toBe('upLoss')
    expect(outcomeKind(2, 1)).toBe('downWin')
    expect(outcomeKind(2, -1)).toBe('downLoss')
    expect(outcomeKind(1, 0)).toBe('draw')
    expect(outcomeKind(2, 0)).toBe('draw')
  })
})

describe('resultAt (the settlement verdict both sides use)', () => {
  it('is right when the price moved the chosen way, wrong the other way, a draw when unmoved', () => {
    expect(resultAt({ type: 1, open_price: '100.5' }, '100.51')).toBe(1)
    expect(resultAt({ type: 1, open_price: '100.5' }, '100.49')).toBe(-1)
    expect(resultAt({ type: 2, open_price: '100.5' }, '100.49')).toBe(1)
    expect(resultAt({ type: 2, open_price: '100.5' }, '100.51')).toBe(-1)
    expect(resultAt({ type: 1, open_price: '100.5' }, '100.500')).toBe(0)
    expect(resultAt({ type: 2, open_price: '100.50' }, '100.5')).toBe(0)
  })
})
