// The simulated market (DESIGN §5): a deterministic function of time and seed (process.ts), run
// forward tick by tick on the 250 ms grid. Everything before the feed started comes from the
// price function (history.ts); everything since, from the ticks it produced.
import { type Clock } from '../infra/clock'
import type { Candle, DepthEvent, Period } from '@wire/market'
import { buildDepth } from './depth'
import {
  MAX_CANDLES,
  type MarketFeed,
  type Quote,
  type SymbolInfo,
  type TickListener,
} from './feed'
import { floorToMultiple, STEPS_PER_MINUTE, stepAt, TICK_MS } from './grid'
import { HistoryCandles } from './history'
import { endOf, PERIOD_GRIDS } from './periods'
import { buildQuote } from './quote'
import { sampleRange, samplingInterval, SAMPLES_PER_CANDLE, type RawCandle } from './sampling'
import { applyTick, initialState, tickStepAtOrBefore, type SymbolState } from './symbolState'
import { simSymbols, type SimSymbol } from './symbols'
import { formatUnits } from './units'

export const DEFAULT_FEED_SEED = 'tradeapp'

/** A longer gap (a suspended machine) restarts the feed at the new time instead of replaying it. */
export const MAX_CATCH_UP_STEPS = 10 * STEPS_PER_MINUTE

export interface SimulatedFeedOptions {
  clock: Clock
  /** same seed, same market; FEED_SEED in production, where it must be kept secret */
  seed?: string
  /** where errors of tick listeners and of the timer go; console.error by default */
  onError?: (err: unknown) => void
}

/** The wait from `nowMs` until just after the next grid step, when its ticks can be computed. */
export function untilNextStep(nowMs: number): number {
  return TICK_MS - (nowMs % TICK_MS) + 1
}

export class SimulatedFeed implements MarketFeed {
  private readonly clock: Clock
  private readonly symbols: SimSymbol[]
  private readonly infos: readonly SymbolInfo[]
  private readonly states: (SymbolState | undefined)[]
  private readonly listeners = new Set<TickListener>()
  private readonly onError: (err: unknown) => void
  private readonly history: HistoryCandles
  private step: number
  // Symbol states are built on first use, so an app that never touches the market pays nothing.
  private started = false
  private timer: NodeJS.Timeout | undefined

  constructor(options: SimulatedFeedOptions) {
    this.clock = options.clock
    this.onError = options.onError ?? ((err) => console.error('market feed:', err))
    this.symbols = simSymbols(options.seed ?? DEFAULT_FEED_SEED)
    this.infos = this.symbols.map((s) => s.info)
    this.states = this.symbols.map(() => undefined)
    this.step = stepAt(this.clock.now().getTime())
    this.history = new HistoryCandles(this.step * TICK_MS)
  }

  matches(): readonly SymbolInfo[] {
    return this.infos
  }

  /** The time of the latest grid step processed (ms). */
  time(): number {
    return this.step * TICK_MS
  }

  quote(matchId: number): Quote | undefined {
    this.ensureStarted()
    const sym = this.symbols[matchId - 1]
    const state = this.states[matchId - 1]
    if (!sym || !state) return undefined
    state.quote ??= buildQuote(sym, state)
    return state.quote
  }

  priceAt(matchId: number, timeMs: number): string {
    const sym = this.symbolOf(matchId)
    const step = floorToMultiple(stepAt(timeMs), sym.every)
    if (!(step >= sym.listedStep)) {
      throw new RangeError(`${sym.info.symbol} has no price before its listing`)
    }
    return formatUnits(sym.process.ticksAt(step), sym.info.price_precision)
  }

  candles(
    matchId: number,
    period: Period,
    fromMs: number,
    toMs: number,
    limit = MAX_CANDLES,
  ): Candle[] {
    const sym = this.symbols[matchId - 1]
    const grid = PERIOD_GRIDS[period]
    if (!sym || !grid) return []
    this.ensureStarted()
    const now = this.time()
    const from = Math.max(fromMs, sym.info.listed_at)
    const to = Math.min(toMs, now)
    if (!(from <= to)) return []
    const last = grid.index(to)
    const count = Math.max(1, Math.min(Math.floor(limit) || MAX_CANDLES, MAX_CANDLES))
    const first = Math.max(grid.index(from), last - count + 1)
    const liveFrom = this.history.liveFrom
    const state = this.states[matchId - 1]
    const out: Candle[] = []
    for (let index = first; index <= last; index++) {
      const start = grid.start(index)
      const end = endOf(grid, index)
      const raw =
        end <= liveFrom
          ? this.history.candle(sym, period, index)
          : (state?.series[period].find(start) ?? this.sampled(sym, period, start, end))
      if (raw) out.push(toCandle(raw, sym))
    }
    return out
  }

  depth(matchId: number): DepthEvent {
    const sym = this.symbolOf(matchId)
    this.ensureStarted()
    const state = this.states[matchId - 1]
    if (!state) return { match_id: sym.info.id, symbol: sym.info.symbol, bids: [], asks: [] }
    return buildDepth(sym, state.lastPrice, state.lastStep)
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  advanceTo(timeMs: number): void {
    const target = stepAt(timeMs)
    if (!this.started && target >= this.step) {
      this.restartAt(target)
      return
    }
    if (!(target > this.step)) return
    if (target - this.step > MAX_CATCH_UP_STEPS) {
      this.restartAt(target)
      return
    }
    while (this.step < target) this.runStep(this.step + 1)
  }

  /**
   * Keeps advancing to the clock's time on a timer of its own until stop(), for a feed run without
   * an app (a bench); in an app the job runner advances it (market/jobs.ts).
   */
  start(): void {
    if (this.timer) return
    const run = () => {
      try {
        this.advanceTo(this.clock.now().getTime())
      } catch (err) {
        this.onError(err)
      }
      this.timer = setTimeout(run, untilNextStep(this.clock.now().getTime()))
      this.timer.unref()
    }
    run()
  }

  stop(): void {
    clearTimeout(this.timer)
    this.timer = undefined
  }

  private symbolOf(matchId: number): SimSymbol {
    const sym = this.symbols[matchId - 1]
    if (!sym) throw new RangeError(`unknown match ${matchId}`)
    return sym
  }

  private ensureStarted(): void {
    if (!this.started) this.restartAt(this.step)
  }

  // Starts over as if constructed at `step`: history up to it, live from it.
  private restartAt(step: number): void {
    this.started = true
    this.step = step
    this.history.reset(step * TICK_MS)
    this.symbols.forEach((sym, i) => {
      if (step < sym.listedStep) {
        this.states[i] = undefined
        return
      }
      const last = tickStepAtOrBefore(sym, step)
      const state = initialState(sym, last)
      applyTick(sym, state, last)
      this.states[i] = state
    })
  }

  private runStep(step: number): void {
    this.step = step
    this.symbols.forEach((sym, i) => {
      if (step % sym.every !== 0 || step < sym.listedStep) return
      const state = (this.states[i] ??= initialState(sym, step))
      const { price, volume } = applyTick(sym, state, step)
      if (this.listeners.size === 0) return
      const tick = {
        matchId: sym.info.id,
        time: step * TICK_MS,
        price: formatUnits(price, sym.info.price_precision),
        volume: formatUnits(volume, sym.info.qty_precision),
      }
      for (const listener of this.listeners) {
        try {
          listener(tick)
        } catch (err) {
          this.onError(err)
        }
      }
    })
  }

  // A live-period candle the series no longer holds (past its cap): from the price function.
  private sampled(sym: SimSymbol, period: Period, start: number, end: number): RawCandle | null {
    const grid = PERIOD_GRIDS[period]
    const interval = samplingInterval(sym, grid.nominalMs / TICK_MS, SAMPLES_PER_CANDLE)
    const stop = Math.min(stepAt(end), this.step + 1)
    const range = sampleRange(sym, stepAt(start), stop, interval)
    return range && { time: start, ...range }
  }
}

function toCandle(raw: RawCandle, sym: SimSymbol): Candle {
  const pp = sym.info.price_precision
  return {
    time: raw.time,
    open: formatUnits(raw.open, pp),
    high: formatUnits(raw.high, pp),
    low: formatUnits(raw.low, pp),
    close: formatUnits(raw.close, pp),
    volume: formatUnits(raw.volume, sym.info.qty_precision),
  }
}
