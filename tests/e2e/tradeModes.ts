// How the journeys of the Trade tab's modes begin: a new user with USDT in the asset account, the
// app opened signed in (in `lang`), Home's notice read, then the Trade tab and its mode switch to
// the mode's own page, laid out right to left in Arabic.
import type { Page } from 'playwright-core'
import { ops, registerUser } from '../support/appServer'
import { dismissNotice, openSignedIn, tapTab, waitForRoute } from './phone'
import type { Suite } from './suite'
import { wordsOf, type Lang } from './words'

/** The visible section of a page named `name` (data-section). */
export const section = (page: Page, name: string) =>
  page.locator(`[data-section="${name}"]`).locator('visible=true').first()

export async function openTradeMode(app: Suite, lang: Lang, mode: 'spot' | 'lever') {
  const { w } = wordsOf(lang)
  const origin = app.server.origin
  const user = await registerUser(origin)
  await ops(origin, 'credit', {
    account: user.email,
    amount: '1000',
    currency: 'USDT',
    wallet: 'legal',
  })
  const { page, errors } = await openSignedIn(app.browser, origin, '', { user, lang })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page, { more: w('ui.noticeMore'), understood: w('home.noticeOk') })
  await tapTab(page, w('route.trade'))
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await section(page, 'mode')
    .getByText(w(`trade.mode.${mode}`), { exact: true })
    .click()
  await waitForRoute(page, `pages/${mode}/index`)
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(
    lang === 'ar' ? 'rtl' : 'ltr',
  )
  return { page, errors, user }
}
