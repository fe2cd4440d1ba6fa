// Lock mining on the server: products, the operator's products, and purchase with its refusals
// in order, once per key and within the limit. Payouts, redemption and the ledger over 30 days:
// lockMiningPayouts.test.ts.
import { DAY, HOUR } from '../../../server/src/infra/clock'
import { runOps } from '../../../server/src/ops/cli'
import { dec } from '../../../server/src/infra/money/decimal'
import { call, failure, okMessage, typesWithoutSession } from './helpers'
import { fund, makeUser, USDT } from './microtradeHelpers'
import {
  type Product,
  type Order,
  OPS_TOKEN,
  TRON,
  server,
  startLockServer,
  products,
  buy,
  orders,
  parts,
  opsProduct,
  investor,
} from './lockMiningHelpers'

startLockServer()

describe('products', () => {
  it('need a session, as every lock-mining call does', async () => {
    const calls = [
      ['GET', '/api/lh/deposit/config'],
      ['POST', '/api/lh/deposit'],
      ['GET', '/api/lh/deposit/order'],
      ['POST', '/api/lh/deposit/order/cancel'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999', '999', '999'])
  })

  it('are seeded with SPEC §9’s 5-day 0.3 %-0.5 % product first, open, with the user’s limit', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const [first] = await products(token)
    expect(first).toMatchObject({
      title: 'USDT 5-day lock',
      currency_name: 'USDT',
      day: 5,
      rate: '0.3',
      rate_max: '0.5',
      save_min: '100.00',
      single_limit: 5,
      limit_left: 5,
      adance_redeem_falsify: '0.4',
      window: 1,
    })
  })
})

describe('the operator', () => {
  it('creates and closes products with `npm run ops -- lock-product`, audited', async () => {
    const err: string[] = []
    const out: string[] = []
    const run = (args: string[]) =>
      runOps(args, {
        env: { OPS_TOKEN, OPS_URL: server.url },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      })
    const fields = ['--title', 'USDT 7-day lock', '--days', '7', '--rate', '0.2', '--rate-max']
    const rest = ['0.3', '--min', '50', '--max', '5000', '--limit', '2', '--penalty', '0.3']
    const window = ['--start', '2030-01-01T00:00:00Z', '--end', '2031-01-01T00:00:00Z']
    expect(await run(['lock-product', ...fields, ...rest, ...window])).toBe(0)
    const created = JSON.parse(out.join('\n')) as Product
    expect(created).toMatchObject({ title: 'USDT 7-day lock', day: 7, rate: '0.2', max: '5000.00' })
    const { token } = await makeUser(server.db, server.clock)
    expect((await products(token)).map((p) => p.id)).toContain(created.id)

    const closing = ['--id', String(created.id), '--enabled', '0']
    expect(await run(['lock-product', ...fields, ...rest, ...window, ...closing])).toBe(0)
    expect((await products(token)).map((p) => p.id)).not.toContain(created.id)
    const audits = await server.db.query(
      "SELECT 1 FROM ops_audit WHERE action = 'lock_product' AND target = $1",
      [String(created.id)],
    )
    expect(audits).toHaveLength(2)

    // a range upside down or a missing field is refused, nothing written
    const upsideDown = ['--rate', '0.5', '--rate-max', '0.4']
    const bad = [...fields.slice(0, 4), ...upsideDown, ...rest.slice(1), ...window]
    expect(await run(['lock-product', ...bad])).toBe(1)
    expect(err.join('\n')).toMatch(/Product information error/)
    expect(await run(['lock-product', '--title', 'x'])).toBe(2)
  })
})

describe('POST /lh/deposit', () => {
  it('refuses in order: certification, wallet, product, window, amount, limit, balance', async () => {
    const user = await makeUser(server.db, server.clock)
    const [seeded] = await products(user.token)
    const refusal = async (id: number, amount: string) => failure(await buy(user.token, id, amount))

    const uncertified = await refusal(seeded.id, '100')
    expect([uncertified.type, uncertified.message]).toEqual([
      '998',
      'Not certified, please complete certification first',
    ])
    await server.db.query('UPDATE users SET review_status = 2 WHERE id = $1', [user.id])
    expect((await refusal(seeded.id, '100')).message).toBe(
      'Wallet address not bound, please bind first',
    )
    okMessage(
      await call(server, 'POST', '/api/user/wallet/save', {
        token: user.token,
        body: { currency: '3', type: 'TRC20', address: TRON },
      }),
    )
    expect((await refusal(99999, '100')).message).toBe('Product information error')
    const now = server.clock.now().getTime()
    const later = await opsProduct({ start_at: String(now + HOUR), end_at: String(now + DAY) })
    expect((await refusal(later.id, '100')).message).toBe(
      'This product is not open for purchase yet',
    )
    const closed = await opsProduct({ enabled: '0' })
    expect((await refusal(closed.id, '100')).message).toBe('This product is closed for purchase')
    expect((await refusal(seeded.id, '99.99')).message).toBe(
      'Enter an amount from 100.00 to 50,000.00 USDT',
    )
    expect((await refusal(seeded.id, '50000.01')).message).toBe(
      'Enter an amount from 100.00 to 50,000.00 USDT',
    )
    expect((await refusal(seeded.id, '100.001')).message).toBe('Please enter a correct amount')
    const once = await opsProduct({ single_limit: '1' })
    await fund(server.db, server.clock, user.id, '150', USDT, 'legal')
    okMessage(await buy(user.token, once.id, '100'))
    expect((await refusal(once.id, '100')).message).toBe('Current purchase limit reached')
    expect((await refusal(seeded.id, '100')).message).toBe('Insufficient balance')
    expect(await parts(user.id)).toEqual({ available: dec('50'), frozen: dec('100') })
  })

  it('freezes the amount and shows the order with its dates and today’s redemption cost', async () => {
    const user = await investor('10000')
    const [seeded] = await products(user.token)
    const order = okMessage(await buy(user.token, seeded.id, '10000'))
    expect(order).toMatchObject({
      amount: '10000.00',
      day: 5,
      day_rate: '0.3-0.5',
      start_at: '2030-05-01',
      end_at: '2030-05-06',
      remaining_days: 5,
      status: 1,
      total_interest: '0.00',
      cancel_fee: '200.00',
      refund: '9800.00',
    })
    expect(await parts(user.id)).toEqual({ available: dec('0'), frozen: dec('10000') })
    expect((await products(user.token))[0].limit_left).toBe(4)
  })

  it('buys once per Idempotency-Key and never more than the limit under concurrent purchases', async () => {
    const user = await investor('1000')
    const product = await opsProduct({ single_limit: '2' })
    const again = () =>
      call<Order>(server, 'POST', '/api/lh/deposit', {
        token: user.token,
        body: { config_id: String(product.id), amount: '100' },
        headers: { 'idempotency-key': 'lock-key-1' },
      })
    const [a, b] = await Promise.all([again(), again()])
    expect(okMessage(a).id).toBe(okMessage(b).id)
    const answers = await Promise.all([1, 2, 3].map(() => buy(user.token, product.id, '100')))
    expect(answers.filter((x) => x.body.type === 'ok')).toHaveLength(1)
    expect((await orders(user.token)).total).toBe(2)
    expect(await parts(user.id)).toEqual({ available: dec('800'), frozen: dec('200') })
  })
})
