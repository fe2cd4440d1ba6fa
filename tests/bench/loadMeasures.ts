// The measures of the server under load, as the bench's table lists them: the seconds-trade
// overload arrangements, the spot book and the leverage trigger walk. run.ts gathers the loads and
// adds the rest.
import type { LeverLoad } from './lever'
import type { OverloadLoad } from './overload'
import type { SpotLoad } from './spot'

export const KB = 1024

/** Whether a measure is within its budget; null when it has no value or no budget. */
export const withinBudget = (m: Measure): boolean | null =>
  m.value === null || m.budget === null
    ? null
    : m.atLeast
      ? m.value >= m.budget
      : m.value <= m.budget

export interface Measure {
  name: string
  value: number | null
  unit: 'B' | 'ms' | '/s' | 'x' | ''
  /** null: reported, without a budget */
  budget: number | null
  /** the budget is a floor (a score to reach), not a ceiling */
  atLeast?: boolean
  /** what else there is to know about the value */
  note?: string
}

/** DESIGN §7 "2x capacity offered" for one arrangement of nodes and database. */
export function overloadMeasures(o: OverloadLoad): Measure[] {
  const where = `${o.engine === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${o.nodes} node${o.nodes > 1 ? 's' : ''}`
  const shared =
    o.nodes > 1 ? '; the nodes, PostgreSQL and the load share this machine’s cores' : ''
  const { overload: at2x } = o
  return [
    {
      name: `seconds-trade capacity, ${where} (submit p99 ${o.capacity.latencyMs.p99} ms at it${shared})`,
      value: o.capacity.ordersPerSecond,
      unit: '/s',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `${where}: accepted submit p99 at 2x capacity offered (${at2x.offeredPerSecond}/s; ${at2x.accepted} accepted, p50 ${at2x.acceptedMs.p50} ms)`,
      value: at2x.acceptedMs.p99,
      unit: 'ms',
      budget: 100,
    },
    {
      name: `${where}: "busy" answer p99 at 2x capacity (${at2x.refused} refused, p50 ${at2x.refusedMs.p50} ms)`,
      value: at2x.refusedMs.p99,
      unit: 'ms',
      budget: 20,
    },
    {
      name: `${where}: orders lost, doubled or off the books at 2x capacity, and other errors (${at2x.other.join('; ') || 'none'})`,
      value: o.lost + o.doubled + o.unbalancedAccounts + at2x.other.length,
      unit: '',
      budget: 0,
    },
  ]
}

/** Issue 26's measures of one spot book (tests/bench/spot.ts). */
export function spotMeasures(spot: SpotLoad): Measure[] {
  return [
    {
      name: `spot: orders/s one book takes, placed one after another (of ${spot.throughput.orders}), PGlite`,
      value: spot.throughput.pglite,
      unit: '/s',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `spot: orders/s one book takes, PostgreSQL (of ${spot.throughput.orders})`,
      value: spot.throughput.pg,
      unit: '/s',
      budget: null,
      note: spot.throughput.pg === null ? 'not measured: no database URL' : 'no budget; reported',
    },
    {
      name: `spot submit p99, ${spot.submit.users} users together at ${spot.submit.ordersPerSecond} orders/s on one book, PGlite (p50 ${spot.submit.latencyMs.p50} ms, ${spot.submit.fills} fills)`,
      value: spot.submit.latencyMs.p99,
      unit: 'ms',
      budget: 50,
    },
    {
      name: 'spot accounts off their records or frozen without an open order, after the load',
      value: spot.submit.unbalancedAccounts + spot.submit.frozenMismatches,
      unit: '',
      budget: 0,
    },
    {
      name: `spot coin_depth fan-out p99, ${spot.fanout.clients} clients, 10 changes/s (p50 ${spot.fanout.lagMs.p50} ms; ${spot.fanout.received} of ${spot.fanout.expected} received)`,
      value: spot.fanout.lagMs.p99,
      unit: 'ms',
      budget: 100,
    },
  ]
}

/** Issue 27's measures of the trigger walk over 10,000 open positions (tests/bench/lever.ts). */
export function leverMeasures(lever: LeverLoad): Measure[] {
  return [
    {
      name: `lever: trigger latency p99, crossing tick to committed close, ${lever.positions} open positions, the price 1.2 %/min (p50 ${lever.latencyMs.p50} ms, ${lever.latencyMs.count} closes)`,
      value: lever.latencyMs.p99,
      unit: 'ms',
      budget: 200,
    },
    {
      name: `lever: the same in a rally of 6 %/min, about 100 closes a tick (p50 ${lever.rallyLatencyMs.p50} ms, ${lever.rallyLatencyMs.count} closes)`,
      value: lever.rallyLatencyMs.p99,
      unit: 'ms',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `lever: a quiet tick's walk per 1,000 open positions (p50 of ${lever.quietMs.count} rounds: ${lever.quietMs.p50} ms)`,
      value: lever.quietMsPer1000,
      unit: 'ms',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `lever: closing per 1,000 positions crossed by one tick (${lever.closedAtOnce} closed)`,
      value: lever.closingMsPer1000,
      unit: 'ms',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `lever: positions opened/s through the domain, PGlite`,
      value: lever.opensPerSecond,
      unit: '/s',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: 'lever accounts off their records, frozen without a live position, or losses beyond margin',
      value: lever.unbalancedAccounts + lever.frozenMismatches + lever.lossBeyondMargin,
      unit: '',
      budget: 0,
    },
  ]
}
