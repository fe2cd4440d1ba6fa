// Technical indicators for the k-line chart (DESIGN §4: pure functions). They work on floats
// because they only ever feed a drawing; no amount shown as money comes from here.
//
// Every function returns arrays as long as its input, index for index, with null where the
// indicator is not yet defined (not enough history). A period below 1 defines nothing (all null);
// a fractional period is cut to an integer.

/** One value per input candle; null where the indicator has no value yet. */
export type Line = (number | null)[]

function period(n: number): number {
  return Number.isFinite(n) ? Math.floor(n) : 0
}

const nulls = (length: number): Line => new Array<number | null>(length).fill(null)

/** Simple moving average over the last `n` values, defined from index n - 1. */
export function ma(values: readonly number[], n: number): Line {
  const p = period(n)
  const out = nulls(values.length)
  if (p < 1) return out
  let sum = 0
  for (let i = 0; i < values.length; i++) {
    sum += values[i]
    if (i >= p) sum -= values[i - p]
    if (i >= p - 1) out[i] = sum / p
  }
  return out
}

/**
 * Exponential moving average, k = 2 / (n + 1), seeded with the first value (the convention of
 * the common Chinese trading platforms), so it is defined from index 0.
 */
export function ema(values: readonly number[], n: number): Line {
  const p = period(n)
  const out = nulls(values.length)
  if (p < 1 || values.length === 0) return out
  const k = 2 / (p + 1)
  let prev = values[0]
  out[0] = prev
  for (let i = 1; i < values.length; i++) {
    prev = k * values[i] + (1 - k) * prev
    out[i] = prev
  }
  return out
}

export interface Bollinger {
  mid: Line
  upper: Line
  lower: Line
}

/**
 * Bollinger bands: the n-period simple average, plus and minus k population standard deviations
 * (divided by n, not n - 1, as the platforms draw it), defined from index n - 1.
 */
export function boll(closes: readonly number[], n = 20, k = 2): Bollinger {
  const p = period(n)
  const mid = ma(closes, p)
  const upper = nulls(closes.length)
  const lower = nulls(closes.length)
  for (let i = 0; i < closes.length; i++) {
    const m = mid[i]
    if (m === null) continue
    let squares = 0
    for (let j = i - p + 1; j <= i; j++) squares += (closes[j] - m) ** 2
    const sd = Math.sqrt(squares / p)
    upper[i] = m + k * sd
    lower[i] = m - k * sd
  }
  return { mid, upper, lower }
}

export interface Macd {
  dif: Line
  dea: Line
  hist: Line
}

/**
 * MACD: DIF = EMA(fast) - EMA(slow), DEA = EMA(DIF, signal), and the histogram
 * hist = 2 x (DIF - DEA). The factor 2 is the common Chinese-platform convention (the "MACD" bar
 * there); western charts draw DIF - DEA. The EMAs are seeded with the first close, so every
 * line is defined from index 0.
 */
export function macd(closes: readonly number[], fast = 12, slow = 26, signal = 9): Macd {
  const fastLine = ema(closes, fast)
  const slowLine = ema(closes, slow)
  const dif = closes.map((_, i) => {
    const f = fastLine[i]
    const s = slowLine[i]
    return f === null || s === null ? null : f - s
  })
  const defined = dif.every((v) => v !== null)
  const dea = defined ? ema(dif as number[], signal) : nulls(closes.length)
  const hist = dif.map((d, i) => {
    const e = dea[i]
    return d === null || e === null ? null : 2 * (d - e)
  })
  return { dif, dea, hist }
}

export interface Kdj {
  k: Line
  d: Line
  j: Line
}

/**
 * KDJ (stochastic): RSV = (close - lowest low of n) / (highest high of n - lowest low of n) x 100,
 * K = ((m1 - 1) x K' + RSV) / m1, D = ((m2 - 1) x D' + K) / m2, J = 3K - 2D, with K' and D'
 * seeded at 50 before the first value. Defined from index n - 1 (a full window). When the
 * window has no range (highest high = lowest low) the close says nothing about its position, so
 * RSV is taken as the neutral 50.
 */
export function kdj(
  highs: readonly number[],
  lows: readonly number[],
  closes: readonly number[],
  n = 9,
  m1 = 3,
  m2 = 3,
): Kdj {
  const length = Math.min(highs.length, lows.length, closes.length)
  const p = period(n)
  const s1 = period(m1)
  const s2 = period(m2)
  const k = nulls(length)
  const d = nulls(length)
  const j = nulls(length)
  if (p < 1 || s1 < 1 || s2 < 1) return { k, d, j }
  let prevK = 50
  let prevD = 50
  for (let i = p - 1; i < length; i++) {
    let hh = -Infinity
    let ll = Infinity
    for (let w = i - p + 1; w <= i; w++) {
      if (highs[w] > hh) hh = highs[w]
      if (lows[w] < ll) ll = lows[w]
    }
    const rsv = hh === ll ? 50 : ((closes[i] - ll) / (hh - ll)) * 100
    prevK = ((s1 - 1) * prevK + rsv) / s1
    prevD = ((s2 - 1) * prevD + prevK) / s2
    k[i] = prevK
    d[i] = prevD
    j[i] = 3 * prevK - 2 * prevD
  }
  return { k, d, j }
}

/**
 * RSI with Wilder's smoothing. The changes start at index 1; the first averages of gains and
 * losses are the simple means of the first n changes, so RSI is defined from index n. After that
 * avg = (avg' x (n - 1) + current) / n. RSI = 100 - 100 / (1 + avgGain / avgLoss); with no loss
 * it is 100, and with neither gain nor loss (a flat stretch) it is the neutral 50.
 */
export function rsi(closes: readonly number[], n = 14): Line {
  const p = period(n)
  const out = nulls(closes.length)
  if (p < 1 || closes.length <= p) return out
  let gain = 0
  let loss = 0
  for (let i = 1; i <= p; i++) {
    const change = closes[i] - closes[i - 1]
    if (change > 0) gain += change
    else loss -= change
  }
  gain /= p
  loss /= p
  out[p] = rsiOf(gain, loss)
  for (let i = p + 1; i < closes.length; i++) {
    const change = closes[i] - closes[i - 1]
    gain = (gain * (p - 1) + Math.max(change, 0)) / p
    loss = (loss * (p - 1) + Math.max(-change, 0)) / p
    out[i] = rsiOf(gain, loss)
  }
  return out
}

function rsiOf(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100
  return 100 - 100 / (1 + gain / loss)
}
