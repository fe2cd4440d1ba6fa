// Issue 31 item 1 in Chromium, on a server whose clock the test moves, from Home's Collectibles
// entry: a blind box of a series with its published odds bought and opened, the edition drawn put
// up for sale at a fixed price with what the seller receives shown first, and an auction won: the
// bid held, another bidder's bid arriving live over the socket, the end settled by the server.
import { ops, registerUser, userPost } from '../support/appServer'
import {
  confirmDialog,
  dismissNotice,
  fill,
  openSignedIn,
  press,
  see,
  shot,
  tap,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const app = startSuite({ prepare: async () => ({ clocked: true }) })
const HOUR = 3_600_000

test('a blind box bought and opened, its edition resold, and an auction won', async () => {
  const origin = app.server.origin
  const user = await registerUser(origin)
  const rival = await registerUser(origin)
  for (const u of [user, rival]) {
    await ops(origin, 'credit', {
      account: u.email,
      amount: '100',
      currency: 'USDT',
      wallet: 'legal',
    })
  }
  await ops(origin, 'nft/artist', { uid: 'mira', name: 'Mira Vance', bio: 'Ink and light' })
  const now = Math.floor(Date.now() / 1000)
  await ops(origin, 'nft/series', {
    artist: 'mira',
    name: 'Tides',
    price: '10',
    sale_start: String(now - 60),
    sale_end: String(now + 86_400),
    items: JSON.stringify([
      { name: 'Foam', rarity: 'common', editions: 2 },
      { name: 'Pearl', rarity: 'legendary', editions: 1 },
    ]),
  })
  const [lantern] = (await ops(origin, 'nft/item', {
    artist: 'mira',
    name: 'Lantern',
    rarity: 'epic',
    editions: '1',
  })) as { code: string }[]
  await ops(origin, 'nft/auction', { code: lantern.code, price: '20', step: '5', hours: '1' })

  const { page, errors } = await openSignedIn(app.browser, origin, '', { user })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tap(page, 'Collectibles')
  await waitForRoute(page, 'pages/collectibles/index')
  // the odds are on the card before anything is bought: 2 of 3 boxes common, 1 legendary
  await see(page, '66.66%')
  await see(page, '33.33%')
  await tap(page, 'Tides')
  await waitForRoute(page, 'pages/collectibles/series')
  await see(page, 'Seed hash (SHA-256), published before sale')
  await shot(page, 'collectibles-01-series')

  await press(page, 'Buy a box for 10.00 USDT')
  await see(page, /Pay 10.00 USDT for one box of Tides\?/)
  await confirmDialog(page, 'Buy')
  await see(page, 'Your closed boxes')
  await press(page, 'Open')
  await see(page, 'Box opened')
  await shot(page, 'collectibles-02-opened')
  await confirmDialog(page, 'View')
  await waitForRoute(page, 'pages/collectibles/nft')
  await see(page, 'You own it')

  // resold at a fixed price: the seller's share worked out first (25 less 2.5 %, down to the cent)
  await fill(page, 'resell-price', '25')
  await see(page, 'You receive 24.38 USDT: the price less the 2.5% platform fee')
  await press(page, 'Put up for sale')
  await confirmDialog(page, 'Put up for sale')
  await see(page, 'Take off sale')
  const drawn = (await page.locator('.nft-detail').getAttribute('data-nft')) ?? ''
  const sold = await userPost(origin, rival.token, '/bind_box/buyNFT', { code: drawn })
  expect(sold.type).toBe('ok')

  // the auction: the first bid at the starting price, held while it leads
  await page.goBack()
  await page.goBack()
  await waitForRoute(page, 'pages/collectibles/index')
  await tap(page, 'Auctions')
  await tap(page, 'Lantern')
  await waitForRoute(page, 'pages/collectibles/nft')
  await see(page, 'Your bid: 20.00 USDT')
  await press(page, 'Place bid')
  await confirmDialog(page, 'Place bid')
  await see(page, 'You hold the leading bid')
  // another bidder raises by 5: the page hears it over the socket
  const outbid = await userPost(origin, rival.token, '/bind_box/auctionNFT', {
    code: lantern.code,
    price: '5',
  })
  expect(outbid.type).toBe('ok')
  await see(page, 'Current price 25.00 USDT · 2 bids')
  await fill(page, 'raise', '5')
  await see(page, 'Your bid: 30.00 USDT')
  await press(page, 'Place bid')
  await confirmDialog(page, 'Place bid')
  await see(page, 'You hold the leading bid')
  await shot(page, 'collectibles-03-auction')

  // the hour passes on the server: the auction is settled and the page hears of its end
  await app.server.advance(HOUR + 60_000)
  await see(page, 'You own it')
  await page.goto(`${origin}/#/pages/collectibles/mine`)
  await waitForRoute(page, 'pages/collectibles/mine')
  await tap(page, 'Won')
  await see(page, 'Won for 30.00 USDT, paid from your held bid')
  await shot(page, 'collectibles-04-won')
  expect(errors).toEqual([])
})
