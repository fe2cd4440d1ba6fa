// The per-network table behind the deposit and withdrawal screens: POST /wallet/get_info (balance,
// each network's fee and limits, the withdrawal hold) and POST /wallet/get_in_address (where a
// deposit goes), and the operator's edit of a network (POST /ops/network, `npm run ops network`).
import type { PayloadOf } from '@wire/catalogue'
import { isWalletAddress } from '@common/walletAddress'
import { runOps } from '../../../server/src/ops/cli'
import { DEMO_WITHDRAW_HOLD_MS, WITHDRAW_HOLD_MS } from '../../../server/src/wallet/holds'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  startServer,
  typesWithoutSession,
  type TestServer,
} from './helpers'
import { fund, makeUser, USDT } from './microtradeHelpers'

type Info = PayloadOf<'walletInfo'>
type InAddress = PayloadOf<'walletInAddress'>

const OPS_TOKEN = 'ops-secret-for-network-tests'
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const info = async (token: string, body: Record<string, string>) =>
  okMessage(await call<Info>(server, 'POST', '/api/wallet/get_info', { token, body }))
const addresses = async (token: string, currency: string, on = server) =>
  okMessage(
    await call<InAddress>(on, 'POST', '/api/wallet/get_in_address', {
      token,
      body: { currency },
    }),
  )
const ops = (args: string[]) => {
  const err: string[] = []
  return runOps(args, {
    env: { OPS_TOKEN, OPS_URL: server.url },
    out: () => undefined,
    err: (line) => err.push(line),
  }).then((code) => ({ code, err: err.join('\n') }))
}

describe('POST /wallet/get_info', () => {
  it('needs a session', async () => {
    const calls = [
      ['POST', '/api/wallet/get_info'],
      ['POST', '/api/wallet/get_in_address'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999'])
  })

  it("answers the asset account's balance and every network's fee and limits", async () => {
    const user = await makeUser(server.db, server.clock)
    await fund(server.db, server.clock, user.id, '250.5', USDT, 'legal')
    const usdt = await info(user.token, { currency: 'USDT' })
    expect(usdt).toMatchObject({
      currency: 3,
      currency_name: 'USDT',
      places: 2,
      legal_balance: '250.50',
      lock_legal_balance: '0.00',
      type: 'TRC20',
      min_number: '10',
      withdraw_fee: '1',
      withdraw_unlock_at: 0,
    })
    expect(usdt.networks.map((n) => [n.type, n.withdraw_fee, n.min_number])).toEqual([
      ['TRC20', '1', '10'],
      ['ERC20', '5', '20'],
    ])
    // the fields answer the network asked for
    expect(await info(user.token, { currency: '3', type: 'ERC20' })).toMatchObject({
      type: 'ERC20',
      min_number: '20',
      withdraw_fee: '5',
    })
    expect(await info(user.token, { currency: 'BTC' })).toMatchObject({
      places: 8,
      legal_balance: '0.00',
      withdraw_fee: '0.0002',
      min_number: '0.001',
    })
  })

  it('refuses a coin that cannot be deposited or a network the coin does not use', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const doge = await call(server, 'POST', '/api/wallet/get_info', {
      token,
      body: { currency: 'DOGE' },
    })
    expect(failure(doge).message).toBe('Currency not found')
    const btcOnTron = await call(server, 'POST', '/api/wallet/get_info', {
      token,
      body: { currency: 'BTC', type: 'TRC20' },
    })
    expect(failure(btcOnTron).message).toMatch(/network is not available/)
  })

  it('counts the withdrawal hold from the latest security change', async () => {
    const user = await makeUser(server.db, server.clock)
    const changedAt = server.clock.now()
    await server.db.query('UPDATE users SET security_changed_at = $2 WHERE id = $1', [
      user.id,
      changedAt,
    ])
    expect((await info(user.token, { currency: 'USDT' })).withdraw_unlock_at).toBe(
      changedAt.getTime() + WITHDRAW_HOLD_MS,
    )
    server.clock.advance(WITHDRAW_HOLD_MS)
    expect((await info(user.token, { currency: 'USDT' })).withdraw_unlock_at).toBe(0)
  })
})

describe('deposit addresses', () => {
  it('are none until the operator sets one: an unchecked address could lose money', async () => {
    const { token } = await makeUser(server.db, server.clock)
    expect(await addresses(token, 'USDT')).toEqual({ currency: 3, currency_name: 'USDT', list: [] })

    expect(await ops(['network', 'USDT', 'TRC20', '--address', TRON])).toMatchObject({ code: 0 })
    const usdt = await addresses(token, 'USDT')
    expect(usdt.trc20).toBe(TRON)
    expect(usdt.erc20).toBeUndefined()
    expect(usdt.list).toEqual([
      {
        type: 'TRC20',
        address: TRON,
        memo_required: false,
        confirmations: 20,
        deposit_min: '10',
        demo: false,
      },
    ])

    // closing deposits on the network takes the address off the screen
    expect(await ops(['network', 'USDT', 'TRC20', '--deposit', '0'])).toMatchObject({ code: 0 })
    expect((await addresses(token, 'USDT')).list).toEqual([])
    expect(await ops(['network', 'USDT', 'TRC20', '--deposit', '1'])).toMatchObject({ code: 0 })
  })

  it('on a demo server are labelled demo addresses, valid for their network', async () => {
    const demo = await startServer({ demo: { approveAfterMs: 60_000 } })
    try {
      const { token } = await makeUser(demo.db, demo.clock)
      const eth = await addresses(token, 'ETH', demo)
      expect(eth.list).toHaveLength(1)
      expect(eth.list[0]).toMatchObject({ type: 'ERC20', demo: true })
      expect(isWalletAddress('ERC20', eth.list[0].address)).toBe(true)
      const usdt = await addresses(token, 'USDT', demo)
      expect(usdt.list.map((a) => a.type)).toEqual(['TRC20', 'ERC20'])
      expect(isWalletAddress('TRC20', usdt.trc20 ?? '')).toBe(true)
      const btc = await addresses(token, 'BTC', demo)
      expect(isWalletAddress('BTC', btc.btc ?? '')).toBe(true)
      // a demo server holds withdrawals back for a minute, not a day
      await demo.db.query('UPDATE users SET security_changed_at = $1', [demo.clock.now()])
      const held = okMessage(
        await call<Info>(demo, 'POST', '/api/wallet/get_info', {
          token,
          body: { currency: 'USDT' },
        }),
      )
      expect(held.withdraw_unlock_at).toBe(demo.clock.now().getTime() + DEMO_WITHDRAW_HOLD_MS)
    } finally {
      await demo.close()
    }
  })
})

describe('POST /ops/network', () => {
  it("changes a network's fee and limits, and what is not given stays", async () => {
    const { token } = await makeUser(server.db, server.clock)
    const args = ['network', 'ETH', 'ERC20', '--fee', '0.003', '--min', '0.02', '--max', '50']
    expect(await ops(args)).toMatchObject({ code: 0 })
    const eth = await info(token, { currency: 'ETH' })
    expect(eth.networks[0]).toMatchObject({
      withdraw_fee: '0.003',
      min_number: '0.02',
      max_number: '50',
      deposit_min: '0.005',
      confirmations: 12,
    })
    const [audit] = await server.db.query<{ target: string }>(
      "SELECT target FROM ops_audit WHERE action = 'network' ORDER BY id DESC LIMIT 1",
    )
    expect(audit.target).toBe('2/ERC20')
  })

  it('opens and closes bank transfer deposits (coin 6 on BANK), which take no address', async () => {
    const bank = async () => {
      const [row] = await server.db.query<{ deposit_enabled: boolean }>(
        "SELECT deposit_enabled FROM networks WHERE currency_id = 6 AND network = 'BANK'",
      )
      return row.deposit_enabled
    }
    expect(await ops(['network', '6', 'BANK', '--deposit', '0'])).toMatchObject({ code: 0 })
    expect(await bank()).toBe(false)
    expect(await ops(['network', '6', 'BANK', '--deposit', '1'])).toMatchObject({ code: 0 })
    expect(await bank()).toBe(true)
    expect(await ops(['network', '6', 'BANK', '--address', TRON])).toMatchObject({ code: 1 })
    expect(await ops(['network', 'USDT', 'BANK', '--deposit', '0'])).toMatchObject({ code: 1 })
  })

  it('refuses an address of another network, a maximum under the minimum, and a stranger', async () => {
    const wrongChain = await ops(['network', 'BTC', 'BTC', '--address', TRON])
    expect(wrongChain).toMatchObject({ code: 1 })
    expect(wrongChain.err).toMatch(/address/i)
    expect(await ops(['network', 'USDC', 'ERC20', '--min', '50', '--max', '10'])).toMatchObject({
      code: 1,
    })
    expect(await ops(['network', 'USDC', 'TRC20', '--fee', '1'])).toMatchObject({ code: 1 })
    const stranger = await call(server, 'POST', '/ops/network', {
      headers: { 'x-ops-token': 'wrong' },
      body: { currency: 'USDT', type: 'TRC20', withdraw_fee: '0' },
    })
    expect(stranger.status).toBe(401)
    const { token } = await makeUser(server.db, server.clock)
    expect((await info(token, { currency: 'USDC' })).networks[0].min_number).toBe('20')
  })
})
