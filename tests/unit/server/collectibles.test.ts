// Collectibles (issue 31 item 1): a blind-box series publishes its odds and seed hash, sells boxes
// from the asset USDT account, opens each box once by a draw from what is left, and reveals a seed
// that replays every draw; editions sell at a fixed price, resell, and go to auction, where bids
// are held, the outbid released, a late bid extends the end and the settlement moves the edition
// and the money once, less the platform's fee. The books hold after every test.
import { saleFee, sellerGets } from '@common/collectibleRules'
import { contextOf } from '../../../server/src/app'
import { MINUTE, HOUR, DAY } from '../../../server/src/infra/clock'
import { replayDraws, seedHash } from '../../../server/src/collectibles/draw'
import { BOOT_TIMEOUT, failure, startServer, type TestServer } from './helpers'
import { brokenChains, ledgerMismatches } from './microtradeHelpers'
import {
  OPS,
  app,
  bidBookMismatches,
  ok,
  opsJson,
  richUser,
  usdt,
  type Nft,
  type Series,
  type User,
} from './collectiblesHelpers'

let server: TestServer
const T0 = Date.parse('2030-03-01T00:00:00.000Z')
const secs = (ms: number) => String(Math.floor(ms / 1000))

beforeAll(async () => {
  server = await startServer({ opsToken: OPS })
  server.clock.set(new Date(T0))
  await ok(
    opsJson(server, '/nft/artist', { uid: 'mira', name: 'Mira Vance', bio: 'Ink and light' }),
  )
}, BOOT_TIMEOUT)
afterAll(() => server.close())
afterEach(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])
  expect(await bidBookMismatches(server.db)).toEqual([])
})

const runJobs = () => contextOf(server.app).jobs.runDue()

async function newSeries(editions: Record<string, number>, price = '10'): Promise<Series> {
  const now = server.clock.now().getTime()
  const made = await ok(
    opsJson<Series>(server, '/nft/series', {
      artist: 'mira',
      name: `Tides ${now}`,
      price,
      sale_start: secs(now),
      sale_end: secs(now + DAY),
      items: JSON.stringify(
        Object.entries(editions).map(([rarity, n]) => ({
          name: `${rarity} wave`,
          rarity,
          editions: n,
        })),
      ),
    }),
  )
  return ok(app<Series>(server, undefined, 'GET', 'getBoxDetail', { id: String(made.id) }))
}

const buyBox = (user: User, id: number, key?: string) =>
  app<{ box_code: string }>(server, user, 'POST', 'buyBox', { id: String(id) }, key)
const openBox = (user: User, code: string, clientSeed = 'my-seed') =>
  app<{ box_code: string; seq: number; nft: Nft }>(server, user, 'POST', 'openBlindBox', {
    code,
    client_seed: clientSeed,
  })
const detail = (code: string, user?: User) => ok(app<Nft>(server, user, 'GET', 'getNft', { code }))

describe('blind boxes', () => {
  it('publishes the odds and the seed hash before sale, and keeps the seed', async () => {
    const s = await newSeries({ common: 6, rare: 3, legendary: 1 })
    expect(s).toMatchObject({ total: 10, sold: 0, state: 1, seed: null, openings: null })
    expect(s.seed_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(s.odds).toEqual([
      { rarity: 'common', boxes: 6, percent: '60.00', left: 6 },
      { rarity: 'rare', boxes: 3, percent: '30.00', left: 3 },
      { rarity: 'legendary', boxes: 1, percent: '10.00', left: 1 },
    ])
  })

  it('sells, opens each box once from what is left, and reveals a seed that replays every draw', async () => {
    const s = await newSeries({ common: 5, rare: 2, epic: 1 }, '12.50')
    const buyer = await richUser(server, '200')
    const boxes: string[] = []
    for (let i = 0; i < 8; i++) boxes.push((await ok(buyBox(buyer, s.id))).box_code)
    expect(await usdt(server.db, buyer.id)).toEqual({ available: 100, frozen: 0 })
    expect(failure(await buyBox(buyer, s.id)).message).toBe(
      'Every box of this series has been sold',
    )

    // the same box opened six times at once: one draw
    const racing = await Promise.all(Array.from({ length: 6 }, () => openBox(buyer, boxes[0])))
    expect(racing.filter((r) => r.body.type === 'ok')).toHaveLength(1)
    expect(racing.map((r) => r.body.message)).toContain('This box has already been opened')
    for (const code of boxes.slice(1)) await ok(openBox(buyer, code, `seed-${code}`))

    const done = await ok(app<Series>(server, buyer, 'GET', 'getBoxDetail', { id: String(s.id) }))
    expect(done.opened).toBe(8)
    expect(done.seed).not.toBeNull()
    expect(seedHash(done.seed ?? '')).toBe(s.seed_hash)
    const pool = (
      await server.db.query<{ code: string }>(
        `SELECT n.code FROM nfts n JOIN nft_items i ON i.id = n.item_id WHERE i.series_id = $1`,
        [s.id],
      )
    ).map((r) => r.code)
    const openings = done.openings ?? []
    expect(openings.map((o) => o.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(replayDraws(done.seed ?? '', pool, openings)).toEqual(openings.map((o) => o.nft_code))
    const mine = await ok(app<{ nfts: Nft[] }>(server, buyer, 'POST', 'getMyNFTs'))
    expect(mine.nfts.map((n) => n.code).sort()).toEqual([...pool].sort())
    expect(mine.nfts.every((n) => n.owner === 'you')).toBe(true)
  })

  it("refuses another's box, and opens what is left closed for its owner when time is up", async () => {
    const s = await newSeries({ common: 3 })
    const owner = await richUser(server)
    const other = await richUser(server)
    const { box_code } = await ok(buyBox(owner, s.id))
    expect(failure(await openBox(other, box_code)).message).toBe('Box not found')
    server.clock.advance(DAY + 7 * DAY)
    await runJobs()
    expect(failure(await openBox(owner, box_code)).message).toBe(
      'The time to open boxes of this series is over: the box was opened for you',
    )
    const done = await ok(app<Series>(server, owner, 'GET', 'getBoxDetail', { id: String(s.id) }))
    expect(done.openings).toEqual([
      expect.objectContaining({ seq: 1, box_code, client_seed: '', by_house: true }),
    ])
    const mine = await ok(
      app<{ nfts: Nft[]; boxes: unknown[] }>(server, owner, 'POST', 'getMyNFTs'),
    )
    expect(mine.boxes).toEqual([])
    expect(mine.nfts.map((n) => n.series_id)).toEqual([s.id])
    // the two boxes nobody bought stay the house's
    const unsold = await server.db.query(
      `SELECT 1 FROM nfts n JOIN nft_items i ON i.id = n.item_id
        WHERE i.series_id = $1 AND n.owner_id IS NULL AND n.status = 'held'`,
      [s.id],
    )
    expect(unsold).toHaveLength(2)
  })
})

describe('fixed price and resale', () => {
  it('moves the edition and the money once, the seller paid less the fee', async () => {
    const [first] = await ok(
      opsJson<Nft[]>(server, '/nft/item', {
        artist: 'mira',
        name: 'Harbour at dusk',
        rarity: 'epic',
        editions: '2',
        price: '80',
      }),
    )
    expect(first.listing).toMatchObject({ kind: 'fixed', seller: 'house', price: '80.00' })
    const alice = await richUser(server, '100')
    const bob = await richUser(server, '500')
    // the answer lost and the same purchase sent again: bought once
    const bought = await ok(app<Nft>(server, alice, 'POST', 'buyNFT', { code: first.code }, 'k-1'))
    await ok(app<Nft>(server, alice, 'POST', 'buyNFT', { code: first.code }, 'k-1'))
    expect(bought).toMatchObject({ owner: 'you', listing: null })
    expect(await usdt(server.db, alice.id)).toEqual({ available: 20, frozen: 0 })
    expect(failure(await app(server, bob, 'POST', 'buyNFT', { code: first.code })).message).toBe(
      'This collectible is not for sale at a fixed price',
    )

    // resold: bob and carol race for it, one buys it
    const listed = await ok(
      app<Nft>(server, alice, 'POST', 'resellNFT', {
        code: first.code,
        kind: 'fixed',
        price: '150',
      }),
    )
    expect(listed.listing).toMatchObject({ seller: 'you', price: '150.00', fee_percent: '2.5' })
    const carol = await richUser(server, '500')
    const race = await Promise.all(
      [bob, carol].map((u) => app(server, u, 'POST', 'buyNFT', { code: first.code })),
    )
    expect(race.filter((r) => r.body.type === 'ok')).toHaveLength(1)
    expect(await usdt(server.db, alice.id)).toEqual({
      available: 20 + Number(sellerGets('150')),
      frozen: 0,
    })
    expect(saleFee('150')).toBe('3.75')
    const spent = [await usdt(server.db, bob.id), await usdt(server.db, carol.id)]
    expect(spent.map((b) => b.available).sort()).toEqual([350, 500])
  })

  it('takes an edition off sale for its owner only, and never one with bids', async () => {
    const [item] = await ok(
      opsJson<Nft[]>(server, '/nft/item', {
        artist: 'mira',
        name: 'Kelp',
        rarity: 'common',
        editions: '1',
        price: '5',
      }),
    )
    const owner = await richUser(server)
    await ok(app(server, owner, 'POST', 'buyNFT', { code: item.code }))
    const other = await richUser(server)
    expect(
      failure(
        await app(server, other, 'POST', 'resellNFT', {
          code: item.code,
          kind: 'fixed',
          price: '9',
        }),
      ).message,
    ).toBe('You do not own this collectible')
    await ok(
      app(server, owner, 'POST', 'resellNFT', {
        code: item.code,
        kind: 'auction',
        price: '9',
        step: '1',
        hours: '2',
      }),
    )
    await ok(app(server, other, 'POST', 'auctionNFT', { code: item.code, price: '0' }))
    expect(
      failure(await app(server, owner, 'POST', 'cancelResell', { code: item.code })).message,
    ).toBe('An auction with bids cannot be withdrawn')
    server.clock.advance(2 * HOUR)
    await runJobs()
    expect((await detail(item.code, other)).owner).toBe('you')
  })
})

describe('auctions', () => {
  async function auction(
    price = '100',
    step = '5',
    hours = '1',
  ): Promise<{ code: string; seller: User }> {
    const [item] = await ok(
      opsJson<Nft[]>(server, '/nft/item', {
        artist: 'mira',
        name: 'Lantern',
        rarity: 'rare',
        editions: '1',
        price: '1',
      }),
    )
    const seller = await richUser(server, '10')
    await ok(app(server, seller, 'POST', 'buyNFT', { code: item.code }))
    await ok(
      app(server, seller, 'POST', 'resellNFT', {
        code: item.code,
        kind: 'auction',
        price,
        step,
        hours,
      }),
    )
    return { code: item.code, seller }
  }

  it('holds each leading bid, releases the outbid one, and settles once at the end', async () => {
    const { code, seller } = await auction()
    const a = await richUser(server, '300')
    const b = await richUser(server, '300')
    const terms = await ok(
      app<{ min_bid: string; min_raise: string }>(server, a, 'POST', 'marginNFT', { code }),
    )
    expect(terms).toMatchObject({ min_bid: '100.00', min_raise: '0.00' })

    await ok(app(server, a, 'POST', 'auctionNFT', { code, price: '0' }))
    expect(await usdt(server.db, a.id)).toEqual({ available: 200, frozen: 100 })
    expect(failure(await app(server, a, 'POST', 'auctionNFT', { code, price: '5' })).message).toBe(
      'You already hold the leading bid',
    )
    expect(
      failure(await app(server, b, 'POST', 'auctionNFT', { code, price: '4.99' })).message,
    ).toBe('Raise the price by at least 5.00 USDT')
    const led = await ok(app<Nft>(server, b, 'POST', 'auctionNFT', { code, price: '20' }))
    expect(led.listing).toMatchObject({
      top_bid: '120.00',
      leading: true,
      bids: 2,
      min_bid: '125.00',
    })
    expect(await usdt(server.db, a.id)).toEqual({ available: 300, frozen: 0 })
    expect(await usdt(server.db, b.id)).toEqual({ available: 180, frozen: 120 })
    const [outbid] = await server.db.query<{ template: string }>(
      'SELECT template FROM mail_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [a.id],
    )
    expect(outbid.template).toBe('nft_outbid')

    server.clock.advance(HOUR)
    expect(failure(await app(server, a, 'POST', 'auctionNFT', { code, price: '5' })).message).toBe(
      'This auction has ended',
    )
    await Promise.all([runJobs(), runJobs()])
    await runJobs()
    expect(await usdt(server.db, b.id)).toEqual({ available: 180, frozen: 0 })
    expect(await usdt(server.db, seller.id)).toEqual({
      available: 9 + Number(sellerGets('120')),
      frozen: 0,
    })
    expect((await detail(code, b)).owner).toBe('you')
    const wins = await ok(
      app<{ id: number; read: boolean; price: string }[]>(server, b, 'POST', 'getNeedPayNFTOrder'),
    )
    expect(wins).toEqual([expect.objectContaining({ read: false, price: '120.00' })])
    await ok(app(server, b, 'POST', 'readNFTOrderMessage', { id: String(wins[0].id) }))
    const log = await ok(
      app<{ amount: string; status: number; mine: boolean }[]>(
        server,
        b,
        'POST',
        'getBindBoxQuotationLog',
        { code },
      ),
    )
    expect(log.map((x) => [x.amount, x.status, x.mine])).toEqual([
      ['120.00', 3, true],
      ['100.00', 2, false],
    ])
  })

  it('extends the end by 10 minutes for a bid in its last 10 minutes', async () => {
    const { code } = await auction('50', '1', '1')
    const a = await richUser(server, '300')
    const b = await richUser(server, '300')
    const start = (await detail(code)).listing?.ends_at ?? ''
    server.clock.advance(HOUR - 10 * MINUTE - 1000)
    await ok(app(server, a, 'POST', 'auctionNFT', { code, price: '0' }))
    expect((await detail(code)).listing?.ends_at).toBe(start)
    server.clock.advance(2000)
    await ok(app(server, b, 'POST', 'auctionNFT', { code, price: '1' }))
    const extended = (await detail(code)).listing?.ends_at ?? ''
    expect(Date.parse(extended) - Date.parse(start)).toBe(10 * MINUTE)
    // at the first end nothing is settled; a bid still counts
    server.clock.set(new Date(Date.parse(start)))
    await runJobs()
    await ok(app(server, a, 'POST', 'auctionNFT', { code, price: '1' }))
    server.clock.set(new Date(Date.parse((await detail(code)).listing?.ends_at ?? '')))
    await runJobs()
    expect((await detail(code, a)).owner).toBe('you')
  })

  it('gives an auction without bids back to its seller', async () => {
    const { code, seller } = await auction()
    server.clock.advance(HOUR)
    await runJobs()
    expect(await detail(code, seller)).toMatchObject({ owner: 'you', listing: null })
  })
})
