// Operator credit (DESIGN §5 operator): how tests and demos put money in. It goes through the
// ledger with an audit row the record points to, credits once per Idempotency-Key, refuses bad
// input without writing anything, and is reachable only with the operator token, also from the
// CLI (`npm run ops -- credit ...`).
import type { PayloadOf } from '@wire/catalogue'
import { runOps, USAGE } from '../../../server/src/ops/cli'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  registerEmail,
  startServer,
  type TestServer,
} from './helpers'
import { balanceOf, ledgerMismatches } from './microtradeHelpers'

const OPS_TOKEN = 'test-ops-token'
let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const credit = (body: Record<string, string>, key?: string, token = OPS_TOKEN) =>
  call<{ balance: string; record_id: number; amount: string }>(server, 'POST', '/ops/credit', {
    body,
    headers: { 'x-ops-token': token, ...(key ? { 'idempotency-key': key } : {}) },
  })

const recordCount = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_records'))[0].n

describe('POST /ops/credit', () => {
  it('credits through the ledger and leaves an audit row that the record points to', async () => {
    const { email, token } = await registerEmail(server)
    const answer = okMessage(await credit({ account: email, amount: '1000.5', note: 'demo' }))
    expect(answer).toMatchObject({
      amount: '1000.50',
      balance: '1000.50',
      currency: 'USDT',
      wallet: 'micro',
    })
    expect(await balanceOf(server, token)).toBe('1000.50')
    const [record] = await server.db.query<{ ref_type: string; ref_id: number; type: string }>(
      'SELECT ref_type, ref_id, type FROM account_records WHERE id = $1',
      [answer.record_id],
    )
    expect(record).toMatchObject({ ref_type: 'ops_audit', type: 'ops_credit' })
    const [row] = await server.db.query<{ action: string; target: string; detail: unknown }>(
      'SELECT action, target, detail FROM ops_audit WHERE id = $1',
      [record.ref_id],
    )
    expect(row).toMatchObject({ action: 'credit', target: email })
    expect(row.detail).toMatchObject({
      amount: '1000.5',
      currency: 'USDT',
      wallet: 'micro',
      note: 'demo',
    })
    expect(await ledgerMismatches(server.db)).toEqual([])
  })

  it('credits once per Idempotency-Key and refuses the key with another amount', async () => {
    const { email, token } = await registerEmail(server)
    const first = okMessage(await credit({ account: email, amount: '10' }, 'credit-once'))
    const replay = okMessage(await credit({ account: email, amount: '10' }, 'credit-once'))
    expect(replay).toEqual(first)
    expect(failure(await credit({ account: email, amount: '11' }, 'credit-once')).message).toMatch(
      /already used/,
    )
    expect(await balanceOf(server, token)).toBe('10.00')
  })

  it.each([
    ['a negative amount', { amount: '-5' }, /correct amount/],
    ['zero', { amount: '0' }, /correct amount/],
    ['more than 8 decimals', { amount: '1.123456789' }, /correct amount/],
    ['words', { amount: 'ten' }, /correct amount/],
    ['an unknown currency', { amount: '5', currency: 'NOPE' }, /currency/i],
    ['an unknown wallet', { amount: '5', wallet: 'savings' }, /account type/i],
    ['an unknown account', { amount: '5', account: 'nobody@example.com' }, /account/i],
  ])('refuses %s and writes nothing', async (_what, fields, message) => {
    const { email } = await registerEmail(server)
    const before = await recordCount()
    expect(failure(await credit({ account: email, ...fields })).message).toMatch(message)
    expect(await recordCount()).toBe(before)
  })

  it('answers 401 without the operator token', async () => {
    const { email } = await registerEmail(server)
    const answer = await credit({ account: email, amount: '5' }, undefined, 'wrong')
    expect(answer.status).toBe(401)
    expect(answer.body.type).toBe('error')
  })
})

describe('npm run ops -- credit', () => {
  const run = async (args: string[], env: Record<string, string> = {}) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runOps(args, {
      env: { OPS_TOKEN, OPS_URL: server.url, ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  const available = async (token: string, type: 'legal' | 'micro') =>
    okMessage(
      await call<PayloadOf<'walletDetail'>>(server, 'POST', '/api/wallet/detail', {
        token,
        body: { currency: 'USDT', type },
      }),
    ).available

  // Issue 47 item 10: the command credited the seconds-trading account unless told otherwise,
  // where a deposit (and what an operator means by "credit a user") lands in the asset account.
  it('credits the asset account unless told otherwise, and says so in its usage', async () => {
    const { email, token } = await registerEmail(server)
    const done = await run(['credit', email, '250', 'USDT', '--note', 'demo funds'])
    expect(done).toMatchObject({ code: 0, err: '' })
    expect(done.out).toMatch(/^idempotency key: \S+/)
    expect(done.out).toContain('"balance": "250.00"')
    expect(done.out).toContain('"wallet": "legal"')
    expect([await available(token, 'legal'), await available(token, 'micro')]).toEqual([
      '250.00',
      '0.00',
    ])
    expect((await run(['credit', email, '5', '--wallet', 'micro'])).code).toBe(0)
    expect(await balanceOf(server, token)).toBe('5.00')
    expect(USAGE).toMatch(/USDT and the asset account \(legal\),\s+where deposits land/)
  })

  it('credits once when repeated with the printed key', async () => {
    const { email, token } = await registerEmail(server)
    const first = await run(['credit', email, '40'])
    const key = /idempotency key: (\S+)/.exec(first.out)?.[1] ?? ''
    expect((await run(['credit', email, '40', '--key', key])).code).toBe(0)
    expect(await available(token, 'legal')).toBe('40.00')
  })

  it('goes once more with the same key when the answer is lost, and credits once', async () => {
    const { email, token } = await registerEmail(server)
    let calls = 0
    const lossy: typeof fetch = async (input, init) => {
      calls++
      const res = await fetch(input, init)
      if (calls === 1) throw new TypeError('socket hang up') // the credit happened; its answer did not arrive
      return res
    }
    const err: string[] = []
    const code = await runOps(['credit', email, '7'], {
      env: { OPS_TOKEN, OPS_URL: server.url },
      out: () => undefined,
      err: (line) => err.push(line),
      fetch: lossy,
    })
    expect([code, calls]).toEqual([0, 2])
    expect(err.join()).toMatch(/same key/)
    expect(await available(token, 'legal')).toBe('7.00')
  })

  it('says what is wrong: usage, a missing or wrong token, a refusal', async () => {
    expect((await run(['credit', 'a@example.com'])).code).toBe(2)
    expect((await run(['transfer'])).err).toMatch(/unknown command transfer/)
    expect((await run(['credit', 'a@example.com', '5'], { OPS_TOKEN: '' })).code).toBe(2)
    const wrong = await run(['credit', 'a@example.com', '5'], { OPS_TOKEN: 'wrong' })
    expect(wrong).toMatchObject({ code: 1, err: expect.stringMatching(/HTTP 401/) })
    const refused = await run(['credit', 'nobody@example.com', '5'])
    expect(refused).toMatchObject({ code: 1, err: expect.stringMatching(/refused/) })
  })
})
