// Account records (POST /account/list, GET /wallet/hzhistory, POST /pay/payLog): the ledger's
// records of the session user only, newest first, paged, filtered by currency and type, each with
// its signed change, before and after, account and part.
import type { PayloadOf } from '@wire/catalogue'
import type { RecordType } from '@wire/catalogue/money'
import { applyChange, shiftParts } from '../../../server/src/infra/money/ledger'
import { dec } from '../../../server/src/infra/money/decimal'
import { BOOT_TIMEOUT, call, okMessage, typesWithoutSession, type TestServer } from './helpers'
import { fund, makeUser, startTradeServer, USDC, USDT } from './microtradeHelpers'

type Page = PayloadOf<'accountList'>

let server: TestServer
beforeAll(async () => {
  ;({ server } = await startTradeServer())
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const records = async (token: string, body: Record<string, string> = {}) =>
  okMessage(await call<Page>(server, 'POST', '/api/account/list', { token, body }))

const write = (userId: number, type: RecordType, change: string, currencyId = USDT) =>
  server.db.tx((q) =>
    applyChange(q, server.clock, {
      userId,
      currencyId,
      wallet: 'legal',
      change: dec(change),
      type,
      info: `test ${type}`,
    }),
  )

const move = (token: string, number: string) =>
  call(server, 'POST', '/api/wallet/change', {
    token,
    body: { currency_id: String(USDT), number, from_field: 'legal', to_field: 'micro' },
  })

it('needs a session', async () => {
  const calls = [
    ['POST', '/api/account/list'],
    ['GET', '/api/wallet/hzhistory'],
    ['POST', '/api/pay/payLog'],
  ] as const
  expect(await typesWithoutSession(server, calls)).toEqual(['999', '999', '999'])
})

it('shows each change with its sign, before and after, account, part and time', async () => {
  const { id, token } = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, id, '100', USDT, 'legal')
  server.clock.advance(1000)
  okMessage(await move(token, '40.25'))
  await server.db.tx((q) =>
    shiftParts(q, server.clock, 'freeze', {
      userId: id,
      currencyId: USDT,
      wallet: 'legal',
      amount: dec('10'),
      type: 'withdraw_freeze',
      info: 'test hold',
    }),
  )
  const page = await records(token)
  expect(page).toMatchObject({ page: 1, pages: 1, total: 5 })
  expect(page.data.map((r) => [r.type, r.wallet, r.part, r.value, r.before, r.after])).toEqual([
    ['withdraw_freeze', 'legal', 'frozen', '10.00', '0.00', '10.00'],
    ['withdraw_freeze', 'legal', 'available', '-10.00', '59.75', '49.75'],
    ['move_in', 'micro', 'available', '40.25', '0.00', '40.25'],
    ['move_out', 'legal', 'available', '-40.25', '100.00', '59.75'],
    ['ops_credit', 'legal', 'available', '100.00', '0.00', '100.00'],
  ])
  expect(page.data[4]).toMatchObject({
    currency: USDT,
    currency_name: 'USDT',
    info: 'test funds',
    created_time: new Date(server.clock.now().getTime() - 1000).toISOString(),
  })
})

it('shows one user none of another’s records', async () => {
  const alice = await makeUser(server.db, server.clock)
  const bob = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, alice.id, '5', USDT, 'legal')
  okMessage(await move(alice.token, '1'))
  await write(alice.id, 'deposit', '7')
  expect(await records(bob.token)).toEqual({ data: [], page: 1, pages: 0, total: 0 })
  const moves = await call<Page>(server, 'GET', '/api/wallet/hzhistory', { token: bob.token })
  expect(okMessage(moves).total).toBe(0)
  const pay = await call<Page>(server, 'POST', '/api/pay/payLog', { token: bob.token })
  expect(okMessage(pay).total).toBe(0)
  expect((await records(alice.token)).total).toBe(4)
})

it('pages newest first, 10 by default, without gaps or repeats', async () => {
  const { id, token } = await makeUser(server.db, server.clock)
  for (let i = 1; i <= 23; i++) await write(id, 'ops_credit', String(i))
  const pages = [await records(token), await records(token, { page: '2' })]
  pages.push(await records(token, { page: '3' }))
  expect(pages.map((p) => [p.page, p.pages, p.total, p.data.length])).toEqual([
    [1, 3, 23, 10],
    [2, 3, 23, 10],
    [3, 3, 23, 3],
  ])
  const values = pages.flatMap((p) => p.data.map((r) => dec(r.value).toNumber()))
  expect(values).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i))
  const five = await records(token, { limit: '5', page: '2' })
  expect(five.data.map((r) => r.value)).toEqual(['18.00', '17.00', '16.00', '15.00', '14.00'])
  expect((await records(token, { limit: '500' })).data).toHaveLength(23)
  expect((await records(token, { page: '9' })).data).toEqual([])
})

it('filters by currency and by type', async () => {
  const { id, token } = await makeUser(server.db, server.clock)
  await write(id, 'ops_credit', '10')
  await write(id, 'ops_credit', '3', USDC)
  await write(id, 'deposit', '2', USDC)
  await write(id, 'exchange_out', '-1', USDC)
  const usdc = await records(token, { currency: String(USDC) })
  expect(usdc.data.map((r) => r.type)).toEqual(['exchange_out', 'deposit', 'ops_credit'])
  const credits = await records(token, { type: 'ops_credit' })
  expect(credits.data.map((r) => r.currency_name)).toEqual(['USDC', 'USDT'])
  const both = await records(token, { type: 'ops_credit', currency: String(USDT) })
  expect(both.data.map((r) => r.value)).toEqual(['10.00'])
  expect((await records(token, { currency: '', type: '' })).total).toBe(4)
})

it('lists moves between accounts, and money in and out of the app, apart', async () => {
  const { id, token } = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, id, '50', USDT, 'legal')
  okMessage(await move(token, '20'))
  await write(id, 'deposit', '30')
  await write(id, 'exchange_out', '-5')
  const moves = okMessage(
    await call<Page>(server, 'GET', '/api/wallet/hzhistory', { token, body: { page: '1' } }),
  )
  expect(moves.data.map((r) => [r.type, r.wallet, r.value])).toEqual([
    ['move_in', 'micro', '20.00'],
    ['move_out', 'legal', '-20.00'],
  ])
  const pay = okMessage(await call<Page>(server, 'POST', '/api/pay/payLog', { token }))
  expect(pay.data.map((r) => [r.type, r.value])).toEqual([
    ['deposit', '30.00'],
    ['ops_credit', '50.00'],
  ])
})

it('lists only the asset account’s records in /wallet/legal_log, by coin and type', async () => {
  const { id, token } = await makeUser(server.db, server.clock)
  await write(id, 'deposit', '300')
  await write(id, 'deposit', '0.5', USDC)
  okMessage(await move(token, '100'))
  const log = async (body: Record<string, string> = {}) =>
    okMessage(await call<Page>(server, 'POST', '/api/wallet/legal_log', { token, body }))
  // the move's micro side is the seconds account's, not the asset account's
  expect((await log()).data.map((r) => [r.type, r.wallet, r.value])).toEqual([
    ['move_out', 'legal', '-100.00'],
    ['deposit', 'legal', '0.50'],
    ['deposit', 'legal', '300.00'],
  ])
  expect((await log({ currency: String(USDC) })).data.map((r) => r.currency_name)).toEqual(['USDC'])
  expect((await log({ type: 'move_out' })).total).toBe(1)
  const other = await makeUser(server.db, server.clock)
  const theirs = await call<Page>(server, 'POST', '/api/wallet/legal_log', { token: other.token })
  expect(okMessage(theirs).total).toBe(0)
})
