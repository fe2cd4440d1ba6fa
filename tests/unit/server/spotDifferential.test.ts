// Issue 26 tests: a seeded random stream of place and cancel operations goes through the spot
// engine and through an independent order book (nodejs-order-book, a dev dependency). After every
// operation both give the same fills (maker, taker, price, quantity), the same rest of the
// incoming order, the same rest of every maker touched and the same last price; their whole books
// are compared every CHECKPOINT operations and at the end. After every operation the invariants
// hold: the book is not crossed, each user's frozen part is exactly what their open orders need,
// every fee is exactly its rounded-down percent, and each currency is conserved across the users
// and the fees collected.
//
// The reference counts in JavaScript numbers, so it is fed whole numbers: prices as counts of the
// tick and amounts as counts of the step, exact far beyond the sizes used here, while the engine
// gets the same orders as decimal text (ticks x 0.05, steps x 0.001). The reference has GTC, IOC,
// post-only and self-trade prevention (EXPIRE_TAKER), so all of them are in the stream. It has no
// market band, fees, tick, step or minimum notional: a market order goes to it as an IOC limit at
// the band's edge (computed here in integers), fees are checked against integer arithmetic here,
// and orders the engine refuses for their grid, amount or notional are not sent to it
// (spotRules.test.ts covers those refusals).
import { OrderBook, SelfTradePreventionMode, Side as RefSide } from 'nodejs-order-book'
// the package exports this enum's type but not its value
import type { TimeInForce } from 'nodejs-order-book/dist/types/types'
import { SpotBook } from '../../../server/src/spot/book'
import { applyPlacement, placeOrder, type Placement } from '../../../server/src/spot/match'
import type { IncomingOrder, Leg, Side, TimeInForce as Tif } from '../../../server/src/spot/order'
import { compileRules } from '../../../server/src/spot/rules'

const SEED = Number(process.env.SPOT_SEED ?? 20260126)
const OPS = Number(process.env.SPOT_OPS ?? 100_000)
const CHECKPOINT = 500

// 0.05 x 0.001 = 0.00005: every amount in the stream (quote totals, base amounts, fees) is a whole
// number of 10^-5 units of its currency, so the test's ledger counts in safe integers.
const SCALE = 5
const UNITS_PER_TICK_STEP = 5 // a total of 1 tick x 1 step is 5 x 10^-5 quote
const UNITS_PER_STEP = 100 // 0.001 base
const UNITS_PER_TICK = 5000 // 0.05 quote
const MAKER_PERMILLE = 1 // 0.1 %
const TAKER_PERMILLE = 2 // 0.2 %
const START_TICKS = 2000 // a last price of 100
// the last user only sends large market orders: having no orders of its own on the book, it
// sweeps up to the band instead of stopping at its own order (self-trade prevention)
const USERS = 9
const SWEEPER = USERS - 1
const START_QUOTE = 10_000_000 * 10 ** SCALE
const START_BASE = 100_000 * 10 ** SCALE

const compiled = compileRules({
  tick: '0.05',
  step: '0.001',
  minNotional: '1',
  makerFee: '0.1',
  takerFee: '0.2',
  basePlaces: 5, // a buyer's fee is rounded down to 10^-5 base
  quotePlaces: 2, // a seller's fee to whole cents (1000 units)
})
if (!compiled.ok) throw new Error(compiled.problem)
const RULES = compiled.rules

/** Decimal text as a whole number of 10^-SCALE units; throws when it is finer than that. */
function units(text: string): number {
  const negative = text.startsWith('-')
  const [int, frac = ''] = text.replace('-', '').split('.')
  if (frac.length > SCALE) throw new Error(`${text} is finer than 10^-${SCALE}`)
  const n = Number(int + frac.padEnd(SCALE, '0'))
  if (!Number.isSafeInteger(n)) throw new Error(`${text} is too large`)
  return negative ? -n : n
}

const text = (n: number, places: number) => {
  const digits = String(n).padStart(places + 1, '0')
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`
}
const ticksText = (ticks: number) => text(ticks * 5, 2)
const stepsText = (steps: number) => text(steps, 3)
const toTicks = (price: string) => units(price) / UNITS_PER_TICK
const toSteps = (amount: string) => units(amount) / UNITS_PER_STEP

/** Park-Miller, as the other seeded tests use: the same stream for the same seed. */
function generator(seed: number) {
  let state = seed % 2147483647 || 1
  return (n: number) => {
    state = (state * 48271) % 2147483647
    return state % n
  }
}

// jest's expect costs more than the engine itself at this volume, so each operation's checks
// compare JSON and throw, which fails the test with the operation's details just the same
function same(op: number, what: string, ours: unknown, theirs: unknown): void {
  const a = JSON.stringify(ours)
  const b = JSON.stringify(theirs)
  if (a !== b) throw new Error(`op ${op}: ${what} differ:\n engine    ${a}\n reference ${b}`)
}

interface Purse {
  available: Record<Leg, number>
  frozen: Record<Leg, number>
}

/** An open order as the reference reports it, with its owner. */
interface Shadow {
  user: number
  side: Side
  ticks: number
  steps: number
}

/** maker id, taker id, price in ticks, quantity in steps */
type Trade = [string, string, number, number]

type RefResult = ReturnType<OrderBook['limit']>

it(`gives the same fills and book as the reference through ${OPS} operations (seed ${SEED})`, () => {
  const rand = generator(SEED)
  const engine = new SpotBook(ticksText(START_TICKS))
  const reference = new OrderBook()
  const purses: Purse[] = Array.from({ length: USERS }, () => ({
    available: { base: START_BASE, quote: START_QUOTE },
    frozen: { base: 0, quote: 0 },
  }))
  const house: Record<Leg, number> = { base: 0, quote: 0 }

  // The open orders as the reference reports them, and what they need frozen per user: the
  // ledger below is moved only by the engine's answers, and must always equal these needs.
  const shadows = new Map<string, Shadow>()
  const openIds: string[] = []
  const needs = Array.from({ length: USERS }, () => ({ base: 0, quote: 0 }))
  const need = (s: Shadow) =>
    s.side === 'buy' ? s.ticks * s.steps * UNITS_PER_TICK_STEP : s.steps * UNITS_PER_STEP
  const legOf = (side: Side): Leg => (side === 'buy' ? 'quote' : 'base')
  const forget = (id: string) => {
    const s = shadows.get(id)
    if (!s) throw new Error(`${id} is not open`)
    needs[s.user][legOf(s.side)] -= need(s)
    shadows.delete(id)
    const at = openIds.indexOf(id)
    openIds[at] = openIds[openIds.length - 1]
    openIds.pop()
  }
  const remember = (id: string, s: Shadow) => {
    shadows.set(id, s)
    needs[s.user][legOf(s.side)] += need(s)
    openIds.push(id)
  }

  const counts: Record<string, number> = {}
  const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1)

  /** What the ledger would do with an accepted placement, from the engine's numbers alone. */
  const settle = (op: number, p: Placement, taker: number) => {
    const leg = p.freeze.leg
    purses[taker].available[leg] -= units(p.freeze.amount)
    purses[taker].frozen[leg] += units(p.freeze.amount)
    for (const f of p.fills) {
      const buying = f.takerSide === 'buy'
      const maker = Number(f.makerUserId)
      const [buyer, seller] = buying ? [taker, maker] : [maker, taker]
      const [buyerFee, sellerFee] = buying ? [f.takerFee, f.makerFee] : [f.makerFee, f.takerFee]
      const total = units(f.total)
      const amount = units(f.amount)
      // the percent of what each receives, rounded down: base to 10^-5, quote to cents
      const buyerRate = buying ? TAKER_PERMILLE : MAKER_PERMILLE
      const sellerRate = buying ? MAKER_PERMILLE : TAKER_PERMILLE
      same(op, 'buyer fee', units(buyerFee), Math.floor((amount * buyerRate) / 1000))
      same(op, 'seller fee', units(sellerFee), Math.floor((total * sellerRate) / 1e6) * 1000)
      same(op, 'total', total, toTicks(f.price) * toSteps(f.amount) * UNITS_PER_TICK_STEP)
      purses[buyer].frozen.quote -= total
      purses[buyer].available.base += amount - units(buyerFee)
      purses[seller].frozen.base -= amount
      purses[seller].available.quote += total - units(sellerFee)
      house.base += units(buyerFee)
      house.quote += units(sellerFee)
    }
    purses[taker].frozen[leg] -= units(p.release.amount)
    purses[taker].available[leg] += units(p.release.amount)
  }

  const checkInvariants = (op: number) => {
    const bid = engine.bestBid()
    const ask = engine.bestAsk()
    if (bid !== null && ask !== null && units(bid) >= units(ask)) {
      throw new Error(`op ${op}: crossed book, bid ${bid} ask ${ask}`)
    }
    const totals = { ...house }
    purses.forEach((purse, user) => {
      for (const leg of ['base', 'quote'] as const) {
        if (purse.available[leg] < 0) throw new Error(`op ${op}: user ${user} ${leg} below 0`)
        same(
          op,
          `user ${user}'s frozen ${leg} and their orders' needs`,
          purse.frozen[leg],
          needs[user][leg],
        )
        totals[leg] += purse.available[leg] + purse.frozen[leg]
      }
    })
    same(op, 'currency totals', totals, { base: START_BASE * USERS, quote: START_QUOTE * USERS })
  }

  const compareBooks = (op: number) => {
    const snapshot = reference.snapshot()
    const refSide = (levels: typeof snapshot.bids, direction: 1 | -1) =>
      [...levels]
        .sort((a, b) => direction * (b.price - a.price))
        .flatMap((level) => level.orders.map((o) => [o.id, o.price, o.size]))
    const theirs = { bids: refSide(snapshot.bids, 1), asks: refSide(snapshot.asks, -1) }
    const ours = (side: Side) =>
      engine
        .orders()
        .filter((o) => o.side === side)
        .map((o) => [o.id, toTicks(o.price), toSteps(o.remaining)])
    expect({ op, bids: ours('buy'), asks: ours('sell') }).toEqual({ op, ...theirs })
    const shadowed = (rows: (string | number)[][]) =>
      rows.map(([id]) => [id, shadows.get(String(id))?.ticks, shadows.get(String(id))?.steps])
    expect(shadowed(theirs.bids)).toEqual(theirs.bids)
    expect(shadowed(theirs.asks)).toEqual(theirs.asks)
    expect(shadows.size).toBe(engine.size)
  }

  /** The reference's trades for one order, in matching order, from what it reports done. */
  const refTrades = (takerId: string, result: RefResult): Trade[] => {
    const trades: Trade[] = []
    for (const o of result.done) {
      // a maker leaves `done` with the size it had before this order took all of it
      if (o.id !== takerId) trades.push([o.id, takerId, shadows.get(o.id)?.ticks ?? NaN, o.size])
    }
    const partial = result.partial
    if (partial && partial.id !== takerId) {
      trades.push([partial.id, takerId, partial.price, result.partialQuantityProcessed])
    }
    return trades
  }

  const started = Date.now()
  let openSum = 0
  let lowest = Infinity
  let highest = 0
  let nextId = 1
  for (let op = 1; op <= OPS; op++) {
    const roll = rand(100)
    if (openIds.length > 0 && roll < (openIds.length > 250 ? 45 : 15)) {
      // cancel an open order, or now and then one that is already filled, cancelled or unknown
      const id = rand(20) === 0 ? String(1 + rand(nextId)) : openIds[rand(openIds.length)]
      const ours = engine.cancel(id)
      const theirs = reference.cancel(id)
      same(op, 'cancelled order', ours?.order.id, theirs?.order.id)
      if (ours && theirs) {
        same(op, 'cancelled rest', toSteps(ours.order.remaining), theirs.order.size)
        const owner = purses[Number(ours.order.userId)]
        owner.frozen[ours.release.leg] -= units(ours.release.amount)
        owner.available[ours.release.leg] += units(ours.release.amount)
        forget(id)
        count('cancelled')
      } else {
        count('cancel of a closed order')
      }
      checkInvariants(op)
      continue
    }

    const id = String(nextId++)
    const isMarket = roll >= 92
    const sweep = isMarket && rand(10) === 0
    const user = sweep ? SWEEPER : rand(SWEEPER)
    const side: Side = rand(2) === 0 ? 'buy' : 'sell'
    const lastTicks = toTicks(engine.lastPrice ?? ticksText(START_TICKS))
    // mostly small amounts, some large enough to sweep several levels, and market orders now and
    // then large enough to reach their band; the smallest are below the minimum notional (1 quote
    // is 10 steps at 100)
    const steps = sweep ? 20000 + rand(60000) : rand(5) === 0 ? 1 + rand(3000) : 1 + rand(400)
    // mostly near the last price on the order's own side, a quarter reaching across it; some far
    // out, beyond a market order's band
    const offset = rand(10) === 0 ? 30 + rand(120) : rand(30) - 8
    // quotes lean back toward 100, or the sweeps would walk the price anywhere
    const centre = lastTicks + Math.round((START_TICKS - lastTicks) / 20)
    const ticks = Math.max(1, side === 'buy' ? centre - offset : centre + offset)
    const tifRoll = rand(20)
    const tif: Tif = tifRoll < 14 ? 'GTC' : tifRoll < 17 ? 'IOC' : 'POST_ONLY'
    let price = ticksText(ticks)
    let amount = stepsText(steps)
    const oddity = rand(300)
    if (oddity === 0) price = `${price}1` // off the tick
    if (oddity === 1) amount = `${amount}5` // off the step
    if (oddity === 2) amount = '0'
    const incoming: IncomingOrder = isMarket
      ? { id, userId: String(user), side, kind: 'market', amount }
      : { id, userId: String(user), side, kind: 'limit', price, amount, tif }

    const result = placeOrder(engine, incoming, RULES)
    // the market band's edge in whole ticks: the reference meets a market order as an IOC there
    const bandTicks =
      side === 'buy' ? Math.floor((lastTicks * 105) / 100) : Math.ceil((lastTicks * 95) / 100)
    const refOrder = {
      id,
      side: side === 'buy' ? RefSide.BUY : RefSide.SELL,
      size: steps,
      price: isMarket ? bandTicks : ticks,
      timeInForce: (isMarket || tif === 'IOC' ? 'IOC' : 'GTC') as TimeInForce,
      postOnly: !isMarket && tif === 'POST_ONLY',
      accountId: String(user),
      stpMode: SelfTradePreventionMode.EXPIRE_TAKER,
    }

    if (!result.ok) {
      count(`refused ${result.code}`)
      switch (result.code) {
        case 'spot_market_book_empty':
        case 'spot_market_outside_band': {
          // nothing within the band: asked at the band's edge, the reference trades nothing either
          const theirs = reference.limit(refOrder)
          same(op, 'trades of a market order refused', [], refTrades(id, theirs))
          same(op, 'rest of a market order refused', undefined, reference.order(id))
          break
        }
        case 'spot_post_only_would_take':
          same(op, 'post-only refusal', 1107, reference.limit(refOrder).err?.code)
          break
        case 'spot_price_tick':
        case 'spot_amount_step':
        case 'spot_amount_invalid':
        case 'spot_min_notional':
          break
        default:
          throw new Error(`op ${op}: unexpected refusal ${result.code}`)
      }
      checkInvariants(op)
      continue
    }
    if (units(result.freeze.amount) > purses[user].available[result.freeze.leg]) {
      // the ledger would refuse it, and nothing happens anywhere
      count('unaffordable')
      continue
    }
    if (isMarket && side === 'buy') {
      same(
        op,
        'market buy freeze',
        units(result.freeze.amount),
        steps * bandTicks * UNITS_PER_TICK_STEP,
      )
    }

    const theirs = reference.limit(refOrder)
    const expected = refTrades(id, theirs)
    const got = result.fills.map((f): Trade => [
      f.makerOrderId,
      f.takerOrderId,
      toTicks(f.price),
      toSteps(f.amount),
    ])
    same(op, `trades of ${JSON.stringify(incoming)}`, got, expected)
    const restRef = reference.order(id)
    same(op, 'rest', result.resting ? toSteps(result.resting.remaining) : 0, restRef?.size ?? 0)
    same(op, 'self-trade expiry', result.expiredBy === 'self_trade', theirs.err?.code === 1202)

    applyPlacement(engine, result)
    settle(op, result, user)
    for (const [makerId, , , qty] of expected) {
      const s = shadows.get(makerId)
      if (!s) throw new Error(`op ${op}: maker ${makerId} is not open`)
      const left = reference.order(makerId)?.size ?? 0
      same(op, `rest of maker ${makerId}`, toSteps(engine.order(makerId)?.remaining ?? '0'), left)
      same(op, `what maker ${makerId} traded`, s.steps - qty, left)
      forget(makerId)
      if (left > 0) remember(makerId, { ...s, steps: left })
    }
    if (restRef) remember(id, { user, side, ticks: restRef.price, steps: restRef.size })
    if (expected.length > 0) {
      same(op, 'last price', toTicks(engine.lastPrice ?? '0'), reference.marketPrice)
      lowest = Math.min(lowest, reference.marketPrice)
      highest = Math.max(highest, reference.marketPrice)
    }
    count(
      result.fills.length > 1 ? 'traded several' : result.fills.length ? 'traded once' : 'no trade',
    )
    if (result.resting) count('rested')
    if (result.expiredBy) count(`expired by ${result.expiredBy}`)
    checkInvariants(op)
    openSum += engine.size
    if (op % CHECKPOINT === 0) compareBooks(op)
  }
  compareBooks(OPS)
  console.log(
    `spot differential: ${OPS} operations in ${Date.now() - started} ms, ${Math.round(openSum / OPS)} orders open on average, last price ${engine.lastPrice}, between ${ticksText(lowest)} and ${ticksText(highest)}`,
    counts,
  )
  // the stream exercises what it claims to compare
  const often = ['traded once', 'traded several', 'rested', 'cancelled', 'expired by ioc']
  const sometimes = [
    'expired by market',
    'expired by self_trade',
    'refused spot_post_only_would_take',
    'refused spot_min_notional',
    'refused spot_market_outside_band',
    'refused spot_price_tick',
    'refused spot_amount_step',
  ]
  expect(often.filter((what) => (counts[what] ?? 0) < OPS / 50)).toEqual([])
  expect(sometimes.filter((what) => (counts[what] ?? 0) < OPS / 10000)).toEqual([])
})
