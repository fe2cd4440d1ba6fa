// Moving around never leaves the user stuck behind a spinner or before a blank screen: tapping the
// tab already shown keeps the app usable, going back at once shows the page behind (and, while
// the next page still loads, leaves screen and address agreeing), and an address that is no page says so at once with a way home (SPEC §2's page
// placeholder only stands in for a page that is really loading), a cold start shows no
// translation key while the language loads, and a language chosen on the language page words
// Home's server content anew without a reload.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { startSuite } from './suite'
import {
  openMyAccount,
  openPhone,
  openSignedIn,
  press,
  see,
  seeSignedIn,
  settled,
  tap,
  tapTab,
  waitForRoute,
} from './phone'

const app = startSuite()

test('tapping the tab on screen again leaves the app usable', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin)
  await waitForRoute(page, 'pages/index/index')
  await tapTab(page, 'Market')
  await waitForRoute(page, 'pages/tabs/quotes/quotes')
  await tapTab(page, 'Market')
  // longer than the placeholder's delay: a placeholder would be up by now and cover the tab bar
  await page.waitForTimeout(1000)
  expect(await page.locator('.page-load').count()).toBe(0)
  await tapTab(page, 'Home')
  await waitForRoute(page, 'pages/index/index')
  expect(errors).toEqual([])
})

test('going back at once from a page just opened shows the page behind it', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin)
  await waitForRoute(page, 'pages/index/index')
  await seeSignedIn(page)
  await openMyAccount(page)
  // as soon as My account is drawn, well inside the 300 ms a slide would take
  await waitForRoute(page, 'pages/tabs/me/me-k')
  await page.locator('.taro_page[id^="/pages/tabs/me/me-k"].taro_page_show').waitFor()
  await page.goBack()
  await waitForRoute(page, 'pages/index/index')
  // past the slide either way: Home must stay on screen, not be hidden after it came back
  await page.waitForTimeout(1000)
  expect(await page.locator('.top-bar__avatar').first().isVisible()).toBe(true)
  expect(errors).toEqual([])
})

test('going back while the next page still loads leaves screen and address agreeing', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin)
  await waitForRoute(page, 'pages/index/index')
  await seeSignedIn(page)
  // a slow network: the next page's code takes half a second to arrive
  let delayed = 0
  await page.route('**/js/*.js', async (route) => {
    delayed++
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await openMyAccount(page)
  await waitForRoute(page, 'pages/tabs/me/me-k')
  await page.goBack()
  await page.waitForTimeout(1500)
  expect(delayed).toBeGreaterThan(0)
  // the early back is undone: My account is drawn and the address names it again, so the next
  // back leads where it says
  const drawn = () =>
    page.evaluate(() => {
      const shown = [...document.querySelectorAll('.taro_page.taro_page_show')].filter(
        (el) => getComputedStyle(el).display !== 'none',
      )
      return shown[shown.length - 1]?.id.split('?')[0]
    })
  expect(await drawn()).toBe('/pages/tabs/me/me-k')
  expect(new URL(page.url()).hash).toMatch(/^#\/pages\/tabs\/me\/me-k/)
  await page.goBack()
  await waitForRoute(page, 'pages/index/index')
  await page.waitForTimeout(500)
  expect(await drawn()).toBe('/pages/index/index')
  await seeSignedIn(page)
  expect(errors).toEqual([])
})

test('an address that is no page says so and leads home', async () => {
  const { page, errors } = await openPhone(app.browser, app.server.origin, 'pages/nope/nope')
  await see(page, 'There is no such page')
  // a real path the server has no file for (a mistyped link) leads to the same page, not to JSON
  await page.goto(`${app.server.origin}/foo/bar`)
  await see(page, 'There is no such page')
  await press(page, 'Home')
  await waitForRoute(page, 'pages/index/index')
  await page.locator('.weui-tabbar__item').first().waitFor()
  expect(await page.locator('.page-load').count()).toBe(0)
  expect(errors).toEqual([])
})

// the message groups of the translations: 'route.login' is a key, 'example.com' is not
const GROUPS = Object.keys(
  JSON.parse(readFileSync(path.join(__dirname, '../../src/locales/en.json'), 'utf8')) as object,
)

test.each(['pages/login/login', 'pages/quoteDetail/quoteDetail', 'pages/tabs/me/me-k'])(
  'a cold start on %s never shows a translation key',
  async (route) => {
    const { page, errors } = await openPhone(
      app.browser,
      app.server.origin,
      route,
      async (context) => {
        // a slow network: the language's messages arrive late
        await context.route(/\/lang-[a-z]+\.[0-9a-f]+\.js$/, async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 1500))
          await request.continue()
        })
        // every frame's text, the document's title included (a string: the page runs it as is)
        await context.addInitScript(`
        window.keysSeen = [];
        (function frame() {
          var key = /\\b(${GROUPS.join('|')})\\.[a-zA-Z]+/;
          var shown = key.exec(document.title + ' ' + ((document.body && document.body.textContent) || ''));
          if (shown) window.keysSeen.push(shown[0]);
          requestAnimationFrame(frame);
        })();
      `)
      },
    )
    await page.locator('.screen__title').filter({ hasText: /\S/ }).first().waitFor()
    await settled(page)
    expect(
      await page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen),
    ).toEqual([])
    expect(errors).toEqual([])
  },
)

// what the server answers /menu with, per language (server/src/content/menu.ts)
const serverWords = (lang: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, `../../server/src/infra/i18n/${lang}.json`), 'utf8'),
  ) as {
    menu_help: string
  }

test('a language chosen on the language page words Home’s quick entries anew, without a reload', async () => {
  const english = serverWords('en').menu_help
  const german = serverWords('de').menu_help
  const { page, errors } = await openSignedIn(app.browser, app.server.origin)
  await waitForRoute(page, 'pages/index/index')
  await seeSignedIn(page)
  const entry = (name: string) =>
    page.locator('.entries__name').filter({ hasText: name }).locator('visible=true')
  await entry(english).first().waitFor()
  // a reload would forget this: Home must be the one drawn in English, asked again
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })

  await openMyAccount(page)
  await waitForRoute(page, 'pages/tabs/me/me-k')
  await tap(page, 'Language')
  await waitForRoute(page, 'pages/language/language')
  await tap(page, 'Deutsch')
  await waitForRoute(page, 'pages/tabs/me/me-k')
  await page.goBack()
  await waitForRoute(page, 'pages/index/index')

  await entry(german).first().waitFor()
  expect(await entry(english).count()).toBe(0)
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true)
  expect(errors).toEqual([])
})

test('the full-screen k-line on a phone on its side shows every period and indicator', async () => {
  const { page, errors } = await openSignedIn(
    app.browser,
    app.server.origin,
    'pages/quoteDetail/kline-app-page?match_id=1&period=1day&indicator=MACD',
  )
  await page.setViewportSize({ width: 667, height: 375 })
  const tabs = page.locator('.kline-full__bar .kline-tabs__item')
  await tabs.first().waitFor()
  await settled(page)
  // each tab is drawn whole and is what a tap at its centre reaches (nothing lies over it)
  const hidden = await tabs.evaluateAll((items) =>
    items
      .filter((item) => {
        const box = item.getBoundingClientRect()
        const row = item.parentElement?.getBoundingClientRect()
        const inside =
          row !== undefined &&
          box.left >= row.left - 0.5 &&
          box.right <= row.right + 0.5 &&
          box.right <= window.innerWidth
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return !inside || !top || !item.contains(top)
      })
      .map((item) => item.textContent),
  )
  expect(hidden).toEqual([])
  expect(await tabs.count()).toBe(12)
  expect(errors).toEqual([])
})
