// The watchlist belongs to the token's user: nobody else can read or remove an entry.
import type { WatchAdded, WatchCheck, WatchItem } from '../../../types/market'
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

let server: TestServer
let alice: string
let bob: string
beforeAll(async () => {
  server = await startServer()
  alice = (await registerEmail(server)).token
  bob = (await registerEmail(server)).token
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const add = (token: string, body: Record<string, string>) =>
  call<WatchAdded>(server, 'POST', '/api/optional/add', { token, body })
const list = async (token: string) =>
  okMessage(await call<WatchItem[]>(server, 'GET', '/api/optional/list', { token }))
const check = async (token: string, matchId: number) =>
  okMessage(
    await call<WatchCheck>(server, 'GET', '/api/optional/check', {
      token,
      body: { match_id: String(matchId) },
    }),
  )

describe('watchlist', () => {
  it('needs a session for every call', async () => {
    const calls = [
      ['POST', '/api/optional/add'],
      ['POST', '/api/optional/del'],
      ['GET', '/api/optional/check'],
      ['GET', '/api/optional/list'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(calls.map(() => '999'))
  })

  it('adds by match or by currency, once, and lists with live quotes', async () => {
    const first = okMessage(await add(alice, { match_id: '1', currency_id: '1' }))
    const again = okMessage(await add(alice, { match_id: '1' }))
    expect(again).toEqual(first)
    const eth = okMessage(await add(alice, { currency_id: '2' }))
    expect(eth.optional_id).not.toBe(first.optional_id)

    const items = await list(alice)
    expect(items.map((i) => [i.optional_id, i.id, i.symbol])).toEqual([
      [first.optional_id, 1, 'BTC/USDT'],
      [eth.optional_id, 2, 'ETH/USDT'],
    ])
    expect(items[0].now_price).toMatch(/^\d+\.\d{2}$/)
    expect(await check(alice, 1)).toEqual({ is_optional: true, optional_id: first.optional_id })
    expect(await check(alice, 3)).toEqual({ is_optional: false, optional_id: null })
  })

  it("shows nobody else's entries and lets nobody else remove them", async () => {
    const mine = okMessage(await add(alice, { match_id: '17' }))
    expect(await list(bob)).toEqual([])
    expect(await check(bob, 17)).toEqual({ is_optional: false, optional_id: null })
    const theft = await call(server, 'POST', '/api/optional/del', {
      token: bob,
      body: { id: String(mine.optional_id) },
    })
    expect(failure(theft).message).toBe('This entry is not in your watchlist')
    const byMatch = await call(server, 'POST', '/api/optional/del', {
      token: bob,
      body: { match_id: '17' },
    })
    expect(failure(byMatch).type).toBe('error')
    expect((await check(alice, 17)).is_optional).toBe(true)
  })

  it('removes by entry id or by match, in the request language', async () => {
    const entry = okMessage(await add(alice, { match_id: '5' }))
    const removed = await call<string>(server, 'POST', '/api/optional/del', {
      token: alice,
      body: { id: String(entry.optional_id), lang: 'es' },
    })
    expect(okMessage(removed)).toBe('Eliminado de tu lista de seguimiento')
    expect((await check(alice, 5)).is_optional).toBe(false)
    okMessage(await add(alice, { match_id: '6' }))
    okMessage(
      await call(server, 'POST', '/api/optional/del', { token: alice, body: { match_id: '6' } }),
    )
    expect((await check(alice, 6)).is_optional).toBe(false)
    const twice = await call(server, 'POST', '/api/optional/del', {
      token: alice,
      body: { id: String(entry.optional_id) },
    })
    expect(failure(twice).type).toBe('error')
  })

  it('refuses unknown symbols', async () => {
    expect(failure(await add(alice, { match_id: '999' })).message).toBe('Symbol not found')
    expect(failure(await add(alice, { currency_id: '3' })).message).toBe('Symbol not found')
    expect(failure(await add(alice, {})).message).toBe('Symbol not found')
  })
})
