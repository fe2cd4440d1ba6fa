// Withdrawals (POST /wallet/out, GET /user/withdraw/list) and the operator's side of them
// (/ops/queue?kind=withdraw, /ops/withdraw/decide, /ops/withdraw-lock/lift, `npm run ops`): every
// refusal in WIRE.md's order with its own words, number + fee frozen once per request and key,
// paid out or returned exactly once, a code used up only by an accepted request, the 24 h locks
// and their lift, and nobody seeing another user's withdrawals.
import type { PayloadOf } from '@wire/catalogue'
import { contextOf } from '../../../server/src/app'
import { hashPassword } from '../../../server/src/crypto/password'
import { sha256 } from '../../../server/src/crypto/tokens'
import { dec } from '../../../server/src/money/decimal'
import { readParts } from '../../../server/src/money/ledger'
import { runOps } from '../../../server/src/ops/cli'
import {
  DEMO_WITHDRAW_HOLD_MS as DEMO_HOLD_MS,
  WITHDRAW_HOLD_MS,
} from '../../../server/src/wallet/holds'
import { openWithdrawal } from '../../../server/src/withdraw/request'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshIp,
  okMessage,
  request,
  startServer,
  typesWithoutSession,
  type CallResult,
  type TestServer,
} from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser, submit, USDT } from './microtradeHelpers'

type Withdrawal = PayloadOf<'walletOut'>
type Page = PayloadOf<'withdrawList'>
type Info = PayloadOf<'walletInfo'>

const OPS_TOKEN = 'ops-secret-for-withdraw-tests'
const PAY = 'Pay12345'
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const TRON_2 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7'
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const BTC = 1
const MINUTE = 60_000

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

interface User {
  id: number
  token: string
  key: string
}

async function plainUser(): Promise<User> {
  const user = await makeUser(server.db, server.clock)
  const [row] = await server.db.query<{ account_key: string }>(
    'SELECT account_key FROM users WHERE id = $1',
    [user.id],
  )
  return { ...user, key: row.account_key }
}

const certify = (user: User) =>
  server.db.query('UPDATE users SET review_status = 2 WHERE id = $1', [user.id])

async function setPayPassword(user: User) {
  const hash = await hashPassword(PAY, 1024)
  await server.db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [user.id, hash])
}

async function addAddress(user: User, currency: string, type: string, address: string) {
  const saved = await call<{ id: number }>(server, 'POST', '/api/user/wallet/save', {
    token: user.token,
    body: { currency, type, address, name: '' },
  })
  return okMessage(saved).id
}

/** Certified, withdraw password set, `amount` USDT in the asset account, a TRC20 address past its lock. */
async function readyUser(amount = '1000'): Promise<User & { addressId: number }> {
  const user = await plainUser()
  await certify(user)
  await setPayPassword(user)
  await fund(server.db, server.clock, user.id, amount, USDT, 'legal')
  const addressId = await addAddress(user, '3', 'TRC20', TRON)
  server.clock.advance(WITHDRAW_HOLD_MS)
  return { ...user, addressId }
}

/** A withdraw-scene code from /sms_mail, read back from the sender (a minute after the last). */
async function withdrawCode(user: User): Promise<string> {
  server.clock.advance(MINUTE + 1000)
  okMessage(
    await call(server, 'POST', '/api/sms_mail', {
      token: user.token,
      body: { user_string: 'someone.else@example.com', scene: 'withdraw' },
      ip: freshIp(),
    }),
  )
  const sent = server.sender.latest(user.key, 'withdraw')
  if (!sent) throw new Error('no withdraw code sent to the account')
  return sent.code
}

function out(
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

const refusal = async (answer: Promise<CallResult<unknown>>) => failure(await answer).message

const legal = (user: User, currencyId = USDT) =>
  readParts(server.db, { userId: user.id, currencyId, wallet: 'legal' })

const ops = (path: string, body: Record<string, string>) =>
  request<unknown>(server, `/ops${path}`, {
    method: 'POST',
    headers: { 'x-ops-token': OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const decide = (id: number, approve: boolean, reason = '') =>
  ops('/withdraw/decide', { id: String(id), approve: approve ? '1' : '0', reason })

const list = async (user: User, query: Record<string, string> = {}) =>
  okMessage(
    await call<Page>(server, 'GET', '/api/user/withdraw/list', { token: user.token, body: query }),
  )

const cli = async (args: string[]) => {
  const err: string[] = []
  const lines: string[] = []
  const code = await runOps(args, {
    env: { OPS_TOKEN, OPS_URL: server.url },
    out: (line) => lines.push(line),
    err: (line) => err.push(line),
  })
  return { code, out: lines.join('\n'), err: err.join('\n') }
}

const records = (withdrawalId: number) =>
  server.db.query<{ type: string; part: string; change: string }>(
    `SELECT type, part, change FROM account_records
      WHERE ref_type = 'withdrawal' AND ref_id = $1 ORDER BY id`,
    [withdrawalId],
  )

const lockTime = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`

describe('POST /wallet/out', () => {
  it('needs a session', async () => {
    const calls = [
      ['POST', '/api/wallet/out'],
      ['GET', '/api/user/withdraw/list'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999'])
  })

  // Each step breaks every rule after the one it is about, so each answer shows that the earlier
  // rule is told first: a request failing two rules gets the first one's text.
  it('refuses in the pinned order, each rule with its own text, and keeps the code', async () => {
    const user = await plainUser()
    await fund(server.db, server.clock, user.id, '50', USDT, 'legal')
    await fund(server.db, server.clock, user.id, '20', USDT, 'micro')
    const all = { number: '5', pay_password: 'wrong-one', code: '000000' }

    const uncertified = failure(await out(user, all))
    expect(uncertified).toMatchObject({
      type: '998',
      message: 'Not certified, please complete certification first',
    })

    await certify(user)
    const notBound = 'Wallet address not bound, please bind first'
    expect(await refusal(out(user, all))).toBe(notBound)
    // an entry of another coin or network, or another user's entry, is no bound address either
    const ethId = await addAddress(user, '2', 'ERC20', ETH)
    expect(await refusal(out(user, { ...all, address_id: String(ethId) }))).toBe(notBound)
    const other = await readyUser()
    expect(await refusal(out(user, { ...all, address_id: String(other.addressId) }))).toBe(notBound)

    const addressId = String(await addAddress(user, '3', 'TRC20', TRON))
    const changedAt = server.clock.now()
    await server.db.query('UPDATE users SET security_changed_at = $2 WHERE id = $1', [
      user.id,
      changedAt,
    ])
    const ask = { ...all, address_id: addressId }
    expect(await refusal(out(user, ask))).toBe('Please set the withdrawal password')

    await setPayPassword(user)
    const order = await submit(server, user.token, { number: '10' })
    expect(await refusal(out(user, ask))).toBe(
      'You have seconds trades still open. Please withdraw once they are settled.',
    )
    server.clock.advance(31_000)
    expect(await contextOf(server.app).settler.runOnce()).toBeGreaterThanOrEqual(1)
    expect(
      (await server.db.query('SELECT status FROM micro_orders WHERE id = $1', [order.id]))[0],
    ).toEqual({ status: 3 })

    expect(await refusal(out(user, { ...ask, number: '' }))).toBe(
      'Please enter the withdraw amount',
    )
    expect(await refusal(out(user, { ...ask, number: '1.234' }))).toBe(
      'Please enter a correct amount',
    )
    expect(await refusal(out(user, ask))).toBe('The minimum withdrawal is 10 USDT')
    expect(await refusal(out(user, { ...ask, number: '100001' }))).toBe(
      'The maximum for one withdrawal is 100000 USDT',
    )
    // 49.5 arrives, 50.5 is needed with the fee: the fee is on top of the amount
    expect(await refusal(out(user, { ...ask, number: '49.5' }))).toBe(
      'Insufficient balance: 50.5 USDT is needed, including the fee of 1',
    )

    await fund(server.db, server.clock, user.id, '1000', USDT, 'legal')
    const amountOk = { ...ask, number: '100' }
    expect(await refusal(out(user, { ...amountOk, pay_password: '' }))).toBe(
      'Please enter the withdraw password',
    )
    expect(await refusal(out(user, amountOk))).toBe('Incorrect withdraw password')

    const passwordOk = { ...amountOk, pay_password: PAY }
    expect(await refusal(out(user, { ...passwordOk, code: '' }))).toBe(
      'Please enter the 6-digit verification code',
    )
    expect(await refusal(out(user, passwordOk))).toBe(
      'The verification code has expired. Please request a new one.',
    )
    const code = await withdrawCode(user)
    const wrong = code === '000000' ? '000001' : '000000'
    expect(await refusal(out(user, { ...passwordOk, code: wrong }))).toBe(
      'Incorrect verification code',
    )

    // the locks come last: the security change and the new address both hold it back
    const allOk = { ...passwordOk, code }
    expect(await refusal(out(user, allOk))).toBe(
      'For your safety, withdrawals are paused after a security change. They open again at ' +
        `${lockTime(changedAt.getTime() + WITHDRAW_HOLD_MS)}.`,
    )
    expect(await legal(user)).toEqual({ available: dec('1050'), frozen: dec('0') })

    // the operator lifts the locks; the code every refusal above was given is still good
    expect(await cli(['withdraw-lock-lift', user.key])).toMatchObject({ code: 0 })
    const accepted = okMessage(await out(user, allOk))
    expect(accepted).toMatchObject({
      number: '101.00',
      amount: '100.00',
      fee: '1.00',
      address: TRON,
      status: 1,
      remark: '',
      currency: 3,
      currency_name: 'USDT',
      type: 'TRC20',
    })
    expect(await legal(user)).toEqual({ available: dec('949'), frozen: dec('101') })
    expect(await records(accepted.id)).toEqual([
      { type: 'withdraw_freeze', part: 'available', change: '-101' },
      { type: 'withdraw_freeze', part: 'frozen', change: '101' },
    ])
    // and now it is used up
    expect(await refusal(out(user, allOk))).toBe(
      'The verification code has expired. Please request a new one.',
    )
  })

  it('refuses a frozen account before anything else', async () => {
    const user = await readyUser()
    const frozen = await ops('/freeze', { account: user.key, frozen: '1' })
    expect(frozen.body.type).toBe('ok')
    expect(await refusal(out(user, { address_id: String(user.addressId) }))).toBe(
      'This account is frozen. Please contact customer service.',
    )
    await ops('/freeze', { account: user.key, frozen: '0' })
  })

  it('stops trying withdraw passwords after 5 wrong ones in an hour', async () => {
    const user = await readyUser()
    const ask = { address_id: String(user.addressId), code: '' }
    for (let i = 0; i < 5; i++) {
      expect(await refusal(out(user, { ...ask, pay_password: `nope${i}` }))).toBe(
        'Incorrect withdraw password',
      )
    }
    // now even the right password is not tried
    expect(await refusal(out(user, ask))).toMatch(
      /^Too many wrong withdraw passwords\. Please try again in \d+ minutes or contact customer service\.$/,
    )
    server.clock.advance(60 * MINUTE)
    // past the window the password is checked again and the next rule speaks
    expect(await refusal(out(user, ask))).toBe('Please enter the 6-digit verification code')
  })

  it('answers a replay under the same Idempotency-Key without freezing again', async () => {
    const user = await readyUser('500')
    const body = { address_id: String(user.addressId), code: await withdrawCode(user) }
    const [first, second] = await Promise.all([out(user, body, 'w-1'), out(user, body, 'w-1')])
    expect(okMessage(second)).toEqual(okMessage(first))
    const third = okMessage(await out(user, body, 'w-1'))
    expect(third).toEqual(okMessage(first))
    expect((await list(user)).total).toBe(1)
    expect(await legal(user)).toEqual({ available: dec('399'), frozen: dec('101') })
    // the key stands for that request only
    expect(await refusal(out(user, { ...body, number: '50' }, 'w-1'))).toBe(
      'This Idempotency-Key was already used for a different request',
    )
  })

  it('uses one code for one withdrawal, however many requests carry it at once', async () => {
    const user = await readyUser('1000')
    const body = {
      address_id: String(user.addressId),
      number: '10',
      code: await withdrawCode(user),
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => out(user, body, `same-code-${i}`)),
    )
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(1)
    expect(await legal(user)).toEqual({ available: dec('989'), frozen: dec('11') })
  })

  it('never overdraws: 50 withdrawals at once against one balance', async () => {
    const user = await readyUser('1000')
    // 50 checked requests, each with its own live code (the checks run before the transaction;
    // this is the part that races for the balance)
    const codeIds: number[] = []
    for (let i = 0; i < 50; i++) {
      const [row] = await server.db.query<{ id: number }>(
        `INSERT INTO verification_codes (account_key, scene, code_hash, expires_at, created_at)
         VALUES ($1, 'withdraw', $2, $3, $4) RETURNING id`,
        [
          user.key,
          sha256(`race ${i}`),
          new Date(server.clock.now().getTime() + MINUTE),
          server.clock.now(),
        ],
      )
      codeIds.push(row.id)
    }
    const checked = {
      currencyId: USDT,
      code: 'USDT',
      network: 'TRC20',
      address: { id: user.addressId, address: TRON },
      number: dec('100'),
      fee: dec('1'),
    }
    const outcomes = await Promise.allSettled(
      codeIds.map((codeId) =>
        server.db.tx((q) => openWithdrawal(q, server.clock, user.id, { ...checked, codeId })),
      ),
    )
    const accepted = outcomes.filter((o) => o.status === 'fulfilled')
    expect(accepted).toHaveLength(9)
    for (const o of outcomes) {
      if (o.status === 'rejected') expect((o.reason as Error).message).toBe('withdraw_insufficient')
    }
    const parts = await legal(user)
    expect(parts).toEqual({ available: dec('91'), frozen: dec('909') })
    const [{ pending }] = await server.db.query<{ pending: string }>(
      'SELECT sum(number + fee) AS pending FROM withdrawals WHERE user_id = $1 AND status = 1',
      [user.id],
    )
    expect(dec(pending).equals(parts.frozen)).toBe(true)
    const [{ negative }] = await server.db.query<{ negative: number }>(
      'SELECT count(*)::int AS negative FROM balances WHERE balance < 0 OR frozen < 0',
    )
    expect(negative).toBe(0)
    expect(await ledgerMismatches(server.db)).toEqual([])
    expect(await brokenChains(server.db)).toEqual([])
  })
})

describe('the 24 h locks', () => {
  it('hold a new address back for a day, shown by get_info, and lift for the account', async () => {
    const user = await readyUser()
    const fresh = await addAddress(user, '3', 'TRC20', TRON_2)
    const addedAt = server.clock.now().getTime()
    const info = async (addressId?: number) =>
      okMessage(
        await call<Info>(server, 'POST', '/api/wallet/get_info', {
          token: user.token,
          body: { currency: 'USDT', type: 'TRC20', address_id: addressId ? String(addressId) : '' },
        }),
      ).withdraw_unlock_at
    expect(await info()).toBe(0)
    expect(await info(user.addressId)).toBe(0)
    expect(await info(fresh)).toBe(addedAt + WITHDRAW_HOLD_MS)

    const code = await withdrawCode(user)
    expect(await refusal(out(user, { address_id: String(fresh), code }))).toBe(
      'For your safety, withdrawals to a newly added address open at ' +
        `${lockTime(addedAt + WITHDRAW_HOLD_MS)}.`,
    )
    // the older address is not held back by the new one
    okMessage(await out(user, { address_id: String(user.addressId), code }))

    // after a day the new address opens by itself
    server.clock.advance(WITHDRAW_HOLD_MS)
    expect(await info(fresh)).toBe(0)
    okMessage(await out(user, { address_id: String(fresh), code: await withdrawCode(user) }))

    // the lift ends the locks that started before it, not later ones
    const later = await addAddress(user, '2', 'ERC20', ETH)
    await server.db.query('UPDATE users SET security_changed_at = $2 WHERE id = $1', [
      user.id,
      server.clock.now(),
    ])
    expect(await info()).toBeGreaterThan(0)
    const lifted = await ops('/withdraw-lock/lift', { account: user.key })
    expect(lifted.body).toMatchObject({ type: 'ok', message: { account: user.key } })
    expect(await info()).toBe(0)
    expect(await info(later)).toBe(0)
    server.clock.advance(1000)
    const newer = await addAddress(user, '1', 'BTC', BTC_ADDRESS)
    expect(await info(newer)).toBe(server.clock.now().getTime() + WITHDRAW_HOLD_MS)

    const [audited] = await server.db.query<{ target: string }>(
      `SELECT target FROM ops_audit WHERE action = 'withdraw_lock_lift' ORDER BY id DESC LIMIT 1`,
    )
    expect(audited.target).toBe(user.key)
  })
})

describe('the operator', () => {
  async function pendingWithdrawal(amount = '1000', body: Record<string, string> = {}) {
    const user = await readyUser(amount)
    const w = okMessage(
      await out(user, {
        address_id: String(user.addressId),
        code: await withdrawCode(user),
        ...body,
      }),
    )
    return { user, w }
  }

  it('sees pending withdrawals in the queue, oldest first, and not decided ones', async () => {
    const { user, w } = await pendingWithdrawal()
    const queue = async () =>
      okMessage(
        await request<PayloadOf<'opsQueue'>>(server, '/ops/queue?kind=withdraw', {
          headers: { 'x-ops-token': OPS_TOKEN },
        }),
      )
    const rows = await queue()
    expect(rows.find((r) => r.id === w.id)).toEqual({
      id: w.id,
      kind: 'withdraw',
      account: user.key,
      currency: 'USDT',
      amount: '100.00',
      type: 'TRC20',
      fee: '1.00',
      address: TRON,
      created_at: w.create_time,
    })
    const ids = rows.map((r) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect((await decide(w.id, true)).body.type).toBe('ok')
    const after = await queue()
    expect(after.map((r) => r.id)).not.toContain(w.id)
  })

  it('pays out once when two operators approve at the same time', async () => {
    const { user, w } = await pendingWithdrawal()
    const answers = await Promise.all([decide(w.id, true), decide(w.id, true)])
    expect(answers.map((a) => a.body.type).sort()).toEqual(['error', 'ok'])
    const refused = answers.find((a) => a.body.type === 'error')
    expect(refused?.body.message).toBe('This withdrawal is not waiting for review')
    expect(await legal(user)).toEqual({ available: dec('899'), frozen: dec('0') })
    expect(await records(w.id)).toEqual([
      { type: 'withdraw_freeze', part: 'available', change: '-101' },
      { type: 'withdraw_freeze', part: 'frozen', change: '101' },
      { type: 'withdraw_paid', part: 'frozen', change: '-100' },
      { type: 'withdraw_fee', part: 'frozen', change: '-1' },
    ])
    // and a decided withdrawal cannot be rejected afterwards
    expect((await decide(w.id, false, 'too late')).body).toMatchObject({ type: 'error' })
    expect((await list(user)).data[0]).toMatchObject({ id: w.id, status: 2 })
    expect(await ledgerMismatches(server.db)).toEqual([])
  })

  it('returns every frozen unit on rejection, with the reason shown to the user', async () => {
    const user = await readyUser()
    await fund(server.db, server.clock, user.id, '1', BTC, 'legal')
    const btcId = await addAddress(user, '1', 'BTC', BTC_ADDRESS)
    server.clock.advance(WITHDRAW_HOLD_MS)
    const w = okMessage(
      await out(user, {
        currency: 'BTC',
        type: 'BTC',
        number: '0.12345678',
        address_id: String(btcId),
        code: await withdrawCode(user),
      }),
    )
    expect(w).toMatchObject({ amount: '0.12345678', fee: '0.0002', number: '0.12365678' })
    expect(await legal(user, BTC)).toEqual({
      available: dec('0.87634322'),
      frozen: dec('0.12365678'),
    })

    expect((await decide(w.id, false)).body).toMatchObject({
      type: 'error',
      message: 'Please give the reason for the rejection',
    })
    const rejected = await cli([
      'withdraw-reject',
      String(w.id),
      '--reason',
      'Address under review',
    ])
    expect(rejected.code).toBe(0)
    expect(await legal(user, BTC)).toEqual({ available: dec('1'), frozen: dec('0') })
    expect((await records(w.id)).slice(2)).toEqual([
      { type: 'withdraw_unfreeze', part: 'frozen', change: '-0.12365678' },
      { type: 'withdraw_unfreeze', part: 'available', change: '0.12365678' },
    ])
    expect((await list(user)).data[0]).toMatchObject({
      id: w.id,
      status: 3,
      remark: 'Address under review',
    })
    const [audited] = await server.db.query<{ action: string }>(
      `SELECT action FROM ops_audit WHERE detail->>'withdrawal_id' = $1`,
      [String(w.id)],
    )
    expect(audited.action).toBe('withdraw_reject')
  })

  it('approves and rejects from the command line, and says what it needs', async () => {
    const { user, w } = await pendingWithdrawal()
    expect(await cli(['withdraw-approve', String(w.id)])).toMatchObject({ code: 0 })
    expect((await list(user)).data[0].status).toBe(2)
    expect(await cli(['withdraw-reject', String(w.id)])).toMatchObject({ code: 2 })
    expect(await cli(['withdraw-approve', 'abc'])).toMatchObject({ code: 2 })
    expect(await cli(['withdraw-approve', String(w.id)])).toMatchObject({
      code: 1,
      err: expect.stringContaining('This withdrawal is not waiting for review'),
    })
  })

  it('needs the operator token', async () => {
    const answer = await request(server, '/ops/withdraw/decide', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: '1', approve: '1' }),
    })
    expect(answer.status).toBe(401)
  })
})

describe('GET /user/withdraw/list', () => {
  it("pages the user's own withdrawals, newest first, 10 by default; nobody else's", async () => {
    const user = await readyUser('5000')
    const first = okMessage(
      await out(user, { address_id: String(user.addressId), code: await withdrawCode(user) }),
    )
    const second = okMessage(
      await out(user, {
        address_id: String(user.addressId),
        number: '20',
        code: await withdrawCode(user),
      }),
    )
    expect(await list(user)).toEqual({ data: [second, first], page: 1, pages: 1, total: 2 })
    expect(await list(user, { page: '2', limit: '1' })).toEqual({
      data: [first],
      page: 2,
      pages: 2,
      total: 2,
    })
    // ten more: the default page holds ten of the twelve
    for (let i = 0; i < 10; i++) {
      await server.db.query(
        `INSERT INTO withdrawals (user_id, currency_id, network, address, address_id, number, fee,
                                  created_at)
         VALUES ($1, 3, 'TRC20', $2, $3, 10, 1, $4)`,
        [user.id, TRON, user.addressId, server.clock.now()],
      )
    }
    const page = await list(user)
    expect([page.data.length, page.pages, page.total]).toEqual([10, 2, 12])

    const stranger = await readyUser()
    expect(await list(stranger)).toEqual({ data: [], page: 1, pages: 0, total: 0 })
  })
})

describe('on a demo server', () => {
  it('holds for a minute instead of a day, and never decides by itself', async () => {
    const demo = await startServer({ demo: { approveAfterMs: 1000 } })
    try {
      const user = await makeUser(demo.db, demo.clock)
      const [row] = await demo.db.query<{ account_key: string }>(
        'SELECT account_key FROM users WHERE id = $1',
        [user.id],
      )
      const hash = await hashPassword(PAY, 1024)
      await demo.db.query(
        'UPDATE users SET review_status = 2, pay_password_hash = $2 WHERE id = $1',
        [user.id, hash],
      )
      await fund(demo.db, demo.clock, user.id, '500', USDT, 'legal')
      const saved = await call<{ id: number }>(demo, 'POST', '/api/user/wallet/save', {
        token: user.token,
        body: { currency: '3', type: 'TRC20', address: TRON, name: '' },
      })
      const addressId = String(okMessage(saved).id)
      const info = await call<Info>(demo, 'POST', '/api/wallet/get_info', {
        token: user.token,
        body: { currency: 'USDT', address_id: addressId },
      })
      expect(okMessage(info).withdraw_unlock_at).toBe(demo.clock.now().getTime() + DEMO_HOLD_MS)

      demo.clock.advance(DEMO_HOLD_MS)
      okMessage(
        await call(demo, 'POST', '/api/sms_mail', {
          token: user.token,
          body: { scene: 'withdraw', user_string: row.account_key },
          ip: freshIp(),
        }),
      )
      const code = demo.sender.latest(row.account_key, 'withdraw')?.code ?? ''
      const asked = await call<Withdrawal>(demo, 'POST', '/api/wallet/out', {
        token: user.token,
        body: {
          currency: 'USDT',
          type: 'TRC20',
          number: '100',
          address_id: addressId,
          pay_password: PAY,
          code,
        },
      })
      const w = okMessage(asked)
      demo.clock.advance(24 * 60 * MINUTE)
      await contextOf(demo.app).settler.runOnce()
      const page = okMessage(
        await call<Page>(demo, 'GET', '/api/user/withdraw/list', { token: user.token }),
      )
      expect(page.data.map((d) => [d.id, d.status])).toEqual([[w.id, 1]])
    } finally {
      await demo.close()
    }
  })
})
