// One symbol's order book in memory: open limit orders by price level, oldest first within a
// level (price-time priority), and the last traded price. The database is the book's truth: the
// persistence layer rebuilds a book from its open order rows (SpotBook.from, in arrival order) and
// applies each placement after it has committed the placement's rows.
import { dec, type Decimal } from '../infra/money/decimal'
import { needOf, type LegAmount, type RestingOrder, type Side, spendLeg } from './order'

/** A resting order inside the book; `remaining` is only changed by the book itself. */
export interface BookEntry {
  readonly id: string
  readonly userId: string
  readonly side: Side
  readonly price: Decimal
  readonly remaining: Decimal
}

interface Entry extends BookEntry {
  remaining: Decimal
}

/** One price level: its orders in time priority (a Map keeps insertion order). */
export interface BookLevel {
  readonly price: Decimal
  readonly orders: ReadonlyMap<string, BookEntry>
}

interface Level extends BookLevel {
  readonly key: string
  readonly orders: Map<string, Entry>
}

/** An order its owner took off the book, and what that gives back. */
export interface Cancellation {
  order: RestingOrder
  /** what returns to the owner's available part: the cancelled rest's need */
  release: LegAmount
}

export interface Depth {
  /** [price, total open base] per level, best first */
  bids: [string, string][]
  asks: [string, string][]
}

const toResting = (e: BookEntry): RestingOrder => ({
  id: e.id,
  userId: e.userId,
  side: e.side,
  price: e.price.toFixed(),
  remaining: e.remaining.toFixed(),
})

export class SpotBook {
  // best first: bids from the highest price, asks from the lowest
  private readonly sides: Record<Side, Level[]> = { buy: [], sell: [] }
  private readonly byKey: Record<Side, Map<string, Level>> = { buy: new Map(), sell: new Map() }
  private readonly byId = new Map<string, Entry>()
  private last: Decimal | null

  constructor(lastPrice: string | null = null) {
    this.last = lastPrice === null ? null : dec(lastPrice)
  }

  /**
   * A book holding `orders`, which must come in arrival order (the order rows by id): that is
   * their time priority within a price level.
   */
  static from(orders: Iterable<RestingOrder>, lastPrice: string | null = null): SpotBook {
    const book = new SpotBook(lastPrice)
    for (const order of orders) book.add(order)
    return book
  }

  get lastPrice(): string | null {
    return this.last === null ? null : this.last.toFixed()
  }

  /** The last price as a decimal, for the engine's band and notional checks. */
  get lastPriceValue(): Decimal | null {
    return this.last
  }

  /** Open orders on the book. */
  get size(): number {
    return this.byId.size
  }

  /** The levels of one side, best first; read-only, for matching. */
  levels(side: Side): readonly BookLevel[] {
    return this.sides[side]
  }

  has(id: string): boolean {
    return this.byId.has(id)
  }

  /** What is left of an open order; undefined when it is not on the book. */
  remainingOf(id: string): Decimal | undefined {
    return this.byId.get(id)?.remaining
  }

  order(id: string): RestingOrder | undefined {
    const entry = this.byId.get(id)
    return entry && toResting(entry)
  }

  /** Every open order: bids best first, then asks best first, each level oldest first. */
  orders(): RestingOrder[] {
    const out: RestingOrder[] = []
    for (const side of ['buy', 'sell'] as const) {
      for (const level of this.sides[side]) {
        for (const entry of level.orders.values()) out.push(toResting(entry))
      }
    }
    return out
  }

  bestBid(): string | null {
    return this.sides.buy[0]?.price.toFixed() ?? null
  }

  bestAsk(): string | null {
    return this.sides.sell[0]?.price.toFixed() ?? null
  }

  /** Aggregated levels, at most `limit` a side: what GET /coin/depth shows. */
  depth(limit: number): Depth {
    const side = (s: Side): [string, string][] =>
      this.sides[s].slice(0, limit).map((level) => {
        let total = dec('0')
        for (const entry of level.orders.values()) total = total.plus(entry.remaining)
        return [level.price.toFixed(), total.toFixed()]
      })
    return { bids: side('buy'), asks: side('sell') }
  }

  /** Puts an order at the back of its price level. */
  add(order: RestingOrder): void {
    if (this.byId.has(order.id)) throw new Error(`order ${order.id} is already on the book`)
    const price = dec(order.price)
    const remaining = dec(order.remaining)
    if (remaining.lte(0)) throw new Error(`order ${order.id} has nothing left to rest`)
    const entry: Entry = { id: order.id, userId: order.userId, side: order.side, price, remaining }
    this.levelFor(order.side, price).orders.set(order.id, entry)
    this.byId.set(order.id, entry)
  }

  /** Takes an order off the book; null when it is not there (filled, cancelled or unknown). */
  remove(id: string): RestingOrder | null {
    const entry = this.byId.get(id)
    if (!entry) return null
    this.detach(entry)
    return toResting(entry)
  }

  /** Cancels an open order: off the book, and its whole rest's need released. */
  cancel(id: string): Cancellation | null {
    const order = this.remove(id)
    if (!order) return null
    const release = needOf(order.side, order.price, order.remaining).toFixed()
    return { order, release: { leg: spendLeg(order.side), amount: release } }
  }

  /** Takes `amount` off a resting order, and the order off the book when nothing is left; returns what is left. */
  fill(id: string, amount: Decimal): Decimal {
    const entry = this.byId.get(id)
    if (!entry) throw new Error(`order ${id} is not on the book`)
    if (amount.lte(0) || amount.gt(entry.remaining)) {
      throw new Error(`order ${id} cannot fill ${amount.toFixed()} of ${entry.remaining.toFixed()}`)
    }
    entry.remaining = entry.remaining.minus(amount)
    if (entry.remaining.isZero()) this.detach(entry)
    return entry.remaining
  }

  setLastPrice(price: string | Decimal): void {
    this.last = dec(price)
  }

  private levelFor(side: Side, price: Decimal): Level {
    const key = price.toFixed()
    const found = this.byKey[side].get(key)
    if (found) return found
    const level: Level = { price, key, orders: new Map() }
    const levels = this.sides[side]
    levels.splice(this.indexOf(side, price), 0, level)
    this.byKey[side].set(key, level)
    return level
  }

  private detach(entry: Entry): void {
    this.byId.delete(entry.id)
    const key = entry.price.toFixed()
    const level = this.byKey[entry.side].get(key)
    if (!level) throw new Error(`order ${entry.id} has no level`)
    level.orders.delete(entry.id)
    if (level.orders.size > 0) return
    this.byKey[entry.side].delete(key)
    this.sides[entry.side].splice(this.indexOf(entry.side, entry.price), 1)
  }

  /** Where `price` is or would go among the side's levels (binary search, best first). */
  private indexOf(side: Side, price: Decimal): number {
    const levels = this.sides[side]
    let low = 0
    let high = levels.length
    while (low < high) {
      const mid = (low + high) >> 1
      const c = levels[mid].price.cmp(price)
      // a level is before `price` when it is better: higher for bids, lower for asks
      if (side === 'buy' ? c > 0 : c < 0) low = mid + 1
      else high = mid
    }
    return low
  }
}
