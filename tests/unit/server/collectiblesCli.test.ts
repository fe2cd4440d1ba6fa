// The operator's collectibles from the command line (issue 31): an artist (refused without its
// name), a series whose odds come back at once, an item, and a house auction of its edition.
import { DAY } from '../../../server/src/infra/clock'
import { runOps } from '../../../server/src/ops/cli'
import { BOOT_TIMEOUT, startServer, type TestServer } from './helpers'
import { OPS, type Nft } from './collectiblesHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

it('is run by the operator from the command line too', async () => {
  const out: string[] = []
  const cli = (args: string[]) =>
    runOps(args, {
      env: { OPS_TOKEN: OPS, OPS_URL: server.url },
      out: (l) => out.push(l),
      err: () => undefined,
    })
  expect(await cli(['nft-artist', 'kai', '--bio', 'no name'])).toBe(2)
  expect(await cli(['nft-artist', 'kai', '--name', 'Kai Oduya'])).toBe(0)
  const start = new Date(server.clock.now().getTime()).toISOString()
  const end = new Date(server.clock.now().getTime() + DAY).toISOString()
  const items = JSON.stringify([{ name: 'Moth', rarity: 'rare', editions: 4 }])
  expect(
    await cli([
      'nft-series',
      'kai',
      '--name',
      'Night',
      '--price',
      '3',
      '--start',
      start,
      '--end',
      end,
      '--items',
      items,
    ]),
  ).toBe(0)
  expect(JSON.parse(out.pop() ?? '{}')).toMatchObject({
    total: 4,
    odds: [{ rarity: 'rare', percent: '100.00' }],
  })
  expect(
    await cli(['nft-item', 'kai', '--name', 'Owl', '--rarity', 'epic', '--editions', '1']),
  ).toBe(0)
  const [owl] = JSON.parse(out.pop() ?? '[]') as Nft[]
  expect(await cli(['nft-auction', owl.code, '--price', '20', '--step', '2', '--hours', '3'])).toBe(
    0,
  )
  expect(JSON.parse(out.pop() ?? '{}')).toMatchObject({
    listing: { kind: 'auction', seller: 'house' },
  })
})
