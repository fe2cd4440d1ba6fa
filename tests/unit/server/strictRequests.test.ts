// Issue 32 item 7, on the built app: a JSON field given as a list where the catalogue declares one
// value is refused on the routes that used to take `[1]` as `1`, and nothing is written: no order
// placed, no watchlist entry, nothing credited. Every other call: tests/unit/types/validation.test.ts.
import { BOOT_TIMEOUT, request, startServer, type TestServer } from './helpers'
import { fundedUser } from './microtradeHelpers'

let server: TestServer
const OPS = 'strict-ops-token'
beforeAll(async () => {
  server = await startServer({ opsToken: OPS })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(server, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

it('refuses a list where one value is declared, and writes nothing', async () => {
  const user = await fundedUser(server, '100')
  const auth = { authorization: encodeURIComponent(user.token) }
  const count = async (table: string) =>
    (
      await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
        [user.id],
      )
    )[0].n
  const before = { orders: await count('micro_orders'), watch: await count('watchlist') }
  const refused = [
    await json('/api/currency/new_kline', { match_id: [1], period: '1min' }),
    await json('/api/optional/add', { match_id: [1], currency_id: '1' }, auth),
    await json('/api/optional/del', { match_id: [1] }, auth),
    await json('/api/news/detail', { id: [1] }),
    await json(
      '/api/microtrade/submit',
      { match_id: [1], currency_id: '3', type: '1', seconds: '30', number: '10' },
      auth,
    ),
    await json(
      '/ops/credit',
      { user_id: String(user.id), amount: ['5'], currency: 'USDT', wallet: 'micro' },
      { 'x-ops-token': OPS },
    ),
  ]
  expect(refused.map((r) => r.body.type)).toEqual(Array(6).fill('error'))
  expect({ orders: await count('micro_orders'), watch: await count('watchlist') }).toEqual(before)
  const [balance] = await server.db.query<{ balance: string }>(
    `SELECT balance FROM balances WHERE user_id = $1 AND currency_id = 3 AND wallet = 'micro'`,
    [user.id],
  )
  expect(Number(balance.balance)).toBe(100)
})
