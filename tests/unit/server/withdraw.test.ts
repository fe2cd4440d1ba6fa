// Withdrawals (POST /wallet/out, GET /user/withdraw/list): every refusal in WIRE.md's order with
// its own words, number + fee frozen once per request and key, a code used up only by an accepted
// request, and nobody seeing another user's withdrawals. The 24 h locks and the operator's side:
// withdrawOps.test.ts.
import { contextOf } from '../../../server/src/app'
import { SETTLE_JOB } from '../../../server/src/microtrade/settler'
import { hashPassword } from '../../../server/src/infra/crypto/password'
import { sha256 } from '../../../server/src/infra/crypto/tokens'
import { dec } from '../../../server/src/infra/money/decimal'
import { openWithdrawal } from '../../../server/src/withdraw/request'
import {
  DEMO_WITHDRAW_HOLD_MS as DEMO_HOLD_MS,
  WITHDRAW_HOLD_MS,
} from '../../../server/src/wallet/holds'
import { call, failure, freshIp, okMessage, startServer, typesWithoutSession } from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser, submit, USDT } from './microtradeHelpers'
import {
  type Withdrawal,
  type Page,
  type Info,
  PAY,
  TRON,
  ETH,
  MINUTE,
  server,
  startWithdrawServer,
  plainUser,
  certify,
  setPayPassword,
  addAddress,
  readyUser,
  withdrawCode,
  out,
  refusal,
  legal,
  ops,
  list,
  cli,
  records,
  lockTime,
} from './withdrawHelpers'

startWithdrawServer()

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
    expect(await contextOf(server.app).jobs.runJob(SETTLE_JOB)).toBeGreaterThanOrEqual(1)
    expect(
      (await server.db.query('SELECT status FROM micro_orders WHERE id = $1', [order.id]))[0],
    ).toEqual({ status: 3 })

    expect(await refusal(out(user, { ...ask, number: '' }))).toBe(
      'Please enter the withdraw amount',
    )
    expect(await refusal(out(user, { ...ask, number: '1.234' }))).toBe(
      'Please enter a correct amount',
    )
    expect(await refusal(out(user, ask))).toBe('The minimum withdrawal is 10.00 USDT')
    expect(await refusal(out(user, { ...ask, number: '100001' }))).toBe(
      'The maximum for one withdrawal is 100,000.00 USDT',
    )
    // 49.5 arrives, 50.5 is needed with the fee: the fee is on top of the amount
    expect(await refusal(out(user, { ...ask, number: '49.5' }))).toBe(
      'Insufficient balance: 50.50 USDT is needed, including the fee of 1.00 USDT',
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
      await contextOf(demo.app).jobs.runJob(SETTLE_JOB)
      const page = okMessage(
        await call<Page>(demo, 'GET', '/api/user/withdraw/list', { token: user.token }),
      )
      expect(page.data.map((d) => [d.id, d.status])).toEqual([[w.id, 1]])
    } finally {
      await demo.close()
    }
  })
})
