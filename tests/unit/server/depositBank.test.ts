// The account bank deposits are paid to: set and taken away by the operator (API and CLI), every
// change audited and a refused one writing nothing; read by the user with their reference, absent
// while bank deposits are closed; a demo server's labelled demo account for the dollar coins.
import type { PayloadOf } from '@wire/catalogue'
import { depositReference } from '../../../server/src/deposit/reference'
import { BOOT_TIMEOUT, call, okMessage, startServer, type TestServer } from './helpers'
import { makeUser } from './microtradeHelpers'
import { OPS_TOKEN } from './certificationHelpers'
import {
  bankDeposits,
  cli,
  newUser,
  ops,
  refusal,
  server,
  startDepositServer,
} from './depositHelpers'

type BankInfo = PayloadOf<'rechargeBank'>

startDepositServer()

const ACCOUNT = {
  currency: 'ETH',
  bank_name: 'Example Bank AG',
  holder: 'TradeApp Operations Ltd',
  account: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  note: '',
}

const read = async (on: TestServer, token: string, currency: string) =>
  okMessage(await call<BankInfo>(on, 'GET', '/api/recharge/bank', { token, body: { currency } }))

const audited = async (action: string) => {
  const rows = await server.db.query<{ target: string; detail: Record<string, unknown> }>(
    'SELECT target, detail FROM ops_audit WHERE action = $1 ORDER BY id',
    [action],
  )
  return rows
}

const stored = () => server.db.query('SELECT * FROM deposit_banks WHERE currency_id = 2')

describe('the operator', () => {
  it('sets an account (audited), and a refused change writes nothing at all', async () => {
    okMessage(await ops('POST', '/ops/recharge/bank', ACCOUNT))
    const before = { rows: await stored(), audit: (await audited('deposit_bank_set')).length }
    expect((await audited('deposit_bank_set')).at(-1)).toMatchObject({
      target: 'ETH',
      detail: { bank_name: 'Example Bank AG', account: 'DE89 3704 0044 0532 0130 00' },
    })

    for (const change of [
      { bank_name: '' },
      { holder: 'Ops <script>' },
      { account: 'DE89' },
      { swift: 'COBA/DEFF' },
      { note: 'x'.repeat(201) },
      { account: 'DE89\u00003704004405320130' },
    ]) {
      const answer = await ops('POST', '/ops/recharge/bank', {
        ...ACCOUNT,
        bank_name: 'Replaced Bank',
        ...change,
      })
      expect([change, answer.body.type]).toEqual([change, 'error'])
    }
    expect({
      rows: await stored(),
      audit: (await audited('deposit_bank_set')).length,
    }).toEqual(before)
  })

  it('takes the account away, audited with what it was; the user then reads none', async () => {
    okMessage(await ops('POST', '/ops/recharge/bank', ACCOUNT))
    const removed = okMessage(
      await ops('POST', '/ops/recharge/bank', { currency: 'ETH', enabled: '0' }),
    )
    expect(removed).toMatchObject({ currency: 2, bank_name: 'Example Bank AG', enabled: false })
    expect((await audited('deposit_bank_remove')).at(-1)).toMatchObject({
      target: 'ETH',
      detail: { removed: { bank_name: 'Example Bank AG' } },
    })
    const user = await newUser()
    expect((await read(server, user.token, 'ETH')).bank).toBeNull()
  })

  it('sets and takes it away through npm run ops', async () => {
    const set = await cli([
      'deposit-bank',
      'ETH',
      '--bank',
      'Example Bank AG',
      '--holder',
      'TradeApp Operations Ltd',
      '--account',
      'DE89 3704 0044 0532 0130 00',
      '--note',
      'Transfers in EUR',
    ])
    expect(set.code).toBe(0)
    expect(set.out).toContain('"note": "Transfers in EUR"')
    const user = await newUser()
    expect((await read(server, user.token, '2')).bank).toMatchObject({
      bank_name: 'Example Bank AG',
      swift: '',
      note: 'Transfers in EUR',
    })

    expect((await cli(['deposit-bank', 'ETH', '--bank', 'Example Bank AG'])).code).toBe(2)
    expect((await cli(['deposit-bank', '--enabled', '0'])).code).toBe(2)
    const refused = await cli([
      'deposit-bank',
      'ETH',
      '--bank',
      'X',
      '--holder',
      'Y',
      '--account',
      '1',
    ])
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('Card number or IBAN: please check the format')
    expect((await cli(['deposit-bank', 'ETH', '--enabled', '0'])).code).toBe(0)
    expect((await read(server, user.token, '2')).bank).toBeNull()
  })

  it('needs the operator token', async () => {
    const answer = await call(server, 'POST', '/ops/recharge/bank', { body: ACCOUNT })
    expect(answer.status).toBe(401)
  })
})

describe('the user', () => {
  it('reads the account with their own reference, and none while bank deposits are closed', async () => {
    okMessage(await ops('POST', '/ops/recharge/bank', ACCOUNT))
    const user = await newUser()
    expect(await read(server, user.token, 'ETH')).toEqual({
      currency: 2,
      currency_name: 'ETH',
      reference: depositReference(user.id),
      bank: { ...ACCOUNT, currency: undefined, demo: false },
    })
    await bankDeposits(false)
    try {
      expect((await read(server, user.token, 'ETH')).bank).toBeNull()
    } finally {
      await bankDeposits(true)
    }
  })

  it('is refused an unknown coin, and needs a session', async () => {
    const user = await newUser()
    const unknown = await call(server, 'GET', '/api/recharge/bank', {
      token: user.token,
      body: { currency: 'DOGE' },
    })
    expect(refusal(unknown)).toBe('Currency not found')
    const anonymous = await call(server, 'GET', '/api/recharge/bank', { body: { currency: '3' } })
    expect(anonymous.body.type).toBe('999')
  })
})

describe('a demo server', () => {
  let demo: TestServer
  beforeAll(async () => {
    // approvals far off: this test reads accounts, it decides nothing
    demo = await startServer({ opsToken: OPS_TOKEN, demo: { approveAfterMs: 600_000 } })
  }, BOOT_TIMEOUT)
  afterAll(() => demo.close())

  it('shows a labelled demo account for the dollar coins until the operator sets one', async () => {
    const user = await makeUser(demo.db, demo.clock)
    const usdt = await read(demo, user.token, 'USDT')
    expect(usdt.bank).toMatchObject({ bank_name: 'Demo Bank (not a real bank)', demo: true })
    expect((await read(demo, user.token, 'USDC')).bank?.demo).toBe(true)
    expect((await read(demo, user.token, 'BTC')).bank).toBeNull()

    okMessage(
      await call(demo, 'POST', '/ops/recharge/bank', {
        body: { ...ACCOUNT, currency: 'USDT' },
        headers: { 'x-ops-token': OPS_TOKEN },
      }),
    )
    expect((await read(demo, user.token, 'USDT')).bank).toMatchObject({
      bank_name: 'Example Bank AG',
      demo: false,
    })
  })
})
