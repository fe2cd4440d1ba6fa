import { decimalsNeeded, niceStep, priceAxisLabel } from '@/components/KlineChart/axisLabel'
import { setNumberLocale } from '@/utils/format'

describe('price axis labels', () => {
  afterEach(() => setNumberLocale('en'))

  it('use no more decimals than the step needs', () => {
    expect(priceAxisLabel(130000, 500, 2)).toBe('130,000')
    expect(priceAxisLabel(129500, 500, 2)).toBe('129,500')
    expect(priceAxisLabel(1.085, 0.0005, 5)).toBe('1.0850')
    expect(priceAxisLabel(1.0855, 0.0005, 5)).toBe('1.0855')
    expect(priceAxisLabel(64.5, 0.5, 2)).toBe('64.5')
    expect(priceAxisLabel(64, 0.5, 2)).toBe('64.0')
  })

  it('keep the digits a value needs when the step was underestimated (a zoom)', () => {
    expect(priceAxisLabel(130250, 1000, 2)).toBe('130,250')
    expect(priceAxisLabel(1.25, 1, 2)).toBe('1.25')
  })

  it("never show more than the symbol's decimals", () => {
    expect(priceAxisLabel(1.23456789, 0.0000001, 4)).toBe('1.2346')
    expect(priceAxisLabel(0.1 + 0.2, 0.1, 2)).toBe('0.3')
  })

  it('follow the language', () => {
    setNumberLocale('de')
    expect(priceAxisLabel(130000, 500, 2)).toBe('130.000')
    expect(priceAxisLabel(1.5, 0.5, 2)).toBe('1,5')
  })

  it('estimate the step as ECharts rounds it', () => {
    expect(niceStep(2000, 4)).toBe(500)
    expect(niceStep(0.002, 4)).toBeCloseTo(0.0005)
    expect(niceStep(900, 4)).toBe(200)
    expect(niceStep(0, 4)).toBe(0)
    expect(decimalsNeeded(0.25, 8)).toBe(2)
    expect(decimalsNeeded(130000, 2)).toBe(0)
  })
})
