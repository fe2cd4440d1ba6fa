// A symbol's quote from its live state: exact prices from ticks, the 24 h change against the price
// in force 24 h earlier, and the window's high, low, volume and turnover. Decimal arithmetic only.
import Decimal from 'decimal.js'
import { DAY } from '../infra/clock'
import type { Quote } from './feed'
import { STEPS_PER_DAY, stepAt, TICK_MS } from './grid'
import { tickStepAtOrBefore, type SymbolState } from './symbolState'
import type { SimSymbol } from './symbols'
import { formatUnits, percentChange, product } from './units'

export function buildQuote(sym: SimSymbol, state: SymbolState): Quote {
  const { process, info } = sym
  const pp = info.price_precision
  const price = (ticks: number) => formatUnits(ticks, pp)
  const time = state.lastStep * TICK_MS

  const dayAgo = process.ticksAt(tickStepAtOrBefore(sym, state.lastStep - STEPS_PER_DAY))
  const midnight = stepAt(Math.floor(time / DAY) * DAY)
  // Midnight is a whole minute, so a tick step of every symbol: the day opens on it.
  const openStep = Math.max(midnight, sym.listedStep)
  const todayOpen = process.ticksAt(openStep)
  const closeStep = midnight - sym.every
  const yesterdayClose = closeStep >= sym.listedStep ? process.ticksAt(closeStep) : todayOpen

  const stats = state.window.stats()
  const nowPrice = price(state.lastPrice)
  const circulating = sym.base.circulating
  return {
    now_price: nowPrice,
    change: percentChange(dayAgo, state.lastPrice),
    volume: formatUnits(stats.volume, info.qty_precision),
    turnover: new Decimal(stats.turnover.toString())
      .div(new Decimal(10).pow(pp + info.qty_precision))
      .toFixed(2),
    high: price(Math.max(stats.high, state.lastPrice)),
    low: price(Math.min(stats.low, state.lastPrice)),
    yesterday_close: price(yesterdayClose),
    today_open: price(todayOpen),
    market_cap: circulating ? product(nowPrice, circulating, 2) : null,
    time,
  }
}
