// Deposits (issue 12 items 4, 8, 9): a request with its voucher is pending and credits nothing;
// the operator (API or CLI) or the demo approver approves it once, crediting the asset account
// with the amount and any bonus as its own record, or rejects it with a reason. Records and
// detail show only the user's own requests.
import type { PayloadOf } from '@wire/catalogue'
import type { OpsMoneyQueueRow } from '@wire/catalogue/money'
import { DemoApprover } from '../../../server/src/certification/demoApprover'
import { approveDueRecharges } from '../../../server/src/deposit/review'
import { systemClock } from '../../../server/src/clock'
import { runOps } from '../../../server/src/ops/cli'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  startServer,
  typesWithoutSession,
  type CallResult,
  type TestServer,
} from './helpers'
import { brokenChains, ledgerMismatches, makeUser } from './microtradeHelpers'
import { accountOf, OPS_TOKEN, uploadImage } from './certificationHelpers'

type Recharge = PayloadOf<'rechargeLog'>['data'][number]
type Page = PayloadOf<'rechargeLog'>
type Decision = PayloadOf<'opsRechargeDecide'>

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

let server: TestServer
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

function ops<T>(method: 'GET' | 'POST', path: string, body: Record<string, string>) {
  return call<T>(server, method, path, { body, headers: { 'x-ops-token': OPS_TOKEN } })
}

interface User {
  id: number
  token: string
  account: string
  voucher: string
}

async function newUser(): Promise<User> {
  const user = await makeUser(server.db, server.clock)
  return {
    ...user,
    account: await accountOf(server, user.id),
    voucher: await uploadImage(server, user.token),
  }
}

const charge = (user: User, body: Record<string, string>, key?: string) =>
  call<Recharge>(server, 'POST', '/api/wallet/charge_req', {
    token: user.token,
    body: { currency: 'USDT', type: '1', sub_type: 'TRC20', account: user.voucher, ...body },
    headers: key ? { 'idempotency-key': key } : {},
  })

const request = async (user: User, amount = '100', body: Record<string, string> = {}) =>
  okMessage(await charge(user, { amount, ...body }))

const log = async (user: User, body: Record<string, string> = {}) =>
  okMessage(await call<Page>(server, 'GET', '/api/recharge/log', { token: user.token, body }))

const detail = (user: User, id: number) =>
  call<Recharge>(server, 'GET', '/api/recharge/detail', {
    token: user.token,
    body: { id: String(id) },
  })

const decide = (id: number, body: Record<string, string> = {}) =>
  ops<Decision>('POST', '/ops/recharge/decide', { id: String(id), approve: '1', ...body })

const refusal = (result: CallResult<unknown>) => failure(result).message

async function legal(userId: number, currencyId = 3) {
  const [row] = await server.db.query<{ balance: string; frozen: string }>(
    `SELECT balance::text, frozen::text FROM balances
      WHERE user_id = $1 AND currency_id = $2 AND wallet = 'legal'`,
    [userId, currencyId],
  )
  return row ? { available: Number(row.balance), frozen: Number(row.frozen) } : undefined
}

async function records(userId: number) {
  return server.db.query<{ type: string; change: string; wallet: string; ref_id: number }>(
    `SELECT type, change::text, wallet, ref_id FROM account_records WHERE user_id = $1
      ORDER BY id`,
    [userId],
  )
}

async function rechargeRows(userId: number): Promise<number> {
  const [{ n }] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM recharges WHERE user_id = $1',
    [userId],
  )
  return n
}

const cli = (args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  return runOps(args, {
    env: { OPS_TOKEN, OPS_URL: server.url },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  }).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }))
}

const bankDeposits = (enabled: boolean) =>
  server.db.query(
    "UPDATE networks SET deposit_enabled = $1 WHERE currency_id = 6 AND network = 'BANK'",
    [enabled],
  )

describe('POST /wallet/charge_req', () => {
  it('needs a session', async () => {
    const calls = [
      ['POST', '/api/wallet/charge_req'],
      ['GET', '/api/recharge/log'],
      ['GET', '/api/recharge/detail'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999', '999'])
  })

  it('records a pending request that credits nothing', async () => {
    const user = await newUser()
    const made = await request(user, '150.25', { address: TRON })
    expect(made).toMatchObject({
      amount: '150.25',
      currency: 3,
      currency_name: 'USDT',
      type: 1,
      sub_type: 'TRC20',
      deposit_address: TRON,
      address: TRON,
      voucher: user.voucher,
      status: 1,
      give: '0.00',
      remark: null,
      demo: false,
      decided_at: null,
    })
    expect(await legal(user.id)).toBeUndefined()
    expect(await records(user.id)).toEqual([])
    expect(okMessage(await detail(user, made.id))).toEqual(made)
  })

  it('refuses, in the words of each rule, and writes nothing', async () => {
    const user = await newUser()
    const other = await newUser()
    const cases: [Record<string, string>, string][] = [
      [{ currency: 'DOGE', amount: '100' }, 'Currency not found'],
      [{ currency: '6', amount: '100' }, 'Currency not found'],
      [{ type: '4', amount: '100' }, 'Please choose a deposit method'],
      [
        { sub_type: 'ERC20', amount: '100' },
        'This network is not available for this coin right now. Choose another network.',
      ],
      [
        { sub_type: 'BTC', amount: '100' },
        'This network is not available for this coin right now. Choose another network.',
      ],
      [{ amount: '' }, 'Please enter the deposit amount'],
      [{ amount: '1.234' }, 'Please enter a correct amount'],
      [{ amount: '0' }, 'Please enter a correct amount'],
      [{ amount: 'abc' }, 'Please enter a correct amount'],
      [{ amount: '9.99' }, 'The minimum deposit is 10 USDT'],
      [{ currency: 'BTC', sub_type: 'BTC', amount: '0.0001' }, 'The minimum deposit is 0.0005 BTC'],
      [
        { currency: 'BTC', sub_type: 'BTC', amount: '0.000600001' },
        'Please enter a correct amount',
      ],
      [{ amount: '100', address: 'TNotAnAddress' }, 'Please enter a valid wallet address'],
      [{ amount: '100', account: '' }, 'Please upload the payment voucher'],
      [
        { amount: '100', account: 'x.png' },
        'This photo could not be found. Please upload it again.',
      ],
      // another user's upload is as missing as one never made
      [
        { amount: '100', account: other.voucher },
        'This photo could not be found. Please upload it again.',
      ],
    ]
    const answers = []
    for (const [body] of cases) answers.push(refusal(await charge(user, body)))
    expect(answers).toEqual(cases.map(([, text]) => text))
    expect(await rechargeRows(user.id)).toBe(0)

    // in the user's language
    const zh = await charge(user, { amount: '', lang: 'zh' })
    expect(refusal(zh)).toBe('请输入充值金额')
  })

  it('takes a coin with more places (BTC 8) and the off-chain methods', async () => {
    const user = await newUser()
    const btc = await request(user, '0.00060001', { currency: 'BTC', sub_type: 'BTC' })
    expect(btc).toMatchObject({ amount: '0.00060001', currency_name: 'BTC', sub_type: 'BTC' })
    const card = await request(user, '20', { type: '2', sub_type: '' })
    expect(card).toMatchObject({ type: 2, sub_type: 'BANK', deposit_address: '' })
    const third = await request(user, '20', { type: '3' })
    expect(third).toMatchObject({ type: 3, sub_type: 'BANK' })
  })

  it('refuses a network the operator closed, and the off-chain methods with bank transfer', async () => {
    const user = await newUser()
    const closed = 'This network is not available for this coin right now. Choose another network.'
    try {
      okMessage(
        await ops('POST', '/ops/network', {
          currency: 'USDT',
          type: 'TRC20',
          deposit_enabled: '0',
        }),
      )
      // bank transfer's row is not the operator API's (it takes asset coins only)
      await bankDeposits(false)
      expect(refusal(await charge(user, { amount: '100' }))).toBe(closed)
      expect(refusal(await charge(user, { amount: '100', type: '2' }))).toBe(closed)
    } finally {
      okMessage(
        await ops('POST', '/ops/network', {
          currency: 'USDT',
          type: 'TRC20',
          deposit_enabled: '1',
        }),
      )
      await bankDeposits(true)
    }
    await request(user)
  })

  it('refuses a frozen account', async () => {
    const user = await newUser()
    okMessage(await ops('POST', '/ops/freeze', { account: user.account, frozen: '1' }))
    expect(refusal(await charge(user, { amount: '100' }))).toBe(
      'This account is frozen. Please contact customer service.',
    )
    expect(await rechargeRows(user.id)).toBe(0)
    okMessage(await ops('POST', '/ops/freeze', { account: user.account, frozen: '0' }))
    await request(user)
  })

  it('makes one request per Idempotency-Key', async () => {
    const user = await newUser()
    const [a, b] = await Promise.all([
      charge(user, { amount: '100' }, 'deposit-key-1'),
      charge(user, { amount: '100' }, 'deposit-key-1'),
    ])
    expect(okMessage(b).id).toBe(okMessage(a).id)
    expect(okMessage(await charge(user, { amount: '100' }, 'deposit-key-1')).id).toBe(
      okMessage(a).id,
    )
    expect(await rechargeRows(user.id)).toBe(1)
  })
})

describe('GET /recharge/log and /recharge/detail', () => {
  it('pages by 10, newest first, and shows only the user’s own requests', async () => {
    const user = await newUser()
    const other = await newUser()
    const made: number[] = []
    for (let i = 0; i < 12; i++) made.push((await request(user, String(10 + i))).id)
    const theirs = await request(other, '500')

    const first = await log(user)
    expect(first).toMatchObject({ page: 1, pages: 2, total: 12 })
    expect(first.data.map((r) => r.id)).toEqual(made.slice(2).reverse())
    const second = await log(user, { page: '2' })
    expect(second.data.map((r) => r.id)).toEqual(made.slice(0, 2).reverse())
    expect((await log(user, { limit: '5' })).pages).toBe(3)

    expect((await log(other)).data.map((r) => r.id)).toEqual([theirs.id])
    expect(refusal(await detail(user, theirs.id))).toBe('Deposit not found')
    expect(refusal(await detail(user, 0))).toBe('Deposit not found')
  })
})

describe('the operator', () => {
  it('lists pending requests in the recharge queue, oldest first', async () => {
    const user = await newUser()
    const made = await request(user, '75.5', { address: TRON })
    const rows = okMessage(await ops<OpsMoneyQueueRow[]>('GET', '/ops/queue', { kind: 'recharge' }))
    expect(rows.find((r) => r.id === made.id)).toEqual({
      id: made.id,
      kind: 'recharge',
      account: user.account,
      currency: 'USDT',
      amount: '75.50',
      type: 'TRC20',
      address: TRON,
      voucher: user.voucher,
      created_at: made.created_at,
    })
    const times = rows.map((r) => r.created_at)
    expect([...times].sort()).toEqual(times)
    okMessage(await decide(made.id, { approve: '0', reason: 'No such transfer' }))
    const after = okMessage(
      await ops<OpsMoneyQueueRow[]>('GET', '/ops/queue', { kind: 'recharge' }),
    )
    expect(after.some((r) => r.id === made.id)).toBe(false)
  })

  it('approves: credits the asset account once, the bonus as its own record', async () => {
    const user = await newUser()
    const made = await request(user, '100')
    const decided = okMessage(await decide(made.id, { bonus: '5' }))
    expect(decided).toEqual({
      id: made.id,
      account: user.account,
      status: 2,
      amount: '100.00',
      give: '5.00',
      currency_name: 'USDT',
      remark: null,
    })
    expect(await legal(user.id)).toEqual({ available: 105, frozen: 0 })
    expect(await records(user.id)).toEqual([
      { type: 'deposit', change: '100', wallet: 'legal', ref_id: made.id },
      { type: 'deposit_bonus', change: '5', wallet: 'legal', ref_id: made.id },
    ])
    expect(okMessage(await detail(user, made.id))).toMatchObject({
      status: 2,
      give: '5.00',
      demo: false,
    })
    expect(refusal(await decide(made.id))).toBe('This deposit has already been decided')
    expect(refusal(await decide(999999))).toBe('Deposit not found')
    // what approved deposits add up to: the amount, not the operator's bonus; pending ones not yet
    await request(user, '40')
    const total = await call<PayloadOf<'chargeTotal'>>(server, 'GET', '/api/user/charge/total', {
      token: user.token,
    })
    expect(okMessage(total)).toEqual({
      usdt_total: '100.00',
      list: [{ currency: 3, currency_name: 'USDT', total: '100.00' }],
    })
    const [audited] = await server.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM ops_audit WHERE action = 'recharge_approve' AND target = $1`,
      [user.account],
    )
    expect(audited.detail).toMatchObject({ recharge_id: made.id, amount: '100.00', bonus: '5.00' })
  })

  it('refuses a bonus finer than the coin counts, and credits nothing then', async () => {
    const user = await newUser()
    const made = await request(user, '100')
    expect(refusal(await decide(made.id, { bonus: '0.001' }))).toBe('Please enter a correct amount')
    expect(okMessage(await detail(user, made.id)).status).toBe(1)
    expect(await records(user.id)).toEqual([])
  })

  it('credits once when two decide the same request at once', async () => {
    const user = await newUser()
    const made = await request(user, '100')
    const answers = await Promise.all([decide(made.id), decide(made.id, { bonus: '1' })])
    const oks = answers.filter((a) => a.body.type === 'ok')
    expect(oks).toHaveLength(1)
    expect(answers.map((a) => a.body.message)).toContain('This deposit has already been decided')
    const credited = (await records(user.id)).filter((r) => r.type === 'deposit')
    expect(credited).toHaveLength(1)
    const bonus = (okMessage(oks[0] as CallResult<Decision>).give === '1.00' ? 1 : 0) + 100
    expect(await legal(user.id)).toEqual({ available: bonus, frozen: 0 })
  })

  it('rejects with a reason the user reads, crediting nothing', async () => {
    const user = await newUser()
    const made = await request(user, '100')
    expect(refusal(await decide(made.id, { approve: '0' }))).toBe(
      'Please give the reason for the rejection',
    )
    expect(refusal(await decide(made.id, { approve: '0', reason: '   ' }))).toBe(
      'Please give the reason for the rejection',
    )
    const rejected = okMessage(
      await decide(made.id, { approve: '0', reason: 'The voucher shows another amount' }),
    )
    expect(rejected).toMatchObject({ status: 3, remark: 'The voucher shows another amount' })
    expect(okMessage(await detail(user, made.id))).toMatchObject({
      status: 3,
      remark: 'The voucher shows another amount',
      give: '0.00',
    })
    expect(refusal(await decide(made.id))).toBe('This deposit has already been decided')
    expect(await records(user.id)).toEqual([])
    expect(await legal(user.id)).toBeUndefined()
  })

  it('needs the operator token', async () => {
    const answer = await call(server, 'POST', '/ops/recharge/decide', {
      body: { id: '1', approve: '1' },
    })
    expect(answer.status).toBe(401)
  })

  it('decides through npm run ops', async () => {
    const user = await newUser()
    const approved = await request(user, '40')
    const rejected = await request(user, '60')

    const queue = await cli(['queue', 'recharge'])
    expect(queue.code).toBe(0)
    expect(queue.out).toContain(`"id": ${approved.id}`)

    expect((await cli(['recharge-reject', String(rejected.id)])).code).toBe(2)
    expect((await cli(['recharge-approve', 'abc'])).code).toBe(2)
    expect((await cli(['recharge-approve', String(approved.id), '--bonus', '2'])).code).toBe(0)
    expect(
      (await cli(['recharge-reject', String(rejected.id), '--reason', 'Unreadable voucher'])).code,
    ).toBe(0)
    const again = await cli(['recharge-approve', String(approved.id)])
    expect(again).toMatchObject({ code: 1 })
    expect(again.err).toContain('This deposit has already been decided')

    expect(await legal(user.id)).toEqual({ available: 42, frozen: 0 })
    expect(okMessage(await detail(user, rejected.id))).toMatchObject({
      status: 3,
      remark: 'Unreadable voucher',
    })
  })
})

describe('DEMO approval', () => {
  const approver = () =>
    new DemoApprover({
      db: server.db,
      clock: server.clock,
      afterMs: 5000,
      jobs: [approveDueRecharges],
      onError: (err) => {
        throw err
      },
    })

  it('approves a pending deposit after about 5 s, marked as a demo approval', async () => {
    const user = await newUser()
    const made = await request(user, '100')
    server.clock.advance(4000)
    await approver().runOnce()
    expect(okMessage(await detail(user, made.id)).status).toBe(1)
    server.clock.advance(1000)
    await approver().runOnce()
    expect(okMessage(await detail(user, made.id))).toMatchObject({ status: 2, demo: true })
    expect(await legal(user.id)).toEqual({ available: 100, frozen: 0 })
  })

  it('credits once when it races the operator', async () => {
    const user = await newUser()
    const made = await request(user, '100')
    server.clock.advance(5000)
    const [byOps] = await Promise.all([decide(made.id), approver().runOnce()])
    const credited = (await records(user.id)).filter((r) => r.type === 'deposit')
    expect(credited).toHaveLength(1)
    expect(await legal(user.id)).toEqual({ available: 100, frozen: 0 })
    // whoever came second found nothing pending: the operator is told so, the demo passes by
    const opsWon = byOps.body.type === 'ok'
    if (!opsWon) expect(byOps.body.message).toBe('This deposit has already been decided')
    expect(okMessage(await detail(user, made.id))).toMatchObject({ status: 2, demo: !opsWon })
  })

  it('runs by itself in a DEMO server, with the demo address of the network', async () => {
    const demo = await startServer({
      clock: systemClock,
      demo: { approveAfterMs: 150 },
      realtime: false,
      settle: false,
    })
    try {
      const user = await makeUser(demo.db, systemClock)
      const voucher = await uploadImage(demo, user.token)
      const made = okMessage(
        await call<Recharge>(demo, 'POST', '/api/wallet/charge_req', {
          token: user.token,
          body: { currency: 'USDT', type: '1', sub_type: 'ERC20', account: voucher, amount: '50' },
        }),
      )
      expect(made.deposit_address).toMatch(/^0x[0-9a-f]{40}$/)
      const read = async () =>
        okMessage(
          await call<Recharge>(demo, 'GET', '/api/recharge/detail', {
            token: user.token,
            body: { id: String(made.id) },
          }),
        )
      const deadline = Date.now() + 10_000
      let now = await read()
      while (now.status === 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        now = await read()
      }
      expect(now).toMatchObject({ status: 2, demo: true })
    } finally {
      await demo.close()
    }
    // a second server's boot on a busy CI machine takes seconds of its own
  }, 20_000)

  it('leaves rejected requests alone', async () => {
    const user = await newUser()
    const made = await request(user, '100')
    okMessage(await decide(made.id, { approve: '0', reason: 'No transfer' }))
    server.clock.advance(10_000)
    await approver().runOnce()
    expect(okMessage(await detail(user, made.id)).status).toBe(3)
    expect(await records(user.id)).toEqual([])
  })
})

describe('the ledger', () => {
  it('holds: every balance is the sum of its records, each chain unbroken', async () => {
    expect(await ledgerMismatches(server.db)).toEqual([])
    expect(await brokenChains(server.db)).toEqual([])
  })
})
