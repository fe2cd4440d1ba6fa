// Every route, signed in, checked by axe-core against WCAG 2.1 A and AA (DESIGN §7: no critical and
// no serious violation). The report of every violation by impact is kept in the artifacts folder,
// where the bench reads the counts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type AxeCore from 'axe-core'
import { MARKET, ME, ROUTES, TRADE } from '../../src/routes'
import { startSuite } from './suite'
import { ARTIFACTS, openPhone, openSignedIn, settled, waitForRoute } from './phone'

const app = startSuite()

// evaluated, not added as a script tag: the app's Content Security Policy refuses inline scripts
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface Violation {
  route: string
  id: string
  impact: string
  help: string
  targets: string[]
}

/** axe over what the user sees of `route`: the page on top and the tab bar, not pages kept hidden. */
async function scan(page: Page, route: string): Promise<Violation[]> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#/${route}`)
  await waitForRoute(page, route.split('?')[0])
  await settled(page)
  // the page's first data: its skeletons give way or a state says why
  await page
    .waitForFunction(() => !document.querySelector('.taro_page_show .skeleton'), undefined, {
      timeout: 5000,
    })
    .catch(() => undefined)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    return axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
  }, TAGS)
  return results.violations.map((v) => ({
    route,
    id: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }))
}

test('no page has a critical or serious WCAG 2.1 A/AA violation', async () => {
  const { page } = await openSignedIn(app.browser, app.server.origin, '', { funds: '1000' })
  const violations: Violation[] = []
  for (const r of ROUTES) violations.push(...(await scan(page, r.path)))
  const byImpact: Record<string, number> = {}
  for (const v of violations) byImpact[v.impact] = (byImpact[v.impact] ?? 0) + 1
  mkdirSync(ARTIFACTS, { recursive: true })
  writeFileSync(
    path.join(ARTIFACTS, 'accessibility.json'),
    JSON.stringify({ routes: ROUTES.length, byImpact, violations }, null, 2),
  )
  const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(blocking.map((v) => `${v.route}: ${v.id} (${v.targets.join(', ')})`)).toEqual([])
}, 600_000)

/** Presses Tab until the focused element reads `name`; the number of presses, or -1. */
async function tabTo(page: Page, name: string | RegExp, most = 60): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab')
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return el ? (el.getAttribute('aria-label') ?? el.innerText ?? '').trim() : ''
    })
    if (typeof name === 'string' ? text === name : name.test(text)) return presses
  }
  return -1
}

const focusRing = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)

test('a keyboard alone reaches and presses log in and a timed trade, the focus always in sight', async () => {
  const { page: login } = await openPhone(app.browser, app.server.origin, 'pages/login/login')
  await waitForRoute(login, 'pages/login/login')
  await settled(login)
  expect(await tabTo(login, 'Log in')).toBeGreaterThan(0)
  expect(await focusRing(login)).not.toBe('none')
  // Enter presses it: the empty form says what is missing
  await login.keyboard.press('Enter')
  await login.locator('.field__error, [role="alert"]').locator('visible=true').first().waitFor()

  const { page, errors } = await openSignedIn(
    app.browser,
    app.server.origin,
    'pages/quoteDetail/quoteDetail',
  )
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await settled(page)
  expect(await tabTo(page, 'Buy up')).toBeGreaterThan(0)
  expect(await focusRing(page)).not.toBe('none')
  expect(await tabTo(page, 'Buy down')).toBeGreaterThan(0)
  // Space presses too: without a stake the order is not sent, and the user is told why
  await page.keyboard.press(' ')
  await page.locator('.at-toast, [role="alert"]').locator('visible=true').first().waitFor()
  expect(errors).toEqual([])
})

/** Presses Tab until the focused element matches `selector`; the number of presses, or -1. */
async function tabToMatch(page: Page, selector: string, most = 60): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector))
      return presses
  }
  return -1
}

/** From now on, counts each change inside a live region (one a screen reader says by itself). */
const watchLiveRegions = (page: Page) =>
  page.evaluate(() => {
    const LIVE =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], [role="marquee"], [role="timer"]'
    const changes: { announcer: boolean; text: string }[] = []
    new MutationObserver((records) => {
      for (const r of records) {
        const element = r.target instanceof Element ? r.target : r.target.parentElement
        const live = element?.closest(LIVE)
        if (live)
          changes.push({
            announcer: live.hasAttribute('data-price-announcer'),
            text: live.textContent ?? '',
          })
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
    ;(window as unknown as { liveChanges: typeof changes }).liveChanges = changes
  })

const liveChanges = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { liveChanges: { announcer: boolean; text: string }[] }).liveChanges,
  )

const announced = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-price-announcer]')?.textContent ?? '')

test('live prices are heard only where the user is: one polite region, at most every few seconds', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin, MARKET)
  await waitForRoute(page, MARKET)
  await settled(page)
  await watchLiveRegions(page)
  // seconds of ticks with no focus on a price: nothing says anything by itself
  await page.waitForTimeout(3000)
  expect(await liveChanges(page)).toEqual([])

  expect(await tabToMatch(page, '.quote-row__open')).toBeGreaterThan(0)
  const symbol = await page.evaluate(
    () => document.activeElement?.closest('[data-symbol]')?.getAttribute('data-symbol') ?? '',
  )
  expect(symbol).not.toBe('')
  // what Tab reads: the row's code, its second line, price and change, as they show
  const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
  expect(name).toMatch(
    new RegExp(`^${symbol.split('/')[0]} /${symbol.split('/')[1]}, .+, [\\d,.]+, [+-]?[\\d.]+%$`),
  )

  // the polite region says that symbol's price once it has moved
  await page.waitForFunction(
    (s) => document.querySelector('[data-price-announcer]')?.textContent?.startsWith(`${s} `),
    symbol,
    { timeout: 20_000 },
  )
  expect(await announced(page)).toMatch(/ [\d,.]+, 24h change [+-]?[\d.]+%$/)
  expect(
    await page.evaluate(() =>
      document.querySelector('[data-price-announcer]')?.getAttribute('aria-live'),
    ),
  ).toBe('polite')
  // over eleven more seconds: two or three sayings, from that region only, while rows tick
  await page.waitForTimeout(11_000)
  const changes = await liveChanges(page)
  expect(changes.filter((c) => !c.announcer)).toEqual([])
  const said = changes.filter((c) => c.announcer && c.text !== '')
  expect(said.length).toBeGreaterThanOrEqual(2)
  expect(said.length).toBeLessThanOrEqual(4)
  expect(await page.locator('[aria-live]').count()).toBe(1)

  // focus leaves: the region falls silent
  await page.keyboard.press('Shift+Tab')
  expect(await announced(page)).toBe('')
  const before = (await liveChanges(page)).length
  await page.waitForTimeout(6000)
  expect((await liveChanges(page)).slice(before).filter((c) => c.text !== '')).toEqual([])

  // the Trade tab's price is a stop of its own, heard the same way
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#/${TRADE}`)
  await waitForRoute(page, TRADE)
  await settled(page)
  expect(await tabToMatch(page, '.quote-header__main')).toBeGreaterThan(0)
  expect(await focusRing(page)).not.toBe('none')
  const traded = await page
    .locator('.quote-header__symbol')
    .locator('visible=true')
    .first()
    .textContent()
  await page.waitForFunction(
    (s) => document.querySelector('[data-price-announcer]')?.textContent?.startsWith(`${s} `),
    traded,
    { timeout: 20_000 },
  )
  expect(errors).toEqual([])
}, 180_000)

/** What has focus: its role, its name (as tabTo reads it), and whether it is inside the open dialog. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      role: el?.getAttribute('role') ?? '',
      name: el ? (el.getAttribute('aria-label') ?? el.innerText ?? '').trim() : '',
      inDialog: !!el?.closest('.at-modal--active [role="dialog"]'),
      selected: el?.getAttribute('aria-selected') ?? el?.getAttribute('aria-checked') ?? '',
    }
  })

test('a confirmation dialog by keyboard: focus goes in, Tab stays in, Escape and Cancel give it back', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin, ME)
  await waitForRoute(page, ME)
  await settled(page)
  // the page's own "Log out", before an irreversible step
  expect(await tabTo(page, 'Log out')).toBeGreaterThan(0)
  const opener = await page.evaluateHandle(() => document.activeElement)
  await page.keyboard.press('Enter')
  const dialog = page.locator('.at-modal--active [role="dialog"]')
  await dialog.waitFor()
  expect(await dialog.getAttribute('aria-modal')).toBe('true')
  // named by its title, the question its description
  expect(
    await dialog.evaluate((el) => [
      document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent,
      document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    ]),
  ).toEqual(['Log out', 'Log out of this device?'])
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'))
  expect(await focus(page)).toMatchObject({ name: 'Cancel', inDialog: true })
  expect(await focusRing(page)).not.toBe('none')
  // round its two buttons, never to the page behind
  const names: string[] = []
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    const now = await focus(page)
    expect(now.inDialog).toBe(true)
    names.push(now.name)
  }
  expect(names).toEqual(['Log out', 'Cancel', 'Log out', 'Cancel', 'Log out'])
  await page.keyboard.press('Shift+Tab')
  expect(await focus(page)).toMatchObject({ name: 'Cancel', inDialog: true })

  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  expect(await page.evaluate((el) => el === document.activeElement, opener)).toBe(true)

  // Space opens it again, Enter on Cancel answers: still signed in, focus back on the button
  await page.keyboard.press(' ')
  await dialog.waitFor()
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'))
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'hidden' })
  expect(await page.evaluate((el) => el === document.activeElement, opener)).toBe(true)
  expect(page.url()).toContain(ME)
  expect(errors).toEqual([])
})

test('a tab set and a chip group by keyboard: Tab reaches them, Enter chooses, the state follows', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin, MARKET)
  await waitForRoute(page, MARKET)
  await settled(page)
  expect(await tabTo(page, 'Stocks')).toBeGreaterThan(0)
  expect(await focus(page)).toMatchObject({ role: 'tab', selected: 'false' })
  expect(await focusRing(page)).not.toBe('none')
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true')
  const tabs = page.locator('[role="tablist"] [role="tab"]').locator('visible=true')
  expect(
    await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-selected'))),
  ).toEqual(['false', 'false', 'true', 'false', 'false'])

  // the lists of the type, one chosen at a time
  expect(await tabTo(page, 'Gainers')).toBeGreaterThan(0)
  expect(await focus(page)).toMatchObject({ role: 'radio', selected: 'false' })
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-checked') === 'true')
  const chosen = page.locator('[role="radiogroup"] [aria-checked="true"]').locator('visible=true')
  expect(await chosen.allInnerTexts()).toEqual(['Gainers'])
  expect(errors).toEqual([])
})
