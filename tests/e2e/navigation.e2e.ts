// Moving around never leaves the user stuck behind a spinner: tapping the tab already shown keeps
// the app usable, and an address that is no page says so at once with a way home (SPEC §2's page
// placeholder only stands in for a page that is really loading).
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../support/chromium'
import { startAppServer, type AppServer } from '../support/appServer'
import { openPhone, openSignedIn, press, see, tapTab, waitForRoute } from './phone'

let server: AppServer
let browser: Browser

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.dispose()
})

test('tapping the tab on screen again leaves the app usable', async () => {
  const { page, errors } = await openSignedIn(browser, server.origin)
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

test('an address that is no page says so and leads home', async () => {
  const { page, errors } = await openPhone(browser, server.origin, 'pages/nope/nope')
  await see(page, 'There is no such page')
  await press(page, 'Home')
  await waitForRoute(page, 'pages/index/index')
  await page.locator('.weui-tabbar__item').first().waitFor()
  expect(await page.locator('.page-load').count()).toBe(0)
  expect(errors).toEqual([])
})
