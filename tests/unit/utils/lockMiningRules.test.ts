// Lock mining's arithmetic, as the app estimates it and the server pays it: SPEC §9's two examples
// to the cent, rounding down, and SPEC §4's purchase window at its edges.
import { dayProfit, purchaseWindow, redemption, returnRange } from '@common/lockMiningRules'

describe('returnRange', () => {
  it('gives SPEC §9’s example: 10000 for 5 days at 0.3 %-0.5 % is 30-50 a day, 150-250 in all', () => {
    expect(returnRange('10000', '0.3', '0.5', 5)).toEqual({
      dailyMin: '30.00',
      dailyMax: '50.00',
      totalMin: '150.00',
      totalMax: '250.00',
    })
  })

  it('rounds each day down to the cent, as days are paid', () => {
    // 333.33 x 0.37 % = 1.2333221 a day
    expect(returnRange('333.33', '0.37', '0.37', 3)).toEqual({
      dailyMin: '1.23',
      dailyMax: '1.23',
      totalMin: '3.69',
      totalMax: '3.69',
    })
    expect(dayProfit('999.99', '0.5')).toBe('4.99')
  })
})

describe('redemption', () => {
  it('gives SPEC §9’s example: 0.4 %, 3 days left, 1000 is a penalty of 12 and a refund of 988', () => {
    expect(redemption('1000', '0.4', 3)).toEqual({ penalty: '12.00', refund: '988.00' })
  })

  it('rounds the penalty down, costs nothing with no day left and never more than the amount', () => {
    expect(redemption('123.45', '0.4', 3)).toEqual({ penalty: '1.48', refund: '121.97' })
    expect(redemption('1000', '0.4', 0)).toEqual({ penalty: '0.00', refund: '1000.00' })
    expect(redemption('1000', '50', 3)).toEqual({ penalty: '1000.00', refund: '0.00' })
  })
})

describe('purchaseWindow', () => {
  const start = 1_000
  const end = 2_000
  it.each([
    [1, 999, 2],
    [1, 1_000, 1],
    [0, 1_000, 0],
    [1, 2_000, 1],
    [0, 1_500, 0],
    [1, 2_001, 0],
    [0, 999, 2],
  ] as const)('flag %p at %p answers %p', (flag, now, expected) => {
    expect(purchaseWindow(flag, now, start, end)).toBe(expected)
  })
})
