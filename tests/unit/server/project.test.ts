// Token projects through the real server (issue 29 item 2): the operator lists a project; the
// window decides (2 not started, 1 open, 0 ended or paused); a commitment freezes USDT after every
// refusal (window, amount, per-user maximum, balance) with nothing written otherwise; at the end the
// allocation is pro rata with the cap's excess shared, charged at the price, the token credited as
// its own currency in the asset account and the rest released, once, even with two nodes.
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import type { Project, ProjectOrder } from '../../../types/catalogue/project'
import type { Paged } from '../../../types/envelope'
import type { PayloadOf } from '../../../types/catalogue'
import { buildApp } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { commitToProject } from '../../../server/src/project/orders'
import { allocateRound } from '../../../server/src/project/allocate'
import { readParts } from '../../../server/src/infra/money/ledger'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  nodeDatabases,
  okMessage,
  opsCli,
  startServer,
  type TestServer,
} from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser } from './microtradeHelpers'
import { USDT } from './leverHelpers'

const T0 = Date.parse('2030-05-06T08:00:00.000Z')
const HOUR = 3_600_000
const OPS_TOKEN = 'ops-secret-for-project-tests'
let server: TestServer

beforeAll(async () => {
  server = await startServer({ clock: new ManualClock(new Date(T0)), opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

afterEach(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])
})

const allocateNow = () => allocateRound(server.db, server.clock, () => undefined)
const secondsAt = (ms: number) => String(Math.floor(ms / 1000))

const listProject = async (body: Record<string, string>) =>
  okMessage(
    await call<Project>(server, 'POST', '/ops/project', {
      headers: { 'x-ops-token': OPS_TOKEN },
      body,
    }),
  )

async function parts(userId: number, currency: number) {
  const p = await readParts(server.db, { userId, currencyId: currency, wallet: 'legal' })
  return { available: p.available.toFixed(), frozen: p.frozen.toFixed() }
}

const commit = (token: string, id: number, amount: string) =>
  call<ProjectOrder>(server, 'POST', '/api/project/order', {
    token,
    body: { project_id: String(id), amount },
  })

it('allocates pro rata with the cap, charges at the price, credits the token, once', async () => {
  const start = server.clock.now().getTime() + HOUR
  const end = start + 24 * HOUR
  const project = await listProject({
    name: 'Nova Network',
    symbol: 'NOVA',
    price: '0.5',
    for_sale: '1000',
    per_user_cap: '400',
    max_commit: '1000',
    places: '2',
    start_at: secondsAt(start),
    end_at: secondsAt(end),
  })
  expect(project).toMatchObject({ state: 2, committed: '0', subscribers: 0, allocated: false })

  const alice = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, alice.id, '1200', USDT, 'legal')
  const bob = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, bob.id, '300', USDT, 'legal')
  const carol = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, carol.id, '100', USDT, 'legal')

  // before the window: refused with its opening time, nothing held
  expect(failure(await commit(alice.token, project.id, '100')).message).toBe(
    'Commitments to this project open at 2030-05-06 09:00 UTC',
  )
  server.clock.set(new Date(start))
  const open = okMessage(
    await call<Project>(server, 'GET', '/api/project/detail', {
      body: { project_id: String(project.id) },
    }),
  )
  expect(open.state).toBe(1)

  okMessage(await commit(alice.token, project.id, '500'))
  // a second commitment adds to the first, within the per-user maximum
  const topped = okMessage(await commit(alice.token, project.id, '300'))
  expect(topped).toMatchObject({ amount: '800', status: 1, tokens: null })
  expect(failure(await commit(alice.token, project.id, '200.01')).message).toBe(
    'You can commit at most 1,000.00 USDT to this project; 200.00 USDT is left for you',
  )
  expect(failure(await commit(bob.token, project.id, '300.01')).message).toBe(
    'Your asset account has 300.00 USDT available',
  )
  expect(failure(await commit(bob.token, project.id, '0.001')).message).toBe(
    'Please enter a correct amount',
  )
  expect(await parts(bob.id, USDT)).toEqual({ available: '300', frozen: '0' })
  okMessage(await commit(bob.token, project.id, '300'))
  okMessage(await commit(carol.token, project.id, '100'))
  expect(await parts(alice.id, USDT)).toEqual({ available: '400', frozen: '800' })

  const listed = okMessage(
    await call<Paged<Project>>(server, 'GET', '/api/project', { body: { page: '1' } }),
  )
  expect(listed.data.find((p) => p.id === project.id)).toMatchObject({
    committed: '1200',
    subscribers: 3,
  })

  // the window's end belongs to it; a millisecond later it has ended
  server.clock.set(new Date(end))
  expect(await allocateNow()).toBe(0)
  server.clock.set(new Date(end + 1))
  expect(failure(await commit(carol.token, project.id, '1')).message).toBe(
    'This project no longer takes commitments',
  )
  expect(await allocateNow()).toBe(1)
  expect(await allocateNow()).toBe(0)

  // alice's pro-rata 666.66 is capped at 400; of the 600 left bob's 450 is capped at 400 too,
  // and carol takes the 200 left, all that her 100 USDT buys
  const token = project.currency_id
  expect(await parts(alice.id, token)).toEqual({ available: '400', frozen: '0' })
  expect(await parts(alice.id, USDT)).toEqual({ available: '1000', frozen: '0' })
  expect(await parts(bob.id, token)).toEqual({ available: '400', frozen: '0' })
  expect(await parts(bob.id, USDT)).toEqual({ available: '100', frozen: '0' })
  expect(await parts(carol.id, token)).toEqual({ available: '200', frozen: '0' })
  expect(await parts(carol.id, USDT)).toEqual({ available: '0', frozen: '0' })

  const mine = okMessage(
    await call<Paged<ProjectOrder>>(server, 'GET', '/api/user/project/order', {
      token: bob.token,
    }),
  )
  expect(mine.data[0]).toMatchObject({
    amount: '300',
    status: 2,
    tokens: '400',
    charged: '200',
    released: '100',
    project: { state: 0, allocated: true, sold: '1000' },
  })
  // the token is a currency of the asset account, named by the project
  const wallets = okMessage(
    await call<PayloadOf<'walletList'>>(server, 'POST', '/api/wallet/list', { token: bob.token }),
  )
  // with no picture of its own (issue 47 item 9: it pointed to a logo that answered 404), so the
  // app draws its letter; every logo the list names is there
  expect(wallets.legal_wallet.balance).toContainEqual(
    expect.objectContaining({
      currency: token,
      currency_name: 'NOVA',
      legal_balance: '400.00',
      logo: '',
    }),
  )
  const logos = wallets.legal_wallet.balance.map((row) => row.logo).filter(Boolean)
  expect(logos).toContain('/media/logos/usdt.svg')
  for (const logo of logos)
    expect([logo, (await fetch(`${server.url}${logo}`)).status]).toEqual([logo, 200])
  const [message] = await server.db.query<{ content: string }>(
    'SELECT content FROM mail_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [bob.id],
  )
  expect(message.content).toContain(
    'You were allocated 400 NOVA for 200.00 USDT; 100.00 USDT of your commitment was returned',
  )
})

it('refuses what the operator cannot list, and a paused project takes nothing', async () => {
  const now = server.clock.now().getTime()
  const base = {
    name: 'Orbit',
    symbol: 'ORBT',
    price: '2',
    for_sale: '100',
    per_user_cap: '10',
    max_commit: '50',
    start_at: secondsAt(now),
    end_at: secondsAt(now + HOUR),
  }
  const bad = (body: Record<string, string>) =>
    call(server, 'POST', '/ops/project', { headers: { 'x-ops-token': OPS_TOKEN }, body })
  // a listed coin's code, a cap above the sale, a window that has ended
  expect(failure(await bad({ ...base, symbol: 'BTC' })).message).toContain('symbol')
  expect(failure(await bad({ ...base, per_user_cap: '101' })).message).toContain('per_user_cap')
  expect(failure(await bad({ ...base, end_at: secondsAt(now - 1000) })).message).toContain('end_at')
  const { out, cli } = opsCli(server, OPS_TOKEN)
  expect(await cli(['project', 'ORBT', '--name', 'Orbit'])).not.toBe(0)
  expect(
    await cli([
      'project',
      'ORBT',
      '--name',
      'Orbit',
      '--price',
      '2',
      '--for-sale',
      '100',
      '--cap',
      '10',
      '--max-commit',
      '50',
      '--start',
      new Date(now).toISOString(),
      '--end',
      new Date(now + HOUR).toISOString(),
    ]),
  ).toBe(0)
  const project = JSON.parse(out.join('\n')) as Project
  expect(project).toMatchObject({ symbol: 'ORBT', state: 1, places: 4, max_commit: '50' })
  expect(failure(await bad(base)).message).toContain('symbol')

  const erin = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, erin.id, '50', USDT, 'legal')
  okMessage(await commit(erin.token, project.id, '20'))
  expect(await cli(['project', '--id', String(project.id), '--status', '0'])).toBe(0)
  expect(failure(await commit(erin.token, project.id, '10')).message).toBe(
    'This project no longer takes commitments',
  )
  // what was committed before the pause is still allocated: 20 USDT buys 10 tokens, the cap
  server.clock.set(new Date(now + HOUR + 1))
  expect(await allocateNow()).toBeGreaterThanOrEqual(1)
  expect(await parts(erin.id, project.currency_id)).toEqual({ available: '10', frozen: '0' })
  expect(await parts(erin.id, USDT)).toEqual({ available: '30', frozen: '0' })
})

describe('two nodes', () => {
  const dbs: Db[] = []
  const apps: FastifyInstance[] = []
  let nodes: [Db, Db]
  const clock = new ManualClock(new Date(T0))

  beforeAll(async () => {
    const opened = await nodeDatabases()
    dbs.push(...opened.dbs)
    nodes = opened.nodes
    // the migrations, as a node runs them at start
    apps.push(
      await buildApp({
        db: nodes[0],
        clock,
        uploadDir: tmpdir(),
        realtime: false,
        passwordCost: 1024,
        settle: false,
      }),
    )
  }, BOOT_TIMEOUT)
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const db of dbs) await db.close()
  })

  it('allocates 80 commitments once when both nodes run at once', async () => {
    const db = dbs[0]
    const end = new Date(T0 + HOUR)
    const [project] = await db.query<{ id: number; currency_id: number }>(
      `INSERT INTO projects (name, symbol, price, for_sale, per_user_cap, max_commit, places,
         start_at, end_at, created_at)
       VALUES ('Twin', 'TWIN', '0.3', '5000', '200', '500', 4, $1, $2, $1)
       RETURNING id, currency_id`,
      [new Date(T0), end],
    )
    for (let i = 0; i < 80; i++) {
      const user = await makeUser(db, clock)
      const amount = String(10 + ((i * 37) % 490))
      await fund(db, clock, user.id, amount, USDT, 'legal')
      await db.tx((q) => commitToProject(q, clock, user.id, { projectId: project.id, amount }))
    }
    clock.set(new Date(end.getTime() + 1000))
    const counts = await Promise.all(
      nodes.map((node) => allocateRound(node, clock, () => undefined)),
    )
    expect(counts[0] + counts[1]).toBe(1)
    const [sums] = await db.query<{ n: string; tokens: string; zero: string }>(
      `SELECT count(*)::text AS n, sum(tokens)::text AS tokens,
              (sum(amount - charged - released) = 0)::text AS zero
         FROM project_orders WHERE project_id = $1 AND status = 2`,
      [project.id],
    )
    expect(sums.n).toBe('80')
    expect(sums.zero).toBe('true')
    const [sold] = await db.query<{ sold: string }>(
      'SELECT sold::text FROM projects WHERE id = $1',
      [project.id],
    )
    expect(sold.sold).toBe(sums.tokens)
    expect(Number(sums.tokens)).toBeLessThanOrEqual(5000)
    const [held] = await db.query<{ total: string }>(
      'SELECT sum(balance)::text AS total FROM balances WHERE currency_id = $1',
      [project.currency_id],
    )
    expect(held.total).toBe(sums.tokens)
    expect(await ledgerMismatches(db)).toEqual([])
    expect(await brokenChains(db)).toEqual([])
    expect(await db.query('SELECT 1 FROM balances WHERE balance < 0 OR frozen < 0')).toEqual([])
  }, 120_000)
})
