// What the withdrawal tests share (withdraw.test.ts, withdrawOps.test.ts): one server per file
// with an operator token, users made ready to withdraw, the request and the operator's calls.
import type { PayloadOf } from '@wire/catalogue'
import { hashPassword } from '../../../server/src/infra/crypto/password'
import { readParts } from '../../../server/src/infra/money/ledger'
import { runOps } from '../../../server/src/ops/cli'
import { WITHDRAW_HOLD_MS } from '../../../server/src/wallet/holds'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshIp,
  okMessage,
  request,
  startServer,
  type CallResult,
  type TestServer,
} from './helpers'
import { fund, makeUser, USDT } from './microtradeHelpers'

export type Withdrawal = PayloadOf<'walletOut'>
export type Page = PayloadOf<'withdrawList'>
export type Info = PayloadOf<'walletInfo'>

export const OPS_TOKEN = 'ops-secret-for-withdraw-tests'
export const PAY = 'Pay12345'
export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
export const TRON_2 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'
export const ETH = '0x52908400098527886E0F7030069857D2E4169EE7'
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
export const BTC = 1
export const MINUTE = 60_000

export let server: TestServer

/** The file's server: started before its tests, closed after them; the helpers here act on it. */
export function startWithdrawServer(): void {
  beforeAll(async () => {
    server = await startServer({ opsToken: OPS_TOKEN })
  }, BOOT_TIMEOUT)
  afterAll(() => server.close())
}

export interface User {
  id: number
  token: string
  key: string
}

export async function plainUser(): Promise<User> {
  const user = await makeUser(server.db, server.clock)
  const [row] = await server.db.query<{ account_key: string }>(
    'SELECT account_key FROM users WHERE id = $1',
    [user.id],
  )
  return { ...user, key: row.account_key }
}

export const certify = (user: User) =>
  server.db.query('UPDATE users SET review_status = 2 WHERE id = $1', [user.id])

export async function setPayPassword(user: User) {
  const hash = await hashPassword(PAY, 1024)
  await server.db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [user.id, hash])
}

export async function addAddress(user: User, currency: string, type: string, address: string) {
  const saved = await call<{ id: number }>(server, 'POST', '/api/user/wallet/save', {
    token: user.token,
    body: { currency, type, address, name: '' },
  })
  return okMessage(saved).id
}

/** Certified, withdraw password set, `amount` USDT in the asset account, a TRC20 address past its lock. */
export async function readyUser(amount = '1000'): Promise<User & { addressId: number }> {
  const user = await plainUser()
  await certify(user)
  await setPayPassword(user)
  await fund(server.db, server.clock, user.id, amount, USDT, 'legal')
  const addressId = await addAddress(user, '3', 'TRC20', TRON)
  server.clock.advance(WITHDRAW_HOLD_MS)
  return { ...user, addressId }
}

/** A code of `scene` sent to the user's own account, read back from the sender (a minute after
 *  the last, so the resend limit has passed). */
export async function ownCode(
  user: User,
  scene: 'withdraw' | 'security' | 'pay_password',
): Promise<string> {
  server.clock.advance(MINUTE + 1000)
  okMessage(
    await call(server, 'POST', '/api/sms_mail', {
      token: user.token,
      body: { user_string: 'someone.else@example.com', scene },
      ip: freshIp(),
    }),
  )
  const sent = server.sender.latest(user.key, scene)
  if (!sent) throw new Error(`no ${scene} code sent to the account`)
  return sent.code
}

/** A withdraw-scene code, sent to the account whatever address the form names. */
export const withdrawCode = (user: User): Promise<string> => ownCode(user, 'withdraw')

export function out(
  user: User,
  body: Record<string, string>,
  key?: string,
): Promise<CallResult<Withdrawal>> {
  return call<Withdrawal>(server, 'POST', '/api/wallet/out', {
    token: user.token,
    body: { currency: 'USDT', type: 'TRC20', number: '100', pay_password: PAY, ...body },
    headers: key ? { 'idempotency-key': key } : {},
  })
}

export const refusal = async (answer: Promise<CallResult<unknown>>) => failure(await answer).message

export const legal = (user: User, currencyId = USDT) =>
  readParts(server.db, { userId: user.id, currencyId, wallet: 'legal' })

export const ops = (path: string, body: Record<string, string>) =>
  request<unknown>(server, `/ops${path}`, {
    method: 'POST',
    headers: { 'x-ops-token': OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

export const decide = (id: number, approve: boolean, reason = '') =>
  ops('/withdraw/decide', { id: String(id), approve: approve ? '1' : '0', reason })

export const list = async (user: User, query: Record<string, string> = {}) =>
  okMessage(
    await call<Page>(server, 'GET', '/api/user/withdraw/list', { token: user.token, body: query }),
  )

export const cli = async (args: string[]) => {
  const err: string[] = []
  const lines: string[] = []
  const code = await runOps(args, {
    env: { OPS_TOKEN, OPS_URL: server.url },
    out: (line) => lines.push(line),
    err: (line) => err.push(line),
  })
  return { code, out: lines.join('\n'), err: err.join('\n') }
}

export const records = (withdrawalId: number) =>
  server.db.query<{ type: string; part: string; change: string }>(
    `SELECT type, part, change FROM account_records
      WHERE ref_type = 'withdrawal' AND ref_id = $1 ORDER BY id`,
    [withdrawalId],
  )

export const lockTime = (at: number) =>
  `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`
