// What a user holds (POST /wallet/list) and moves between their own accounts (POST /wallet/change):
// every account with its available and frozen parts, valued in USDT; a move changes two accounts
// through the ledger, once per Idempotency-Key, never below zero, and never for another user.
import type { PayloadOf } from '@wire/catalogue'
import { dec } from '../../../server/src/infra/money/decimal'
import { shiftParts } from '../../../server/src/infra/money/ledger'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  typesWithoutSession,
  type CallResult,
} from './helpers'
import {
  fund,
  ledgerMismatches,
  makeUser,
  startTradeServer,
  USDT,
  type ScriptedFeed,
} from './microtradeHelpers'
import type { TestServer } from './helpers'

type WalletList = PayloadOf<'walletList'>
type Moved = PayloadOf<'walletChange'>

const BTC = 1

let server: TestServer
let feed: ScriptedFeed
beforeAll(async () => {
  ;({ server, feed } = await startTradeServer())
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const list = async (token: string, body: Record<string, string> = {}) =>
  okMessage(await call<WalletList>(server, 'POST', '/api/wallet/list', { token, body }))

const move = (
  token: string,
  body: Record<string, string>,
  key?: string,
): Promise<CallResult<Moved>> =>
  call<Moved>(server, 'POST', '/api/wallet/change', {
    token,
    body: { currency_id: String(USDT), from_field: 'legal', to_field: 'micro', ...body },
    headers: key ? { 'idempotency-key': key } : {},
  })

async function funded(amount: string) {
  const user = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, user.id, amount, USDT, 'legal')
  return user
}

describe('POST /wallet/list', () => {
  it('needs a session', async () => {
    const calls = [
      ['POST', '/api/wallet/list'],
      ['POST', '/api/wallet/change'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999'])
  })

  it('lists every account with the asset currencies, empty ones at zero, and writes nothing', async () => {
    const { id, token } = await makeUser(server.db, server.clock)
    const wallets = await list(token)
    expect(Object.keys(wallets)).toEqual([
      'legal_wallet',
      'change_wallet',
      'micro_wallet',
      'lever_wallet',
    ])
    expect(wallets.legal_wallet.balance.map((b) => b.currency_name)).toEqual([
      'USDT',
      'BTC',
      'ETH',
      'USDC',
    ])
    expect(wallets.micro_wallet.balance[0]).toEqual({
      currency: USDT,
      currency_name: 'USDT',
      micro_balance: '0.00',
      lock_micro_balance: '0.00',
      usdt_price: '1.00',
      // the server's own drawing of the coin, on its origin
      logo: '/media/logos/usdt.svg',
    })
    expect(wallets.legal_wallet.usdt_totle).toBe('0.00')
    const [{ count }] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM balances WHERE user_id = $1',
      [id],
    )
    expect(count).toBe(0)
  })

  it('values available and frozen at the live price, and filters', async () => {
    const { id, token } = await funded('100')
    await fund(server.db, server.clock, id, '0.5', BTC, 'legal')
    await server.db.tx((q) =>
      shiftParts(q, server.clock, 'freeze', {
        userId: id,
        currencyId: USDT,
        wallet: 'legal',
        amount: dec('30'),
        type: 'ops_credit',
        info: 'test hold',
      }),
    )
    const wallets = await list(token)
    const [usdt, btc] = wallets.legal_wallet.balance
    expect(usdt).toMatchObject({ legal_balance: '70.00', lock_legal_balance: '30.00' })
    expect(btc).toMatchObject({ currency_name: 'BTC', legal_balance: '0.50' })
    const price = feed.quote(1)?.now_price ?? '0'
    expect(btc.usdt_price).toBe(dec(price).toFixed(Math.max(2, dec(price).decimalPlaces())))
    expect(wallets.legal_wallet.usdt_totle).toBe(
      dec('100').plus(dec(price).times('0.5')).toFixed(2),
    )

    const held = await list(token, { zero_flag: '1' })
    expect(held.legal_wallet.balance.map((b) => b.currency_name)).toEqual(['USDT', 'BTC'])
    expect(held.micro_wallet.balance).toEqual([])
    const named = await list(token, { currency_name: 'us' })
    expect(named.legal_wallet.balance.map((b) => b.currency_name)).toEqual(['USDT', 'USDC'])
  })
})

describe('POST /wallet/change', () => {
  it('moves between the asset and the seconds-trading account, both ways', async () => {
    const { id, token } = await funded('100')
    const moved = okMessage(await move(token, { number: '40.25' }))
    expect(moved).toEqual({
      currency: USDT,
      number: '40.25',
      from_balance: '59.75',
      to_balance: '40.25',
    })
    const back = okMessage(
      await move(token, { number: '0.25', from_field: 'micro', to_field: 'legal' }),
    )
    expect(back).toMatchObject({ from_balance: '40.00', to_balance: '60.00' })
    const records = await server.db.query<{ wallet: string; type: string; change: string }>(
      'SELECT wallet, type, change FROM account_records WHERE user_id = $1 ORDER BY id',
      [id],
    )
    expect(records.map((r) => [r.wallet, r.type, dec(r.change).toFixed()])).toEqual([
      ['legal', 'ops_credit', '100'],
      ['legal', 'move_out', '-40.25'],
      ['micro', 'move_in', '40.25'],
      ['legal', 'move_in', '0.25'],
      ['micro', 'move_out', '-0.25'],
    ])
    // the seconds account it funded is the one trading reads
    const balance = await call<{ balance: string }>(server, 'GET', '/api/user/getBalance', {
      token,
    })
    expect(okMessage(balance).balance).toBe('40.00')
  })

  it('refuses, in the user’s words, what it cannot do, and moves nothing', async () => {
    const { token } = await funded('10')
    const refusals: [Record<string, string>, string][] = [
      [
        { number: '1', to_field: 'legal' },
        'Choose an account to move from and a different one to move to',
      ],
      [
        { number: '1', to_field: 'savings' },
        'Money moves only between the asset, seconds-trading, spot and leverage accounts',
      ],
      [{ number: '1.234' }, 'Please enter a correct amount'],
      [{ number: '0' }, 'Please enter a correct amount'],
      [{ number: '10.01' }, 'Insufficient balance'],
      [{ number: '1', currency_id: '4' }, 'Currency not found'],
      [{ number: '1', currency_id: '7' }, 'Currency not found'],
    ]
    for (const [body, text] of refusals) {
      expect(failure(await move(token, body)).message).toBe(text)
    }
    const wallets = await list(token)
    expect(wallets.legal_wallet.balance[0].legal_balance).toBe('10.00')
    expect(wallets.micro_wallet.balance[0].micro_balance).toBe('0.00')
  })

  it('refuses a frozen account', async () => {
    const { id, token } = await funded('10')
    await server.db.query('UPDATE users SET frozen = true WHERE id = $1', [id])
    expect(failure(await move(token, { number: '1' })).message).toBe(
      'This account is frozen. Please contact customer service.',
    )
  })

  it('moves once per Idempotency-Key, however often it is sent', async () => {
    const { token } = await funded('100')
    const answers = await Promise.all(
      [1, 2, 3].map(() => move(token, { number: '30' }, 'move-key-1')),
    )
    expect(answers.map((a) => okMessage(a).from_balance)).toEqual(['70.00', '70.00', '70.00'])
    expect((await list(token)).micro_wallet.balance[0].micro_balance).toBe('30.00')
  })

  it('never overdraws under 20 moves at once, and the ledger still adds up', async () => {
    const { token } = await funded('100')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(token, { number: '10' })),
    )
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(10)
    expect(answers.filter((a) => a.body.type !== 'ok').map((a) => failure(a).message)).toEqual(
      Array(10).fill('Insufficient balance'),
    )
    const wallets = await list(token)
    expect(wallets.legal_wallet.balance[0].legal_balance).toBe('0.00')
    expect(wallets.micro_wallet.balance[0].micro_balance).toBe('100.00')
    expect(await ledgerMismatches(server.db)).toEqual([])
  })

  it('moves only the signed-in user’s own money', async () => {
    const alice = await funded('50')
    const bob = await makeUser(server.db, server.clock)
    expect(failure(await move(bob.token, { number: '1' })).message).toBe('Insufficient balance')
    expect((await list(alice.token)).legal_wallet.balance[0].legal_balance).toBe('50.00')
  })
})
