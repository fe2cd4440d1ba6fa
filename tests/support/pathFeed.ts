// The simulated market, except where a test or a bench has set a symbol's recorded price from an
// instant on: a price path that crosses the lines it means to cross, on any clock.
import type { Clock } from '../../server/src/infra/clock'
import { SimulatedFeed } from '../../server/src/market/simulatedFeed'

export class PathFeed extends SimulatedFeed {
  private readonly steps = new Map<number, { from: number; price: string }[]>()

  constructor(clock: Clock) {
    super({ clock })
  }

  /** From `at` on (until a later step), the symbol's recorded price is `price`. */
  setPrice(matchId: number, at: Date | number, price: string): void {
    const list = this.steps.get(matchId) ?? []
    list.push({ from: new Date(at).getTime(), price })
    list.sort((a, b) => a.from - b.from)
    this.steps.set(matchId, list)
  }

  override priceAt(matchId: number, timeMs: number): string {
    const list = this.steps.get(matchId)
    if (list) {
      // the latest step at or before the instant (steps are few and sorted)
      for (let i = list.length - 1; i >= 0; i--) if (list[i].from <= timeMs) return list[i].price
    }
    return super.priceAt(matchId, timeMs)
  }
}
