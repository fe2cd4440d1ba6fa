// Issue 10, a trading app's look: screenshots of Home, Market, Trade and both k-line pages in
// English and Arabic (tests/e2e/artifacts/look-*.png, for a person to look at), and the Trade
// tab's sections laid out top to bottom in the order exchange apps use.
import type { Page } from 'playwright-core'
import { openSignedIn, shot, waitForRoute } from './phone'
import { startSuite } from './suite'

const app = startSuite()

const SECTIONS = ['quote', 'chart', 'order', 'orders', 'book']

/** The top edge of each Trade section on the visible page, by its data-section name. */
const sectionTops = (page: Page) =>
  page.evaluate((names) => {
    const page = [...document.querySelectorAll<HTMLElement>('.taro_page')].pop()
    return names.map((name) => {
      const el = page?.querySelector<HTMLElement>(`[data-section="${name}"]`)
      return el ? el.getBoundingClientRect().top + window.scrollY : null
    })
  }, SECTIONS)

const visible = (page: Page, selector: string) =>
  page.locator(selector).locator('visible=true').first().waitFor()

test.each(['en', 'ar'])('Home, Market, Trade and the k-line pages in %s', async (lang) => {
  const open = (hashPath: string) =>
    openSignedIn(app.browser, app.server.origin, hashPath, { lang, funds: '1000' })

  const home = await open('pages/index/index')
  await waitForRoute(home.page, 'pages/index/index')
  await visible(home.page, '.strip__price')
  // the site's content too: notice, quick entries, and the first banner's picture drawn
  await visible(home.page, '.notice')
  await visible(home.page, '.entries__item')
  await home.page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.banners__image img')
    return img !== null && img.complete && img.naturalWidth > 0
  })
  // signed in, the avatar leads into the account: no card on Home repeats it
  await visible(home.page, '.top-bar__avatar')
  expect(await home.page.locator('.home__account').count()).toBe(0)
  await shot(home.page, `look-${lang}-1-home`)
  // the search entry opens Market ready to type
  await home.page.locator('.top-bar__search').locator('visible=true').click()
  await waitForRoute(home.page, 'pages/tabs/quotes/quotes')
  await home.page.waitForFunction(() => Boolean(document.activeElement?.closest('.market__search')))
  expect(home.errors).toEqual([])
  await home.page.context().close()

  const market = await open('pages/tabs/quotes/quotes')
  await visible(market.page, '.market__rows [data-symbol="BTC/USDT"] .quote-row__price')
  // the columns named above the rows, and a phone-sized screen shows twelve symbols and more
  await visible(market.page, '.market__columns')
  const rowsInView = await market.page.evaluate(() => {
    const bar = document.querySelector('.taro-tabbar__tabbar')?.getBoundingClientRect().top
    const bottom = bar ?? window.innerHeight
    return [...document.querySelectorAll('.taro_page_show .market__rows .quote-row')].filter(
      (row) => {
        const box = row.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= bottom
      },
    ).length
  })
  expect(rowsInView).toBeGreaterThanOrEqual(12)
  await shot(market.page, `look-${lang}-2-market`)
  await market.page.context().close()

  const trade = await open('pages/quoteDetail/quoteDetail?match_id=1')
  const { page } = trade
  await visible(page, '.order-book__level')
  await visible(page, '.timeshare .line-plot path')
  const tops = await sectionTops(page)
  expect(tops.every((top) => top !== null)).toBe(true)
  expect([...tops].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(tops)
  // ten levels a side, with the spread and the last price between them
  expect(await page.locator('.order-book__level--ask').locator('visible=true').count()).toBe(10)
  expect(await page.locator('.order-book__level--bid').locator('visible=true').count()).toBe(10)
  await shot(page, `look-${lang}-3-trade`)
  await page.locator('[data-section="book"]').locator('visible=true').scrollIntoViewIfNeeded()
  await shot(page, `look-${lang}-4-trade-book`)
  await page.context().close()

  // Assets: each coin with its logo (drawn, not the letter under it), the total also in BTC
  const assets = await open('pages/user/accountDetail')
  await visible(assets.page, '.assets__total-btc')
  await assets.page.waitForFunction(() => {
    const logos = [...document.querySelectorAll<HTMLImageElement>('.holding .coin-logo__image img')]
    return logos.length > 0 && logos.every((img) => img.complete && img.naturalWidth > 0)
  })
  await shot(assets.page, `look-${lang}-7-assets`)
  expect(assets.errors).toEqual([])
  await assets.page.context().close()

  const kline = await open('pages/quoteDetail/klinePage?match_id=1&period=1day&indicator=MACD')
  await visible(kline.page, '.kline-page canvas')
  await shot(kline.page, `look-${lang}-5-kline`)
  await kline.page.context().close()

  const full = await open('pages/quoteDetail/kline-app-page?match_id=1&period=1day&indicator=MACD')
  await visible(full.page, 'canvas')
  // turned a quarter onto the portrait screen, in either direction of text: all of it on screen
  const turned = await full.page
    .locator('.kline-full')
    .locator('visible=true')
    .first()
    .boundingBox()
  expect(turned).not.toBeNull()
  const { x, y, width, height } = turned ?? { x: 0, y: 0, width: 0, height: 0 }
  expect([Math.round(x), Math.round(y)]).toEqual([0, 0])
  expect([Math.round(x + width), Math.round(y + height)]).toEqual([390, 844])
  await shot(full.page, `look-${lang}-6-kline-full`)
  expect(trade.errors.concat(market.errors, kline.errors, full.errors)).toEqual([])
  await full.page.context().close()
})
