// What the lock-mining tests share (lockMining.test.ts, lockMiningPayouts.test.ts): one server per
// file on a set clock, products made by the operator, certified investors with a bound wallet.
import type { PayloadOf } from '@wire/catalogue'
import { contextOf } from '../../../server/src/app'
import { DAY } from '../../../server/src/infra/clock'
import { PAYOUTS_JOB } from '../../../server/src/lockMining/scheduler'
import { readParts } from '../../../server/src/infra/money/ledger'
import {
  BOOT_TIMEOUT,
  call,
  okMessage,
  startServer,
  type CallResult,
  type TestServer,
} from './helpers'
import { fund, makeUser, USDT } from './microtradeHelpers'

export type Product = PayloadOf<'lockProducts'>[number]
export type Order = PayloadOf<'lockPurchase'>
export type Orders = PayloadOf<'lockOrders'>

export const OPS_TOKEN = 'ops-secret-for-lock-tests'
export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

export let server: TestServer

/** The file's server on a clock set to 2030-05-01 08:00 UTC; the helpers here act on it. */
export function startLockServer(): void {
  beforeAll(async () => {
    server = await startServer({ opsToken: OPS_TOKEN, realtime: false })
    server.clock.set('2030-05-01T08:00:00.000Z')
  }, BOOT_TIMEOUT)
  afterAll(() => server.close())
}

/** A round of the app's lock-mining payouts job; how many orders it paid or ended. */
export const payouts = () => contextOf(server.app).jobs.runJob(PAYOUTS_JOB)
export const products = async (token: string) =>
  okMessage(await call<Product[]>(server, 'GET', '/api/lh/deposit/config', { token }))
export const buy = (token: string, config_id: number, amount: string): Promise<CallResult<Order>> =>
  call<Order>(server, 'POST', '/api/lh/deposit', {
    token,
    body: { config_id: String(config_id), amount },
  })
export const orders = async (token: string, query: Record<string, string> = {}) =>
  okMessage(await call<Orders>(server, 'GET', '/api/lh/deposit/order', { token, body: query }))
export const cancel = (token: string, id: number) =>
  call<PayloadOf<'lockCancel'>>(server, 'POST', '/api/lh/deposit/order/cancel', {
    token,
    body: { id: String(id) },
  })
export const parts = (userId: number) =>
  readParts(server.db, { userId, currencyId: USDT, wallet: 'legal' })

export async function opsProduct(fields: Record<string, string>): Promise<Product> {
  const now = server.clock.now().getTime()
  const body = {
    title: 'Test lock',
    day: '5',
    rate: '0.3',
    rate_max: '0.5',
    save_min: '100',
    max: '50000',
    single_limit: '0',
    adance_redeem_falsify: '0.4',
    start_at: String(now - DAY),
    end_at: String(now + 365 * DAY),
    ...fields,
  }
  const answer = await call<Product>(server, 'POST', '/ops/lockmining/product', {
    headers: { 'x-ops-token': OPS_TOKEN },
    body,
  })
  return okMessage(answer)
}

/** A certified user with a bound wallet and `amount` USDT in the asset account. */
export async function investor(amount = '20000') {
  const user = await makeUser(server.db, server.clock)
  await server.db.query('UPDATE users SET review_status = 2 WHERE id = $1', [user.id])
  const bound = await call(server, 'POST', '/api/user/wallet/save', {
    token: user.token,
    body: { currency: '3', type: 'TRC20', address: TRON },
  })
  okMessage(bound)
  await fund(server.db, server.clock, user.id, amount, USDT, 'legal')
  return user
}
