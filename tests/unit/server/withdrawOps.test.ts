// The 24 h withdrawal locks and their lift (/ops/withdraw-lock/lift), and the operator's side of
// withdrawals (/ops/queue?kind=withdraw, /ops/withdraw/decide, `npm run ops`): the queue, paid out
// or returned exactly once, the reason shown to the user, the command line, the operator token.
import type { PayloadOf } from '@wire/catalogue'
import { dec } from '../../../server/src/infra/money/decimal'
import { WITHDRAW_HOLD_MS } from '../../../server/src/wallet/holds'
import { call, inbox, okMessage, request } from './helpers'
import { fund, ledgerMismatches } from './microtradeHelpers'
import {
  type Info,
  OPS_TOKEN,
  TRON,
  TRON_2,
  ETH,
  BTC_ADDRESS,
  BTC,
  server,
  startWithdrawServer,
  addAddress,
  readyUser,
  withdrawCode,
  out,
  refusal,
  legal,
  ops,
  decide,
  list,
  cli,
  records,
  lockTime,
} from './withdrawHelpers'

startWithdrawServer()

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

  it('tells the user of each decision in a message', async () => {
    const { user, w } = await pendingWithdrawal()
    okMessage(await decide(w.id, true))
    const second = okMessage(
      await out(user, { address_id: String(user.addressId), code: await withdrawCode(user) }),
    )
    okMessage(await decide(second.id, false, 'Address under review'))
    expect(await inbox(server, user.token)).toEqual([
      {
        title: 'Withdrawal rejected',
        content:
          `<p>Your withdrawal #${second.id} of 100.00 USDT was rejected: 101.00 USDT, the fee ` +
          'included, is back in your asset account. Reason: Address under review</p>',
      },
      {
        title: 'Withdrawal paid out',
        content: `<p>Your withdrawal #${w.id} of 100.00 USDT to ${TRON} has been paid out.</p>`,
      },
    ])
  })

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
