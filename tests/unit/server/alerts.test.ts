// Price alerts (issue 32 item 4): set through the API, checked by the alert job against the
// feed's recorded prices since each alert last looked, fired once (socket event and message), at
// most 20 waiting a user; and on two nodes both running the job, still fired once.
import type { FastifyInstance } from 'fastify'
import { tmpdir } from 'node:os'
import type { PriceAlert, PriceAlertEvent } from '../../../types/catalogue/alerts'
import { SOCKET_EVENTS } from '../../../types/market'
import { buildApp, contextOf } from '../../../server/src/app'
import { ManualClock, SECOND } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { addAlert } from '../../../server/src/alerts/alerts'
import { PathFeed } from '../../support/pathFeed'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  inbox,
  nodeDatabases,
  okMessage,
  startServer,
  type TestServer,
} from './helpers'
import { capture, makeUser } from './microtradeHelpers'

const BTC = 1
const T0 = Date.parse('2030-03-01T12:00:00.000Z')

describe('on one node', () => {
  let server: TestServer
  let feed: PathFeed
  const pushed = capture()
  beforeAll(async () => {
    const clock = new ManualClock(new Date(T0))
    feed = new PathFeed(clock)
    feed.setPrice(BTC, T0 - 60 * SECOND, '60000')
    server = await startServer({ clock, feed })
    contextOf(server.app).realtime = pushed
  }, BOOT_TIMEOUT)
  afterAll(() => server.close())

  const add = (token: string, body: Record<string, string>) =>
    call<PriceAlert>(server, 'POST', '/api/alert/add', { token, body })
  const list = (token: string) =>
    call<PriceAlert[]>(server, 'GET', '/api/alert/list', { token }).then(okMessage)
  const runJobs = () => contextOf(server.app).jobs.runDue()
  /** The price from `afterMs` past now on, and the clock moved past it. */
  const priceLater = (afterMs: number, price: string) => {
    feed.setPrice(BTC, server.clock.now().getTime() + afterMs, price)
  }

  it('fires once at the first tick at or above the level, in the app and as a message', async () => {
    const user = await makeUser(server.db, server.clock)
    const set = okMessage(await add(user.token, { match_id: '1', kind: 'above', value: '70000' }))
    expect(set).toMatchObject({ symbol: 'BTC/USDT', kind: 'above', value: '70000', fired_at: null })
    server.clock.advance(2 * SECOND)
    await runJobs()
    expect((await list(user.token))[0].fired_at).toBeNull()

    priceLater(500, '70250.5')
    server.clock.advance(2 * SECOND)
    await runJobs()
    server.clock.advance(2 * SECOND)
    await runJobs()
    const [fired] = await list(user.token)
    expect(fired.fired_price).toBe('70250.5')
    const events = pushed.sent.filter(
      (s) => s.event === SOCKET_EVENTS.priceAlert && s.userId === user.id,
    )
    expect(events.map((e) => (e.payload as PriceAlertEvent).data.id)).toEqual([set.id])
    const messages = await inbox(server, user.token)
    expect(messages.map((m) => m.title)).toEqual(['Price alert: BTC/USDT'])
    // issue 47 item 3: the price at the symbol's places, grouped, in the reader's language
    expect(messages[0].content).toContain('BTC/USDT is at 70,250.50, at or above your alert level')
    const [german] = await inbox(server, user.token, 'de')
    expect(german.content).toContain('70.250,50')
    priceLater(0, '60000')
  }, 20_000)

  it('fires on a dip between two rounds, at the dip’s price', async () => {
    const user = await makeUser(server.db, server.clock)
    okMessage(await add(user.token, { match_id: '1', kind: 'below', value: '59000' }))
    priceLater(1000, '58800')
    priceLater(1500, '60000')
    server.clock.advance(3 * SECOND)
    await runJobs()
    expect((await list(user.token))[0].fired_price).toBe('58800')
  })

  it('takes at most 20 waiting alerts; a fired one no longer counts', async () => {
    const user = await makeUser(server.db, server.clock)
    for (let i = 0; i < 20; i++) {
      okMessage(await add(user.token, { match_id: '1', kind: 'above', value: String(90000 + i) }))
    }
    expect(
      failure(await add(user.token, { match_id: '1', kind: 'above', value: '99999' })).message,
    ).toBe('You can have at most 20 alerts waiting. Remove one to set another.')
    const [first] = await list(user.token)
    const removed = await call(server, 'POST', '/api/alert/del', {
      token: user.token,
      body: { id: String(first.id) },
    })
    expect(okMessage(removed)).toBe('Alert removed')
    okMessage(await add(user.token, { match_id: '1', kind: 'above', value: '99999' }))
  })

  it('refuses a level outside the rules, an unknown symbol and another user’s alert', async () => {
    const user = await makeUser(server.db, server.clock)
    for (const body of [
      { kind: 'rise', value: '0' },
      { kind: 'fall', value: '1000.5' },
      { kind: 'rise', value: '0.001' },
      { kind: 'above', value: '0' },
    ]) {
      expect(failure(await add(user.token, { match_id: '1', ...body })).message).toBe(
        'Enter a price above zero, or a percentage from 0.01 to 1000',
      )
    }
    expect(
      failure(await add(user.token, { match_id: '999', kind: 'above', value: '1' })).type,
    ).toBe('error')
    const other = await makeUser(server.db, server.clock)
    const theirs = okMessage(
      await add(other.token, { match_id: '1', kind: 'above', value: '100000' }),
    ).id
    const taken = await call(server, 'POST', '/api/alert/del', {
      token: user.token,
      body: { id: String(theirs) },
    })
    expect(failure(taken).message).toBe('This alert no longer exists')
  })
})

describe('on two nodes', () => {
  const dbs: Db[] = []
  const apps: FastifyInstance[] = []
  let nodes: [Db, Db]
  const clock = new ManualClock(new Date(T0))
  const feeds = [new PathFeed(clock), new PathFeed(clock)]

  beforeAll(async () => {
    const opened = await nodeDatabases()
    dbs.push(...opened.dbs)
    nodes = opened.nodes
    for (const [i, db] of nodes.entries()) {
      feeds[i].setPrice(BTC, T0 - 60 * SECOND, '60000')
      apps.push(
        await buildApp({
          db,
          clock,
          feed: feeds[i],
          uploadDir: tmpdir(),
          realtime: false,
          passwordCost: 1024,
        }),
      )
    }
  }, BOOT_TIMEOUT)
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const db of dbs) await db.close()
  })

  it('fires each alert once when both nodes’ jobs reach the crossing', async () => {
    const ids: number[] = []
    for (let i = 0; i < 10; i++) {
      const user = await makeUser(nodes[0], clock)
      ids.push(user.id)
      await nodes[i % 2].tx((q) =>
        addAlert(q, clock, feeds[0], user.id, { matchId: BTC, kind: 'above', value: '65000' }),
      )
    }
    for (const feed of feeds) feed.setPrice(BTC, clock.now().getTime() + 500, '66000')
    clock.advance(2 * SECOND)
    await Promise.all(apps.map((app) => contextOf(app).jobs.runDue()))
    await Promise.all(apps.map((app) => contextOf(app).jobs.runDue()))
    const fired = await nodes[0].query<{ n: number }>(
      'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = ANY($1) AND fired_at IS NOT NULL',
      [ids],
    )
    expect(fired[0].n).toBe(10)
    const messages = await nodes[0].query<{ user_id: string }>(
      "SELECT user_id FROM mail_messages WHERE user_id = ANY($1) AND template = 'price_alert_above'",
      [ids],
    )
    expect(messages.map((m) => Number(m.user_id)).sort()).toEqual([...ids].sort())
  })
})
