// The address book belongs to the token's user, and holds only addresses of their network.
import { base58check } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'
import type { PayloadOf } from '@wire/catalogue'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  registerEmail,
  startServer,
  typesWithoutSession,
  type TestServer,
} from './helpers'

type Entry = PayloadOf<'addressSave'>
type Page = PayloadOf<'addressList'>

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

let server: TestServer
let alice: string
let bob: string
beforeAll(async () => {
  server = await startServer()
  alice = (await registerEmail(server)).token
  bob = (await registerEmail(server)).token
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const save = (token: string, body: Record<string, string>, lang = 'en') =>
  call<Entry>(server, 'POST', '/api/user/wallet/save', { token, body: { lang, ...body } })
const list = async (token: string, body: Record<string, string> = {}) =>
  okMessage(await call<Page>(server, 'GET', '/api/user/wallet/list', { token, body }))
const remove = (token: string, ids: string) =>
  call<string>(server, 'GET', '/api/user/wallet/delete', { token, body: { ids } })

describe('wallet address book', () => {
  it('needs a session for every call', async () => {
    const calls = [
      ['POST', '/api/user/wallet/save'],
      ['GET', '/api/user/wallet/list'],
      ['GET', '/api/user/wallet/delete'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(calls.map(() => '999'))
  })

  it('adds addresses of each network, labelled, newest first, with when they were added', async () => {
    const user = (await registerEmail(server)).token
    const tron = okMessage(
      await save(user, { currency: '3', type: 'TRC20', address: TRON, name: 'Cold' }),
    )
    const eth = okMessage(await save(user, { currency: '2', type: 'ERC20', address: ETH }))
    const btc = okMessage(await save(user, { currency: '1', type: 'BTC', address: ` ${BTC} ` }))
    expect(tron).toMatchObject({
      currency: 3,
      currency_name: 'USDT',
      type: 'TRC20',
      address: TRON,
      name: 'Cold',
      qrcode: '',
    })
    expect(eth.name).toBe('ETH') // no label: the coin's name
    expect(btc.address).toBe(BTC)
    expect(Date.parse(tron.create_time)).not.toBeNaN()
    const page = await list(user)
    expect(page).toMatchObject({ page: 1, pages: 1, total: 3 })
    expect(page.data.map((e) => e.id)).toEqual([btc.id, eth.id, tron.id])
  })

  it('refuses an address that is not of the chosen network, in the user’s language', async () => {
    const typo = TRON.slice(0, 10) + (TRON[10] === 'a' ? 'b' : 'a') + TRON.slice(11)
    for (const [body, text] of [
      [{ currency: '3', type: 'TRC20', address: typo }, 'Please enter a valid wallet address'],
      [{ currency: '3', type: 'TRC20', address: ETH }, 'Please enter a valid wallet address'],
      [
        { currency: '3', type: 'TRC20', address: 'x'.repeat(300) },
        'Please enter a valid wallet address',
      ],
      [{ currency: '1', type: 'ERC20', address: ETH }, 'This coin or network cannot be bound'],
      [{ currency: '3', type: 'SOL', address: TRON }, 'This coin or network cannot be bound'],
      [
        { currency: '3', type: 'TRC20', address: TRON, name: 'x'.repeat(31) },
        'The label can be at most 30 characters',
      ],
    ] as const) {
      expect(failure(await save(alice, body)).message).toBe(text)
    }
    expect(
      failure(await save(alice, { currency: '3', type: 'TRC20', address: typo }, 'ru')).message,
    ).toBe('Введите действительный адрес кошелька')
    expect((await list(alice)).total).toBe(0)
  })

  it('keeps one entry per address, and counts a changed address as new', async () => {
    const user = (await registerEmail(server)).token
    const first = okMessage(await save(user, { currency: '3', type: 'ERC20', address: ETH }))
    expect(
      failure(await save(user, { currency: '3', type: 'ERC20', address: ETH.toLowerCase() }))
        .message,
    ).toBe('This address is already in your list')
    server.clock.advance(60_000)
    const relabelled = okMessage(
      await save(user, {
        id: String(first.id),
        currency: '3',
        type: 'ERC20',
        address: ETH,
        name: 'Main',
      }),
    )
    expect(relabelled).toMatchObject({ id: first.id, name: 'Main', create_time: first.create_time })
    const moved = okMessage(
      await save(user, {
        id: String(first.id),
        currency: '5',
        type: 'ERC20',
        address: ETH,
        name: 'Main',
      }),
    )
    expect(moved.currency_name).toBe('USDC')
    expect(Date.parse(moved.create_time)).toBeGreaterThan(Date.parse(first.create_time))
  })

  it('lets nobody read, change or delete another user’s entry', async () => {
    const mine = okMessage(
      await save(alice, { currency: '3', type: 'TRC20', address: TRON, name: 'Alice' }),
    )
    expect((await list(bob)).total).toBe(0)
    expect(
      failure(await save(bob, { id: String(mine.id), currency: '2', type: 'ERC20', address: ETH }))
        .message,
    ).toBe('This address is not in your list')
    expect(failure(await remove(bob, String(mine.id))).message).toBe(
      'This address is not in your list',
    )
    expect((await list(alice)).data).toEqual([mine])
  })

  it('deletes all the listed entries or, if one is not the user’s, none', async () => {
    const user = (await registerEmail(server)).token
    const other = okMessage(await save(bob, { currency: '1', type: 'BTC', address: BTC }))
    const a = okMessage(await save(user, { currency: '3', type: 'TRC20', address: TRON }))
    const b = okMessage(await save(user, { currency: '2', type: 'ERC20', address: ETH }))
    expect(failure(await remove(user, `${a.id},${other.id}`)).message).toBe(
      'This address is not in your list',
    )
    expect((await list(user)).total).toBe(2)
    expect(okMessage(await remove(user, `${a.id},${b.id}`))).toBe('Address deleted')
    expect((await list(user)).total).toBe(0)
    expect((await list(bob)).total).toBe(1)
    // a list that is not ids is refused for its form, not as an address that is missing
    expect(failure(await remove(user, 'abc')).message).toMatch(/^ids must match the pattern /)
  })

  it('pages by 10 and stops at 20 addresses', async () => {
    const user = (await registerEmail(server)).token
    // valid TRON addresses of distinct accounts
    const tron = (n: number) =>
      base58check(sha256).encode(Uint8Array.from([0x41, ...new Array<number>(19).fill(1), n]))
    for (let n = 0; n < 20; n++)
      okMessage(await save(user, { currency: '3', type: 'TRC20', address: tron(n) }))
    expect(
      failure(await save(user, { currency: '3', type: 'TRC20', address: tron(20) })).message,
    ).toBe('You can keep at most 20 addresses')
    const second = await list(user, { page: '2' })
    expect(second).toMatchObject({ page: 2, pages: 2, total: 20 })
    expect(second.data).toHaveLength(10)
  })
})
