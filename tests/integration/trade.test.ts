// Seconds trading through the client's own services and trade store, against the real server:
// its settler runs on the system clock, and a 2-second option (tests/setup/integrationServer.ts)
// lets orders settle while the suite waits. The faults are real ones: an answer lost on the way
// (a proxy that drops it after the server acted) and a server that cannot be reached.
import type { MicroOrder } from '@wire/microtrade'
import { t } from '@/locales'
import { fetchOrders, fetchResult, submitOrder } from '@/services/api/microtrade'
import { ApiError, newRequestKey } from '@/services/http'
import { connectRealtime, onClosedOrder } from '@/services/realtime'
import { market } from '@/stores/market'
import {
  addPosition,
  checkResults,
  loadOrders,
  loadTradeSetup,
  refreshBalances,
  settle,
  STATUS_CHECK_TIMEOUT_MS,
  trade,
} from '@/stores/trade'
import { add, sub } from '@common/decimal'
import { fixed } from '@/utils/format'
import { OUTCOME_KEYS, outcomeKind } from '@/utils/tradeOutcome'
import { TEST_SECONDS } from '../setup/constants'
import {
  closedPort,
  creditUser,
  lossyProxy,
  observePlatform,
  resetClient,
  signedInUser,
  type Observed,
  until,
} from './support'
/** a seconds order settles on the server's clock, with the socket to carry it */
const SETTLE_WAIT = 15000

const BTC_USDT = 1
const USDT = 3
// The 300-second orders stay open through the suite, so balances after them are exact.
const order = (number: string, seconds = TEST_SECONDS) => ({
  match_id: BTC_USDT,
  currency_id: USDT,
  type: 1 as const,
  seconds,
  number,
})
const usdt = () => trade.payable.find((p) => p.id === USDT)?.balance

jest.setTimeout(30_000)

let seen: Observed
beforeAll(async () => {
  await resetClient()
  const { email } = await signedInUser()
  await creditUser(email, '100')
})
beforeEach(() => {
  delete process.env.TARO_APP_API_BASE
  seen = observePlatform()
})
afterEach(() => jest.restoreAllMocks())

it('offers the time options and the funded balance', async () => {
  await loadTradeSetup()
  expect(trade.options.map((o) => o.seconds)).toEqual([TEST_SECONDS, 30, 60, 120, 300])
  expect(trade.options[0]).toMatchObject({ profit_ratio: '10', min_amount: '1', fee_rate: '0.001' })
  expect(usdt()).toBe('100.00')
})

it('refuses what the server refuses, in words, and moves nothing', async () => {
  for (const [number, message] of [
    ['0.5', 'The minimum amount is 1.00 USDT'],
    ['1.234', 'Please enter a correct amount'],
    ['5000', 'Insufficient balance'],
  ]) {
    const failed = await submitOrder(order(number), newRequestKey()).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(ApiError)
    expect((failed as ApiError).message).toBe(message)
  }
  // submitOrder leaves the words to the confirmation sheet: no toast on top of them
  expect(seen.toasts).toEqual([])
  await refreshBalances()
  expect(usdt()).toBe('100.00')
})

it('places one order when its answer is lost and the client sends it again', async () => {
  const proxy = await lossyProxy('/api/microtrade/submit')
  try {
    process.env.TARO_APP_API_BASE = proxy.base
    const before = (await fetchOrders(1, 1, 50)).total
    const placed = await submitOrder(order('10', 300), newRequestKey())
    expect(proxy.dropped()).toBe(1)
    const open = await fetchOrders(1, 1, 50)
    expect(open.total).toBe(before + 1)
    expect(open.data[0].id).toBe(placed.id)
    await refreshBalances()
    expect(usdt()).toBe('89.99') // 100 - 10 - 0.01 fee, once
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }
})

it('answers a double tap (the same key twice) with the one order', async () => {
  const key = newRequestKey()
  const [a, b] = await Promise.all([
    submitOrder(order('10', 300), key),
    submitOrder(order('10', 300), key),
  ])
  expect(a).toEqual(b)
  await refreshBalances()
  expect(usdt()).toBe('79.98') // 89.99 - 10 - 0.01
})

it('pushes the settled order to its owner, equal to what get_result says', async () => {
  connectRealtime()
  await until(() => market.connection === 'online', SETTLE_WAIT)
  const pushed: MicroOrder[] = []
  const stop = onClosedOrder((o) => pushed.push(o))
  try {
    const placed = await submitOrder(order('2'), newRequestKey())
    await until(() => pushed.some((o) => o.id === placed.id), SETTLE_WAIT)
    const settled = pushed.find((o) => o.id === placed.id)
    expect(settled).toMatchObject({ status: 3, open_price: placed.open_price })
    expect(await fetchResult(placed.id)).toEqual({ ...settled, remain_milli_seconds: 0 })
  } finally {
    stop()
  }
})

it('says "order status check timeout" while the server is out of reach, keeps the position, and closes it once the result is known', async () => {
  const placed = await submitOrder(order('3'), newRequestKey())
  addPosition(placed)
  const position = () => trade.positions.find((p) => p.id === placed.id)
  expect(position()).toBeDefined()
  expect(await fetchResult(placed.id).catch((e: ApiError) => e.message)).toBe('Not Settlement')

  // No push and no answer: the server is unreachable from here on.
  process.env.TARO_APP_API_BASE = await closedPort()
  const late = (position()?.deadline ?? 0) + STATUS_CHECK_TIMEOUT_MS + 1
  checkResults(late)
  expect(position()?.overdue).toBe(true)
  expect(seen.toasts).toContain(t('trade.statusTimeout'))
  await new Promise((r) => setTimeout(r, 200)) // the failed ask comes back
  expect(position()).toBeDefined()

  // Back online, the result is asked for again and the position closes, once.
  delete process.env.TARO_APP_API_BASE
  await until(() => Date.now() > Date.parse(placed.settle_at) + 500, SETTLE_WAIT)
  checkResults(late + 60_000)
  await until(() => position() === undefined, SETTLE_WAIT)
  const closed = trade.closed.filter((o) => o.id === placed.id)
  expect(closed).toHaveLength(1)
  const outcome = outcomeKind(closed[0].type, closed[0].profit_result ?? 0)
  const told = () => seen.toasts.filter((text) => text.startsWith(t(OUTCOME_KEYS[outcome])))
  expect(told()).toHaveLength(1)
  // The push arriving late, and a list fetched before the result: neither reopens nor retells it.
  settle(closed[0])
  await loadOrders()
  expect(position()).toBeUndefined()
  expect(trade.closed.filter((o) => o.id === placed.id)).toHaveLength(1)
  expect(told()).toHaveLength(1)

  // The balance is the funding less every order's stake and fee plus what the settled ones paid.
  await until(() => trade.positions.every((p) => p.seconds === 300), SETTLE_WAIT)
  const all = [...(await fetchOrders(1, 1, 50)).data, ...(await fetchOrders(3, 1, 50)).data]
  let expected = '100'
  for (const o of all) {
    expected = sub(expected, add(o.number, o.fee))
    if (o.status === 3) expected = add(expected, add(o.number, o.fact_profits ?? '0'))
  }
  await until(() => usdt() === fixed(expected, 2), SETTLE_WAIT)
})
