// What the deposit tests share (deposit.test.ts, depositOps.test.ts): one server per file with
// platform addresses, users with an uploaded voucher, the request and the operator's calls.
import type { PayloadOf } from '@wire/catalogue'
import { runOps } from '../../../server/src/ops/cli'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  startServer,
  type CallResult,
  type TestServer,
} from './helpers'
import { makeUser } from './microtradeHelpers'
import { accountOf, OPS_TOKEN, uploadImage } from './certificationHelpers'

export type Recharge = PayloadOf<'rechargeLog'>['data'][number]
export type Page = PayloadOf<'rechargeLog'>
export type Decision = PayloadOf<'opsRechargeDecide'>

export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

export let server: TestServer

/** The file's server, with platform addresses for USDT-TRC20 and BTC; the helpers here act on it. */
export function startDepositServer(): void {
  beforeAll(async () => {
    server = await startServer({ opsToken: OPS_TOKEN })
    // a platform address for USDT on TRC20 and for BTC; USDT on ERC20 has none (no deposits)
    for (const [currency, type, address] of [
      ['USDT', 'TRC20', TRON],
      ['BTC', 'BTC', BTC_ADDRESS],
    ]) {
      okMessage(await ops('POST', '/ops/network', { currency, type, deposit_address: address }))
    }
  }, BOOT_TIMEOUT)
  afterAll(() => server.close())
}

export function ops<T>(method: 'GET' | 'POST', path: string, body: Record<string, string>) {
  return call<T>(server, method, path, { body, headers: { 'x-ops-token': OPS_TOKEN } })
}

export interface User {
  id: number
  token: string
  account: string
  voucher: string
}

export async function newUser(): Promise<User> {
  const user = await makeUser(server.db, server.clock)
  return {
    ...user,
    account: await accountOf(server, user.id),
    voucher: await uploadImage(server, user.token),
  }
}

export const charge = (user: User, body: Record<string, string>, key?: string) =>
  call<Recharge>(server, 'POST', '/api/wallet/charge_req', {
    token: user.token,
    body: { currency: 'USDT', type: '1', sub_type: 'TRC20', account: user.voucher, ...body },
    headers: key ? { 'idempotency-key': key } : {},
  })

export const request = async (user: User, amount = '100', body: Record<string, string> = {}) =>
  okMessage(await charge(user, { amount, ...body }))

export const log = async (user: User, body: Record<string, string> = {}) =>
  okMessage(await call<Page>(server, 'GET', '/api/recharge/log', { token: user.token, body }))

export const detail = (user: User, id: number) =>
  call<Recharge>(server, 'GET', '/api/recharge/detail', {
    token: user.token,
    body: { id: String(id) },
  })

export const decide = (id: number, body: Record<string, string> = {}) =>
  ops<Decision>('POST', '/ops/recharge/decide', { id: String(id), approve: '1', ...body })

export const refusal = (result: CallResult<unknown>) => failure(result).message

export async function legal(userId: number, currencyId = 3) {
  const [row] = await server.db.query<{ balance: string; frozen: string }>(
    `SELECT balance::text, frozen::text FROM balances
      WHERE user_id = $1 AND currency_id = $2 AND wallet = 'legal'`,
    [userId, currencyId],
  )
  return row ? { available: Number(row.balance), frozen: Number(row.frozen) } : undefined
}

export async function records(userId: number) {
  return server.db.query<{ type: string; change: string; wallet: string; ref_id: number }>(
    `SELECT type, change::text, wallet, ref_id FROM account_records WHERE user_id = $1
      ORDER BY id`,
    [userId],
  )
}

export async function rechargeRows(userId: number): Promise<number> {
  const [{ n }] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM recharges WHERE user_id = $1',
    [userId],
  )
  return n
}

export const cli = (args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  return runOps(args, {
    env: { OPS_TOKEN, OPS_URL: server.url },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  }).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }))
}

/** Opens or closes bank transfer deposits, as the operator does. */
export const bankDeposits = async (enabled: boolean) =>
  okMessage(
    await ops('POST', '/ops/network', {
      currency: '6',
      type: 'BANK',
      deposit_enabled: enabled ? '1' : '0',
    }),
  )
