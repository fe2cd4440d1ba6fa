// The write helper handlers use (http/writeOnce.ts): the catalogue entry declares the call
// idempotent, and the key's owner, the key and the call come from the request. Probe routes stand
// in for the features' handlers, registered with routeOf like theirs; what they write is counted.
import { contextOf } from '../../../server/src/app'
import type { Queryable } from '../../../server/src/infra/db/client'
import { userOf } from '../../../server/src/infra/http/auth'
import { routeOf, typed } from '../../../server/src/infra/http/calls'
import { ok } from '../../../server/src/infra/http/envelope'
import { text } from '../../../server/src/infra/http/input'
import {
  STORED_BEFORE_THE_CATALOGUE,
  answeredBefore,
  storedAs,
  writeOnce,
} from '../../../server/src/infra/http/writeOnce'
import { t } from '../../../server/src/infra/i18n'
import { idempotent, ownerOfUser } from '../../../server/src/infra/money/idempotency'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  startServer,
  type CallResult,
  type TestServer,
} from './helpers'
import { makeUser } from './microtradeHelpers'

interface Written {
  id: number
  note: string
}

let server: TestServer
const runs = { count: 0 }
/** What the last probe handler threw, as the handler saw it. */
let thrown: unknown

/** The write a probe route does: one row, answered with its id. */
const act = (note: string) => async (q: Queryable) => {
  runs.count++
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO write_once_probe (note) VALUES ($1) RETURNING id',
    [note],
  )
  return { id: row.id, note }
}

/** Keeps what a handler throws for the test, then throws it on to the error handler. */
async function watched<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    thrown = err
    throw err
  }
}

beforeAll(async () => {
  server = await startServer({ realtime: false }, async (app, db) => {
    await db.exec('CREATE TABLE write_once_probe (id serial PRIMARY KEY, note text NOT NULL)')
    const ctx = contextOf(app)
    const api = typed(app)

    // A user's idempotent call (auth: true): the key is the signed-in user's.
    api.route({
      ...routeOf(ctx, 'lockPurchase'),
      url: '/probe/user',
      handler: async (req) =>
        ok(await watched(() => writeOnce(ctx, req, act(text(req.body.amount))))),
    })
    // A call whose catalogue entry keeps its secrets out of the key (unkeyed).
    api.route({
      ...routeOf(ctx, 'walletOut'),
      url: '/probe/withdraw',
      handler: async (req) =>
        ok(await watched(() => writeOnce(ctx, req, act(text(req.body.number))))),
    })
    api.route({
      ...routeOf(ctx, 'lockPurchase'),
      url: '/probe/user/answered',
      handler: async (req) => ok(await answeredBefore(ctx, req)),
    })
    // An operator's idempotent call (operator: true, no session): the key is the operator's.
    api.route({
      ...routeOf(ctx, 'opsCredit'),
      url: '/probe/ops',
      handler: async (req) =>
        ok(await watched(() => writeOnce(ctx, req, act(text(req.body.amount))))),
    })
    // A call the catalogue does not declare idempotent: using the helper is a mistake in code.
    api.route({
      ...routeOf(ctx, 'lockCancel'),
      url: '/probe/not-idempotent',
      handler: async (req) => ok(await watched(() => writeOnce(ctx, req, act('cancel')))),
    })
    api.route({
      ...routeOf(ctx, 'lockCancel'),
      url: '/probe/not-idempotent/answered',
      handler: async (req) => ok(await watched(() => answeredBefore(ctx, req))),
    })
    // userOf on a call without `auth: true` is the same kind of mistake, not a missing session.
    api.route({
      ...routeOf(ctx, 'faq'),
      url: '/probe/no-auth',
      handler: async (req) => ok(await watched(async () => userOf(req).user.id)),
    })
    // What routeOf's check before validation found, as the handler reads it.
    api.route({
      ...routeOf(ctx, 'userInfo'),
      url: '/probe/who',
      handler: async (req) => ok(userOf(req).user.id),
    })
  })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

beforeEach(() => {
  runs.count = 0
  thrown = undefined
})

let nextKey = 0
const freshKey = () => `write-once-${++nextKey}`

function post<T>(url: string, key: string | undefined, body: Record<string, string>, token = '') {
  const headers: Record<string, string> = key ? { 'idempotency-key': key } : {}
  return call<T>(server, 'POST', url, { body, headers, ...(token && { token }) })
}

const purchase = (token: string, key: string | undefined, amount: string) =>
  post<Written>('/probe/user', key, { config_id: '1', amount }, token)

const credit = (key: string | undefined, amount: string) =>
  post<Written>('/probe/ops', key, { account: 'someone@example.com', amount, currency: '3' })

const refusedText = (result: CallResult<unknown>) => failure(result).message

describe('writeOnce', () => {
  it('answers a replay with the first answer and writes once', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const key = freshKey()
    const first = okMessage(await purchase(token, key, '10'))
    const again = okMessage(await purchase(token, key, '10'))
    expect(again).toEqual(first)
    expect(runs.count).toBe(1)
  })

  it('refuses the same key with another payload, and writes nothing for it', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const key = freshKey()
    okMessage(await purchase(token, key, '10'))
    const refused = await purchase(token, key, '11')
    expect(refusedText(refused)).toBe(t('en', 'idempotency_key_reused'))
    expect(runs.count).toBe(1)
  })

  it('writes every request sent without a key', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const first = okMessage(await purchase(token, undefined, '10'))
    const second = okMessage(await purchase(token, undefined, '10'))
    expect(second.id).not.toBe(first.id)
    expect(runs.count).toBe(2)
  })

  it("keeps each user's keys apart, and the operator's from theirs", async () => {
    const alice = await makeUser(server.db, server.clock)
    const bob = await makeUser(server.db, server.clock)
    const key = freshKey()
    okMessage(await purchase(alice.token, key, '10'))
    okMessage(await purchase(bob.token, key, '10'))
    okMessage(await credit(key, '10'))
    expect(runs.count).toBe(3)
    const owners = await server.db.query<{ owner: string }>(
      'SELECT owner FROM idempotency_keys WHERE key = $1 ORDER BY owner',
      [key],
    )
    expect(owners.map((r) => r.owner).sort()).toEqual(
      ['ops', ownerOfUser(alice.id), ownerOfUser(bob.id)].sort(),
    )
  })

  it("replays a key stored before the helper existed, under the call's old name", async () => {
    const { id, token } = await makeUser(server.db, server.clock)
    const key = freshKey()
    // what the purchase handler stored itself, as rows in a database today hold it
    const payload = { config_id: '1', amount: '10' }
    const request = { owner: ownerOfUser(id), key, call: 'lh/deposit', payload }
    const stored = await idempotent(server.db, server.clock, request, act('10'))
    expect(storedAs('lockPurchase')).toBe('lh/deposit')
    expect(okMessage(await purchase(token, key, '10'))).toEqual(stored)
    expect(runs.count).toBe(1)
  })

  it('keeps the names keys were stored under before the catalogue; the rest take its name', () => {
    expect(STORED_BEFORE_THE_CATALOGUE).toEqual({
      submitOrder: 'microtrade/submit',
      walletChange: 'wallet/change',
      transfer: 'user/Transfer',
      lockPurchase: 'lh/deposit',
      chargeReq: 'wallet/charge_req',
      walletOut: 'wallet/out',
      opsCredit: 'ops/credit',
    })
    expect(storedAs('spotTrade')).toBe('spotTrade')
    expect(storedAs('nftBid')).toBe('nftBid')
  })

  it("keys a write by the call's catalogue fields, whatever the language or other fields", async () => {
    const { token } = await makeUser(server.db, server.clock)
    const key = freshKey()
    const first = okMessage(
      await post<Written>('/probe/user', key, { config_id: '1', amount: '10' }, token),
    )
    const again = await post<Written>(
      '/probe/user',
      key,
      { config_id: '1', amount: '10', lang: 'de', ignored: 'x' },
      token,
    )
    expect(okMessage(again)).toEqual(first)
    const otherProduct = await post('/probe/user', key, { config_id: '2', amount: '10' }, token)
    expect(refusedText(otherProduct)).toBe(t('en', 'idempotency_key_reused'))
    expect(runs.count).toBe(1)
  })

  it('leaves the fields a call lists as unkeyed (its secrets) out of the key', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const key = freshKey()
    const fields = { currency: '3', type: 'TRC20', number: '5', address_id: '7' }
    const withdraw = (more: Record<string, string>) =>
      post<Written>('/probe/withdraw', key, { ...fields, ...more }, token)
    const first = okMessage(await withdraw({ pay_password: 'secret-1', code: '111111' }))
    // the retry of a request whose code is used up may carry another code and password
    expect(okMessage(await withdraw({ pay_password: 'secret-2', code: '222222' }))).toEqual(first)
    const more = await withdraw({ number: '6', pay_password: 'secret-1', code: '111111' })
    expect(refusedText(more)).toBe(t('en', 'idempotency_key_reused'))
    expect(runs.count).toBe(1)
  })

  it('cannot be used by a call the catalogue does not declare idempotent', async () => {
    const { token } = await makeUser(server.db, server.clock)
    for (const key of [freshKey(), undefined]) {
      thrown = undefined
      const refused = await post('/probe/not-idempotent', key, { id: '1' }, token)
      expect(refusedText(refused)).toBe(t('en', 'internal_error'))
      expect(thrown).toBeInstanceOf(Error)
      expect(String(thrown)).toMatch(/lockCancel is not declared idempotent/)
    }
    const asked = await post('/probe/not-idempotent/answered', freshKey(), { id: '1' }, token)
    expect(refusedText(asked)).toBe(t('en', 'internal_error'))
    expect(String(thrown)).toMatch(/lockCancel is not declared idempotent/)
    expect(runs.count).toBe(0)
  })

  it('tells whether a key has been answered, so a replay can skip its checks', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const key = freshKey()
    const answered = async (k: string | undefined) =>
      okMessage(
        await post<boolean>('/probe/user/answered', k, { config_id: '1', amount: '10' }, token),
      )
    expect(await answered(key)).toBe(false)
    okMessage(await purchase(token, key, '10'))
    expect(await answered(key)).toBe(true)
    expect(await answered(undefined)).toBe(false)
  })
})

describe('userOf', () => {
  it('gives the handler the session routeOf checked, looking it up once per request', async () => {
    const { id, token } = await makeUser(server.db, server.clock)
    const query = jest.spyOn(server.db, 'query')
    try {
      expect(okMessage(await call<number>(server, 'GET', '/probe/who', { token }))).toBe(id)
      const lookups = query.mock.calls.filter(([sql]) => /FROM sessions s JOIN users/.test(sql))
      expect(lookups).toHaveLength(1)
    } finally {
      query.mockRestore()
    }
  })

  it('answers 999 without a session, before the handler runs', async () => {
    const res = await call(server, 'GET', '/probe/who')
    expect(res.body.type).toBe('999')
  })

  it('is a mistake in code on a call that does not declare auth: true', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const res = await call(server, 'GET', '/probe/no-auth', { token })
    expect(refusedText(res)).toBe(t('en', 'internal_error'))
    expect(String(thrown)).toMatch(/faq is not declared auth: true/)
  })
})
