// Issue 12 item 9: after a seeded random mix of deposits, withdrawals, exchanges, moves between
// accounts and seconds trades, all through the API and decided by the operator, every balance part
// equals the sum of its records, no record chain is broken, nothing is below zero, and what is
// frozen is exactly what pending withdrawals hold. The seed is printed on failure.
import type { PayloadOf } from '@wire/catalogue'
import { contextOf } from '../../../server/src/app'
import { SETTLE_JOB } from '../../../server/src/microtrade/settler'
import { MINUTE } from '../../../server/src/infra/clock'
import { hashPassword } from '../../../server/src/infra/crypto/password'
import { dec } from '../../../server/src/infra/money/decimal'
import { accountOf, OPS_TOKEN, uploadImage } from './certificationHelpers'
import { BOOT_TIMEOUT, call, freshIp, startServer, type TestServer } from './helpers'
import { brokenChains, ledgerMismatches, makeUser, placeOrder, USDT } from './microtradeHelpers'

const SEED = Number(process.env.MONEY_SEED ?? 20261123)
const STEPS = 160
const PAY = 'Pay12345'
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const BTC = 1

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

interface Player {
  id: number
  token: string
  key: string
  voucher: string
  addressId: number
  codes: number
}

const ops = (path: string, body: Record<string, string>) =>
  call<{ id: number }>(server, 'POST', path, { body, headers: { 'x-ops-token': OPS_TOKEN } })

async function player(): Promise<Player> {
  const user = await makeUser(server.db, server.clock)
  await server.db.query(
    'UPDATE users SET review_status = 2, pay_password_hash = $2 WHERE id = $1',
    [user.id, await hashPassword(PAY, 1024)],
  )
  const saved = await call<{ id: number }>(server, 'POST', '/api/user/wallet/save', {
    token: user.token,
    body: { currency: '3', type: 'TRC20', address: TRON },
  })
  if (saved.body.type !== 'ok') throw new Error('address not saved')
  return {
    ...user,
    key: await accountOf(server, user.id),
    voucher: await uploadImage(server, user.token),
    addressId: saved.body.message.id,
    codes: 0,
  }
}

it(`keeps every balance equal to its records through a random mix (seed ${SEED})`, async () => {
  let seed = SEED
  const rand = (n: number) => (seed = (seed * 48271) % 2147483647) % n
  const amount = (min: number, spread: number) => `${min + rand(spread)}.${rand(100)}`
  okMessage(await ops('/ops/network', { currency: 'USDT', type: 'TRC20', deposit_address: TRON }))
  const players = await Promise.all([1, 2, 3, 4].map(() => player()))
  for (const p of players) {
    okMessage(await ops('/ops/credit', { account: p.key, amount: '800', wallet: 'legal' }))
  }
  // withdrawals and addresses wait a day after they are added
  server.clock.advance(25 * 60 * MINUTE)
  const pendingDeposits: number[] = []
  const pendingWithdrawals: number[] = []
  const done: Record<string, number> = {}
  const count = (what: string, ok: boolean) => {
    const key = `${what}:${ok ? 'ok' : 'refused'}`
    done[key] = (done[key] ?? 0) + 1
  }

  for (let step = 0; step < STEPS; step++) {
    const p = players[rand(players.length)]
    const token = p.token
    const action = rand(8)
    if (action === 0) {
      const answer = await call<{ id: number }>(server, 'POST', '/api/wallet/charge_req', {
        token,
        body: {
          currency: 'USDT',
          type: '1',
          sub_type: 'TRC20',
          account: p.voucher,
          amount: amount(10, 900),
        },
      })
      if (answer.body.type === 'ok') pendingDeposits.push(answer.body.message.id)
      count('deposit', answer.body.type === 'ok')
    } else if (action === 1 && pendingDeposits.length) {
      const id = pendingDeposits.splice(rand(pendingDeposits.length), 1)[0]
      const approve = rand(4) !== 0
      const body: Record<string, string> = { id: String(id), approve: approve ? '1' : '0' }
      if (approve && rand(3) === 0) body.bonus = amount(1, 20)
      if (!approve) body.reason = 'No matching transfer'
      count('decide deposit', (await ops('/ops/recharge/decide', body)).body.type === 'ok')
    } else if (action === 2 && p.codes < 8) {
      p.codes++
      server.clock.advance(MINUTE + 1000)
      await call(server, 'POST', '/api/sms_mail', {
        token,
        body: { user_string: p.key, scene: 'withdraw' },
        ip: freshIp(),
      })
      const code = server.sender.latest(p.key, 'withdraw')?.code ?? ''
      const answer = await call<{ id: number }>(server, 'POST', '/api/wallet/out', {
        token,
        body: {
          currency: 'USDT',
          type: 'TRC20',
          number: amount(10, 400),
          address_id: String(p.addressId),
          pay_password: PAY,
          code,
        },
      })
      if (answer.body.type === 'ok') pendingWithdrawals.push(answer.body.message.id)
      count('withdraw', answer.body.type === 'ok')
    } else if (action === 3 && pendingWithdrawals.length) {
      const id = pendingWithdrawals.splice(rand(pendingWithdrawals.length), 1)[0]
      const approve = rand(3) !== 0
      const body = { id: String(id), approve: approve ? '1' : '0', reason: 'Address check failed' }
      count('decide withdrawal', (await ops('/ops/withdraw/decide', body)).body.type === 'ok')
    } else if (action === 4) {
      const toBtc = rand(2) === 0
      const pair = {
        from_currency_id: String(toBtc ? USDT : BTC),
        to_currency_id: String(toBtc ? BTC : USDT),
        number: toBtc ? amount(10, 200) : `0.00${1 + rand(9)}`,
      }
      const quote = await call<PayloadOf<'transferFee'>>(
        server,
        'POST',
        '/api/user/getTransferFee',
        { token, body: pair },
      )
      const converted =
        quote.body.type === 'ok'
          ? await call(server, 'POST', '/api/user/Transfer', {
              token,
              body: { ...pair, quote_id: quote.body.message.quote_id },
            })
          : quote
      count('exchange', converted.body.type === 'ok')
    } else if (action === 5) {
      const toMicro = rand(3) !== 0
      const moved = await call(server, 'POST', '/api/wallet/change', {
        token,
        body: {
          currency_id: String(USDT),
          number: amount(5, 150),
          from_field: toMicro ? 'legal' : 'micro',
          to_field: toMicro ? 'micro' : 'legal',
        },
      })
      count('move', moved.body.type === 'ok')
    } else if (action === 6) {
      const placed = await placeOrder(server, token, {
        match_id: String(1 + rand(5)),
        type: rand(2) ? '1' : '2',
        number: amount(10, 40),
      })
      count('trade', placed.body.type === 'ok')
    } else {
      server.clock.advance(31_000)
      await contextOf(server.app).jobs.runJob(SETTLE_JOB)
    }
  }
  server.clock.advance(MINUTE)
  await contextOf(server.app).jobs.runJob(SETTLE_JOB)

  // every kind of step happened, accepted and refused alike
  for (const what of ['deposit', 'decide deposit', 'withdraw', 'exchange', 'move', 'trade']) {
    expect([what, done[`${what}:ok`] ?? 0]).not.toEqual([what, 0])
  }
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])
  const [negative] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM balances WHERE balance < 0 OR frozen < 0',
  )
  expect(negative.n).toBe(0)
  // what is frozen is exactly what pending withdrawals hold (and pending deposits hold nothing)
  const held = await server.db.query<{ user_id: number; frozen: string; pending: string }>(
    `SELECT b.user_id, b.frozen,
            coalesce((SELECT sum(w.number + w.fee) FROM withdrawals w
                       WHERE w.user_id = b.user_id AND w.status = 1), 0) AS pending
       FROM balances b WHERE b.wallet = 'legal' AND b.currency_id = $1`,
    [USDT],
  )
  for (const row of held) expect(dec(row.frozen).eq(row.pending)).toBe(true)
  // each approved deposit was credited once, with its bonus
  const [credits] = await server.db.query<{ approved: string; credited: string }>(
    `SELECT (SELECT coalesce(sum(amount + bonus), 0) FROM recharges
              WHERE status = 2) AS approved,
            (SELECT coalesce(sum(change), 0) FROM account_records
              WHERE type IN ('deposit', 'deposit_bonus')) AS credited`,
  )
  expect(dec(credits.approved).eq(credits.credited)).toBe(true)
}, 120_000)

function okMessage<T>(answer: { body: { type: string; message?: unknown } }): T {
  if (answer.body.type !== 'ok') throw new Error(JSON.stringify(answer.body))
  return answer.body.message as T
}
