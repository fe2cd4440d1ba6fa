// Every route, signed in, checked by axe-core against WCAG 2.1 A and AA (DESIGN §7: no critical and
// no serious violation). The report of every violation by impact is kept in the artifacts folder,
// where the bench reads the counts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type AxeCore from 'axe-core'
import { ROUTES } from '../../src/routes'
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
