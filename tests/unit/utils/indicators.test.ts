import { boll, ema, kdj, ma, macd, rsi, type Line } from '@/utils/indicators'

/** Compares a line with expected values to 6 decimals, nulls exactly. */
function expectLine(actual: Line, expected: (number | null)[]): void {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((value, i) => {
    if (value === null) expect([i, actual[i]]).toEqual([i, null])
    else expect(actual[i]).toBeCloseTo(value, 6)
  })
}

describe('ma', () => {
  it('averages the last n values, null before a full window', () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    expectLine(ma([1, 2, 3, 4, 5], 3), [null, null, 2, 3, 4])
  })

  it('is the series itself for n = 1', () => {
    expectLine(ma([4, 1, 7], 1), [4, 1, 7])
  })

  it('is all null when n exceeds the length, for n < 1, and for no values', () => {
    expectLine(ma([1, 2], 3), [null, null])
    expectLine(ma([1, 2], 0), [null, null])
    expect(ma([], 5)).toEqual([])
  })

  it('is flat on a flat series', () => {
    expectLine(ma([7, 7, 7, 7], 2), [null, 7, 7, 7])
  })
})

describe('ema', () => {
  it('is seeded with the first value, k = 2 / (n + 1)', () => {
    // n = 3: k = 0.5
    // e0 = 1
    // e1 = 0.5*2 + 0.5*1    = 1.5
    // e2 = 0.5*3 + 0.5*1.5  = 2.25
    // e3 = 0.5*4 + 0.5*2.25 = 3.125
    expectLine(ema([1, 2, 3, 4], 3), [1, 1.5, 2.25, 3.125])
  })

  it('is the series itself for n = 1 (k = 1), constant on a flat series', () => {
    expectLine(ema([3, 9, 1], 1), [3, 9, 1])
    expectLine(ema([5, 5, 5], 10), [5, 5, 5])
  })

  it('is defined from the first value even when n exceeds the length', () => {
    // n = 9: k = 0.2; e1 = 0.2*20 + 0.8*10 = 12
    expectLine(ema([10, 20], 9), [10, 12])
    expect(ema([], 3)).toEqual([])
    expectLine(ema([1, 2], 0), [null, null])
  })
})

describe('boll', () => {
  it('is the n-average plus and minus k population standard deviations', () => {
    // windows [1,2,3], [2,3,4], [3,4,5]: means 2, 3, 4; deviations -1, 0, 1
    // population variance = (1 + 0 + 1) / 3 = 2/3, sd = sqrt(2/3) = 0.8164966
    // upper = mean + 2 sd = mean + 1.6329932, lower = mean - 1.6329932
    const sd2 = 2 * Math.sqrt(2 / 3)
    const { mid, upper, lower } = boll([1, 2, 3, 4, 5], 3, 2)
    expectLine(mid, [null, null, 2, 3, 4])
    expectLine(upper, [null, null, 2 + sd2, 3 + sd2, 4 + sd2])
    expectLine(lower, [null, null, 2 - sd2, 3 - sd2, 4 - sd2])
    expect(upper[2]).toBeCloseTo(3.6329932, 6)
  })

  it('collapses onto the average on a flat series and for n = 1', () => {
    const flat = boll([5, 5, 5], 2)
    expectLine(flat.upper, [null, 5, 5])
    expectLine(flat.lower, [null, 5, 5])
    const single = boll([3, 8], 1)
    expectLine(single.upper, [3, 8])
    expectLine(single.lower, [3, 8])
  })

  it('uses n = 20 and k = 2 by default; all null with fewer values', () => {
    const { mid, upper, lower } = boll([1, 2, 3])
    for (const line of [mid, upper, lower]) expectLine(line, [null, null, null])
    const closes = Array.from({ length: 20 }, (_, i) => i + 1)
    // mean of 1..20 = 10.5, population variance of 1..20 = (20^2 - 1) / 12 = 33.25
    expect(boll(closes).upper[19]).toBeCloseTo(10.5 + 2 * Math.sqrt(33.25), 6)
  })
})

describe('macd', () => {
  it('computes DIF, DEA and hist = 2 x (DIF - DEA)', () => {
    // fast 2 (k = 2/3), slow 3 (k = 1/2), signal 2 (k = 2/3), closes 10, 11, 12
    // EMA2: 10, (2/3)11 + (1/3)10 = 32/3, (2/3)12 + (1/3)(32/3) = 104/9
    // EMA3: 10, 10.5, 0.5*12 + 0.5*10.5 = 11.25
    // DIF:  0, 32/3 - 10.5 = 1/6, 104/9 - 45/4 = 11/36
    // DEA:  0, (2/3)(1/6) = 1/9, (2/3)(11/36) + (1/3)(1/9) = 13/54
    // hist: 0, 2(1/6 - 1/9) = 1/9, 2(11/36 - 13/54) = 7/54
    const { dif, dea, hist } = macd([10, 11, 12], 2, 3, 2)
    expectLine(dif, [0, 1 / 6, 11 / 36])
    expectLine(dea, [0, 1 / 9, 13 / 54])
    expectLine(hist, [0, 1 / 9, 7 / 54])
  })

  it('is zero on a flat series and defined from index 0 with the default periods', () => {
    const { dif, dea, hist } = macd([3, 3, 3, 3])
    for (const line of [dif, dea, hist]) expectLine(line, [0, 0, 0, 0])
    expect(macd([]).dif).toEqual([])
  })

  it('defines nothing for a period below 1', () => {
    const { dif, dea, hist } = macd([1, 2], 0, 26, 9)
    for (const line of [dif, dea, hist]) expectLine(line, [null, null])
  })
})

describe('kdj', () => {
  it('smooths RSV from K = D = 50, null before a full window', () => {
    // n = 3, m1 = m2 = 3
    // highs 10 12 11 13, lows 8 9 9 10, closes 9 11 11 12
    // i = 2: window 0..2: HH 12, LL 8, RSV = (11 - 8) / 4 * 100 = 75
    //   K = (2*50 + 75) / 3 = 175/3, D = (2*50 + 175/3) / 3 = 475/9, J = 3K - 2D = 625/9
    // i = 3: window 1..3: HH 13, LL 9, RSV = (12 - 9) / 4 * 100 = 75
    //   K = (2*175/3 + 75) / 3 = 575/9, D = (2*475/9 + 575/9) / 3 = 1525/27
    //   J = 3*575/9 - 2*1525/27 = 2125/27
    const { k, d, j } = kdj([10, 12, 11, 13], [8, 9, 9, 10], [9, 11, 11, 12], 3, 3, 3)
    expectLine(k, [null, null, 175 / 3, 575 / 9])
    expectLine(d, [null, null, 475 / 9, 1525 / 27])
    expectLine(j, [null, null, 625 / 9, 2125 / 27])
  })

  it('takes RSV = 50 when the window has no range (flat series stays at 50)', () => {
    const { k, d, j } = kdj([5, 5, 5], [5, 5, 5], [5, 5, 5], 2)
    expectLine(k, [null, 50, 50])
    expectLine(d, [null, 50, 50])
    expectLine(j, [null, 50, 50])
  })

  it('uses only the current candle for n = 1', () => {
    // i = 0: RSV = (9 - 8) / (10 - 8) * 100 = 50 -> K = D = J = 50
    // i = 1: RSV = (12 - 10) / (12 - 10) * 100 = 100 -> K = 200/3, D = 500/9, J = 800/9
    const { k, d, j } = kdj([10, 12], [8, 10], [9, 12], 1)
    expectLine(k, [50, 200 / 3])
    expectLine(d, [50, 500 / 9])
    expectLine(j, [50, 800 / 9])
  })

  it('is all null when n exceeds the length', () => {
    const { k, d, j } = kdj([1, 2], [1, 2], [1, 2])
    for (const line of [k, d, j]) expectLine(line, [null, null])
  })
})

describe('rsi', () => {
  it("seeds with the mean of the first n changes, then applies Wilder's smoothing", () => {
    // n = 2, closes 1 2 1 3 2.5; changes (from index 1): +1 -1 +2 -0.5
    // i = 2: gain = (1 + 0) / 2 = 0.5, loss = (0 + 1) / 2 = 0.5, RS = 1, RSI = 50
    // i = 3: gain = (0.5*1 + 2) / 2 = 1.25, loss = (0.5*1 + 0) / 2 = 0.25,
    //        RS = 5, RSI = 100 - 100/6 = 83.333333
    // i = 4: gain = (1.25 + 0) / 2 = 0.625, loss = (0.25 + 0.5) / 2 = 0.375,
    //        RS = 5/3, RSI = 100 - 100/(8/3) = 62.5
    expectLine(rsi([1, 2, 1, 3, 2.5], 2), [null, null, 50, 100 - 100 / 6, 62.5])
  })

  it('is 100 with only gains, 50 when flat, and needs n + 1 closes', () => {
    expectLine(rsi([1, 2, 3, 4], 2), [null, null, 100, 100])
    expectLine(rsi([4, 4, 4, 4], 2), [null, null, 50, 50])
    expectLine(rsi([1, 2], 2), [null, null])
    expectLine(rsi([1, 2, 3], 0), [null, null, null])
  })

  it('follows the last change alone for n = 1', () => {
    // up -> 100, down -> 0, flat -> 50
    expectLine(rsi([1, 2, 1, 1], 1), [null, 100, 0, 50])
  })
})
