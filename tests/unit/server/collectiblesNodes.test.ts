// Collectibles on two nodes (issue 31): bidders race on an auction from both nodes, and both nodes'
// settlement jobs race at its end; every bid is held and released once, one bidder wins, the
// seller is paid once, and the books hold. Boxes of one series opened from both nodes at once
// each draw once, and the series still hands out each edition once.
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { sellerGets } from '@common/collectibleRules'
import { AppError } from '../../../server/src/infra/appError'
import { buildApp, contextOf } from '../../../server/src/app'
import { HOUR, ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { placeBid } from '../../../server/src/collectibles/auctions'
import { buyBox, openBox } from '../../../server/src/collectibles/boxes'
import { buyFixed, listEdition } from '../../../server/src/collectibles/market'
import { createSeries, createStandalone, setArtist } from '../../../server/src/collectibles/ops'
import { BOOT_TIMEOUT, nodeDatabases } from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser } from './microtradeHelpers'
import { bidBookMismatches, usdt } from './collectiblesHelpers'

const T0 = Date.parse('2030-09-01T12:00:00.000Z')
const dbs: Db[] = []
const apps: FastifyInstance[] = []
let nodes: [Db, Db]
const clock = new ManualClock(new Date(T0))

beforeAll(async () => {
  const opened = await nodeDatabases()
  dbs.push(...opened.dbs)
  nodes = opened.nodes
  for (const db of nodes) {
    apps.push(
      await buildApp({ db, clock, uploadDir: tmpdir(), realtime: false, passwordCost: 1024 }),
    )
  }
  await setArtist(contextOf(apps[0]), { uid: 'nodes', name: 'Two Nodes', avatar: '', bio: '' })
}, BOOT_TIMEOUT)
afterAll(async () => {
  for (const app of apps) await app.close()
  for (const db of dbs) await db.close()
})

/** A write whose refusal (outbid meanwhile, already leading) is one of the race's outcomes. */
const attempt = async (write: () => Promise<unknown>) => {
  try {
    await write()
  } catch (e) {
    if (!(e instanceof AppError)) throw e
  }
}

async function user(usdtAmount: string): Promise<number> {
  const u = await makeUser(nodes[0], clock)
  await fund(nodes[0], clock, u.id, usdtAmount, 3, 'legal')
  return u.id
}

it('holds and releases every bid once and settles the auction once when both nodes race', async () => {
  const [item] = await createStandalone(
    contextOf(apps[0]),
    'nodes',
    { name: 'Race', rarity: 'legendary', editions: '1' },
    '1',
  )
  const seller = await user('1')
  await nodes[0].tx((q) => buyFixed(q, clock, seller, item.code))
  await nodes[0].tx((q) =>
    listEdition(q, clock, seller, item.code, { kind: 'auction', price: '10', step: '1', hours: 1 }),
  )
  const bidders = await Promise.all(Array.from({ length: 8 }, () => user('500')))
  for (let round = 0; round < 5; round++) {
    await Promise.all(
      bidders.map((b, i) =>
        attempt(() => nodes[i % 2].tx((q) => placeBid(q, clock, b, item.code, '1'))),
      ),
    )
  }
  const [listing] = await nodes[0].query<{ top_bid: string; top_bidder: string; bids: number }>(
    `SELECT top_bid, top_bidder, bids FROM nft_listings WHERE nft_code = $1 AND status = 1`,
    [item.code],
  )
  // every accepted bid raised the price by 1, from the starting 10
  expect(listing.bids).toBeGreaterThan(8)
  expect(Number(listing.top_bid)).toBe(10 + listing.bids)
  expect(await bidBookMismatches(nodes[1])).toEqual([])

  clock.advance(HOUR + 10 * 60_000 + 1)
  await Promise.all(apps.map((app) => contextOf(app).jobs.runDue()))
  await Promise.all(apps.map((app) => contextOf(app).jobs.runDue()))
  const winner = Number(listing.top_bidder)
  const [owner] = await nodes[0].query<{ owner_id: string }>(
    'SELECT owner_id FROM nfts WHERE code = $1',
    [item.code],
  )
  expect(Number(owner.owner_id)).toBe(winner)
  expect(await usdt(nodes[0], seller)).toEqual({
    available: Number(sellerGets(listing.top_bid)),
    frozen: 0,
  })
  for (const b of bidders) {
    const held = await usdt(nodes[0], b)
    expect([b, held]).toEqual([
      b,
      { available: b === winner ? 500 - Number(listing.top_bid) : 500, frozen: 0 },
    ])
  }
  expect(await ledgerMismatches(nodes[0])).toEqual([])
  expect(await brokenChains(nodes[0])).toEqual([])
  expect(await bidBookMismatches(nodes[0])).toEqual([])
})

it('opens each box once when openings race on both nodes', async () => {
  const series = await createSeries(contextOf(apps[0]), {
    artist: 'nodes',
    name: 'Racing boxes',
    description: '',
    cover: '',
    price: '2',
    saleStart: Math.floor(clock.now().getTime() / 1000),
    saleEnd: Math.floor(clock.now().getTime() / 1000) + 3600,
    items: [
      { name: 'Plain', rarity: 'common', editions: '12' },
      { name: 'Gold', rarity: 'epic', editions: '4' },
    ],
  })
  const buyer = await user('100')
  const boxes: string[] = []
  for (let i = 0; i < 16; i++) {
    boxes.push((await nodes[i % 2].tx((q) => buyBox(q, clock, buyer, series.id))).box_code)
  }
  await Promise.all(
    boxes.flatMap((code, i) =>
      [0, 1].map((n) => attempt(() => nodes[n].tx((q) => openBox(q, clock, buyer, code, `c${i}`)))),
    ),
  )
  const opened = await nodes[0].query<{ nft_code: string; open_seq: number }>(
    'SELECT nft_code, open_seq FROM nft_boxes WHERE series_id = $1 ORDER BY open_seq',
    [series.id],
  )
  expect(opened.map((o) => o.open_seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1))
  expect(new Set(opened.map((o) => o.nft_code)).size).toBe(16)
  expect(await usdt(nodes[0], buyer)).toEqual({ available: 68, frozen: 0 })
  expect(await ledgerMismatches(nodes[0])).toEqual([])
})
