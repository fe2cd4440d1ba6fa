// Issue 3's journey: the Market tab streams live prices, search finds a symbol by code, it goes on
// the watchlist, its k-line opens and switches period and indicator; then the server goes down
// and comes back, and the page shows stale data, then recovers by itself.
import type { Page } from 'playwright-core'
import {
  dismissNotice,
  expectToast,
  openSignedIn,
  press,
  quoteRow,
  search,
  see,
  shot,
  tap,
  tapTab,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const app = startSuite()

/** Waits until the text of `selector` differs from what it was: the price is live. */
async function changes(page: Page, selector: string, timeout = 15000): Promise<void> {
  const before = await page.locator(selector).first().textContent()
  await page.waitForFunction(
    ([sel, text]) => {
      const now = document.querySelector(sel as string)?.textContent
      return Boolean(now) && now !== text
    },
    [selector, before],
    { timeout },
  )
}

const STALE = 'Connection lost: prices are not updating'

test('live market, search, watchlist, k-line, and recovery after a server restart', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin)
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await see(page, 'Simulated market data for demonstration, not real prices')

  // the Market tab: rows stream
  await tapTab(page, 'Market')
  await waitForRoute(page, 'pages/tabs/quotes/quotes')
  // under each code its 24h volume, under the columns' names
  await see(page, 'Name / Vol')
  await see(page, /^Vol \d/)
  await changes(page, '.market__rows [data-symbol="BTC/USDT"] .quote-row__price')
  await shot(page, 'market-01-live')

  // search by code, add to the watchlist
  await search(page, 'market__search', 'sol')
  await see(page, 'Solana')
  await quoteRow(page, 'SOL/USDT').locator('.quote-row__star').click()
  await expectToast(page, 'Added to watchlist')
  await shot(page, 'market-02-search')
  await search(page, 'market__search', '')
  await tap(page, 'Watchlist')
  await quoteRow(page, 'SOL/USDT').waitFor()
  expect(await page.locator('.market__rows [data-symbol]').locator('visible=true').count()).toBe(1)

  // the row opens the Trade tab on that symbol; from there its k-line
  await quoteRow(page, 'SOL/USDT').click()
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await see(page, 'SOL/USDT')
  await press(page, 'K-line chart')
  await waitForRoute(page, 'pages/quoteDetail/klinePage')
  await page.locator('.kline-page canvas').first().waitFor()
  // the Trade tab underneath has the same period tabs: the k-line page's own are meant
  const kline = page.locator('.kline-page')
  await kline.getByText('1H', { exact: true }).click()
  await kline.getByText('KDJ', { exact: true }).click()
  await see(page, /^KDJ/)
  await shot(page, 'market-03-kline')

  // the crosshair: pointing at an older candle reads that candle out above the chart
  const canvas = await kline.locator('.kline__canvas').boundingBox()
  if (!canvas) throw new Error('the k-line canvas is not on screen')
  // points a moment apart, until the read-out follows: a move made while the new period's candles
  // are still being drawn can go unseen by the chart on a busy machine
  const readout = page.locator('.kline__time').first()
  const before = await readout.textContent()
  for (let i = 0; i < 40 && (await readout.textContent()) === before; i++) {
    const at = 0.25 + (i % 5) * 0.05
    await page.mouse.move(canvas.x + canvas.width * at, canvas.y + canvas.height * 0.3)
    await page.waitForTimeout(300)
  }
  expect(await readout.textContent()).not.toBe(before)
  await shot(page, 'market-03-crosshair')

  // the server goes away: the page says the data is stale; it comes back: the page recovers
  await app.server.stop()
  await see(page, STALE)
  await shot(page, 'market-04-stale')
  await app.server.start()
  await page
    .getByText(STALE)
    .locator('visible=true')
    .first()
    .waitFor({ state: 'hidden', timeout: 30000 })
  await changes(page, '.kline-page__price', 20000)
  await shot(page, 'market-05-recovered')

  // the socket's reconnection attempts while the server was down are the only errors allowed
  expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|WebSocket|socket\.io/i.test(e))).toEqual([])
})
