// Deciding deposits: the operator (API or CLI) or the demo approver approves a request once,
// crediting the asset account with the amount and any bonus as its own record, or rejects it with
// a reason; whoever comes second finds nothing pending.
import type { PayloadOf } from '@wire/catalogue'
import type { OpsMoneyQueueRow } from '@wire/catalogue/money'
import { DemoApprover } from '../../../server/src/certification/demoApprover'
import { approveDueRecharges } from '../../../server/src/deposit/review'
import type { StoredMessage } from '../../../server/src/messages/push'
import { systemClock } from '../../../server/src/infra/clock'
import { call, inbox, okMessage, startServer, type CallResult } from './helpers'
import { brokenChains, ledgerMismatches, makeUser } from './microtradeHelpers'
import { uploadImage } from './certificationHelpers'
import {
  type Recharge,
  type Decision,
  TRON,
  server,
  startDepositServer,
  ops,
  newUser,
  request,
  detail,
  decide,
  refusal,
  legal,
  records,
  cli,
} from './depositHelpers'

startDepositServer()

describe('the operator', () => {
  it('tells the user of each decision in a message, in the language they read it in', async () => {
    const user = await newUser()
    const credited = await request(user, '100')
    okMessage(await decide(credited.id, { bonus: '5' }))
    const refused = await request(user, '20')
    okMessage(await decide(refused.id, { approve: '0', reason: 'No transfer <found>' }))
    const count = await call<number>(server, 'GET', '/api/mailMessage/getCount', {
      token: user.token,
    })
    expect(okMessage(count)).toBe(2)
    expect(await inbox(server, user.token)).toEqual([
      {
        title: 'Deposit not credited',
        content:
          `<p>Your deposit #${refused.id} of 20.00 USDT was not credited. ` +
          'Reason: No transfer &lt;found&gt;</p>',
      },
      {
        title: 'Deposit credited',
        content:
          `<p>Your deposit #${credited.id} of 100.00 USDT has been credited to your asset ` +
          'account, with a bonus of 5.00 USDT.</p>',
      },
    ])
    // the same messages, read in German
    const [german] = await inbox(server, user.token, 'de')
    expect(german.title).not.toBe('Deposit not credited')
    expect(german.content).toContain('No transfer &lt;found&gt;')
  })

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
  let pushed: StoredMessage[] = []
  beforeEach(() => {
    pushed = []
  })
  const approver = () =>
    new DemoApprover({
      db: server.db,
      clock: server.clock,
      afterMs: 5000,
      jobs: [approveDueRecharges],
      push: (sent) => pushed.push(sent),
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
    // (requests left pending by earlier tests are approved in the same rounds)
    const toUser = () => pushed.filter((sent) => sent.userId === user.id)
    expect(toUser()).toEqual([])
    server.clock.advance(1000)
    await approver().runOnce()
    expect(okMessage(await detail(user, made.id))).toMatchObject({ status: 2, demo: true })
    expect(await legal(user.id)).toEqual({ available: 100, frozen: 0 })
    // the user's bell rises at once: the stored message is pushed, once
    const [told] = await inbox(server, user.token, 'en')
    expect(told.title).toBe('Deposit credited')
    expect(toUser()).toEqual([
      { userId: user.id, data: expect.objectContaining({ title: told.title }) },
    ])
    await approver().runOnce()
    expect(toUser()).toHaveLength(1)
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
