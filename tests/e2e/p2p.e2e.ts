// Issue 30's journey in Chromium, on a server whose clock the test moves, with two phones: a
// merchant posts a sell ad; a buyer opens P2P from Home, orders, sees the payee and the countdown,
// says it is paid; the merchant releases; a second order is left unpaid and the timer cancels it
// at 15 minutes; a third is appealed by the buyer and the operator releases it.
import type { Page } from 'playwright-core'
import { ops, readyUser, userPost } from '../support/appServer'
import { SAMPLE_BANK_CARD } from '../support/samples'
import {
  confirmDialog,
  dismissNotice,
  expectToast,
  fill,
  openSignedIn,
  press,
  see,
  shot,
  tap,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'
import { section } from './tradeModes'
import { wordsOf } from './words'

const app = startSuite({ prepare: async () => ({ clocked: true }) })
const MINUTE = 60_000

/** Opens `route` afresh: a hash change alone would keep the single-page app where it is. */
async function openAt(page: Page, route: string) {
  await page.goto(`${app.server.origin}/#/${route}`)
  await page.reload()
  await waitForRoute(page, route)
}

test('P2P: post an ad, buy and release, an order timed out, an appeal decided', async () => {
  const { w } = wordsOf('en')
  const origin = app.server.origin
  const merchant = await readyUser(origin)
  const saved = await userPost(origin, merchant.token, '/user/cash_save', { ...SAMPLE_BANK_CARD })
  expect(saved.type).toBe('ok')
  await ops(origin, 'p2p/merchant', { account: merchant.email, name: 'E2E Desk', status: '1' })
  await ops(origin, 'credit', { account: merchant.email, amount: '500', wallet: 'legal' })
  const buyer = await readyUser(origin)

  // the merchant posts an ad from their ads page
  const seller = await openSignedIn(app.browser, origin, 'pages/p2p/ads', { user: merchant })
  const post = section(seller.page, 'post-ad')
  await post.waitFor()
  await fill(seller.page, 'price', '1.02')
  await fill(seller.page, 'total', '300')
  await fill(seller.page, 'minFiat', '10')
  await fill(seller.page, 'maxFiat', '200')
  await press(seller.page, w('p2p.post'))
  await confirmDialog(seller.page, w('p2p.post'))
  await expectToast(seller.page, w('p2p.posted'))
  await seller.page.locator('[data-ad][data-status="1"]').locator('visible=true').first().waitFor()

  // the buyer finds it from Home's P2P entry
  const { page, errors } = await openSignedIn(app.browser, origin, '', { user: buyer })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tap(page, 'P2P')
  await waitForRoute(page, 'pages/p2p/index')
  await see(page, w('p2p.cancels', { used: '0', limit: '3' }))
  const ad = page.locator('[data-ad]').filter({ hasText: 'E2E Desk' }).locator('visible=true')
  await ad.waitFor()
  await shot(page, 'p2p-en-01-market')

  const buy = async (fiat: string) => {
    await page
      .locator('[data-ad]')
      .filter({ hasText: 'E2E Desk' })
      .locator('.at-button')
      .first()
      .click()
    const sheet = section(page, 'buy-sheet')
    await sheet.waitFor()
    await fill(page, 'fiat', fiat)
    await press(page, w('p2p.placeOrder'))
    await confirmDialog(page, w('p2p.placeOrder'))
    await waitForRoute(page, 'pages/p2p/order')
    await page.locator('[data-order][data-status="1"]').locator('visible=true').first().waitFor()
  }

  // 102 USD at 1.02: 100 USDT, with the payee and 15 minutes counted down
  await buy('102')
  expect(await page.locator('[data-line="amounts"]').textContent()).toContain('100 USDT')
  await section(page, 'payee').getByText(SAMPLE_BANK_CARD.cardNumber).waitFor()
  expect(await page.locator('[data-line="countdown"]').textContent()).toMatch(/1[45]:\d\d/)
  await shot(page, 'p2p-en-02-order')
  await press(page, w('p2p.markPaid'))
  await see(page, w('p2p.paidTitle'))
  await confirmDialog(page, w('p2p.markPaid'))
  await page.locator('[data-order][data-status="2"]').locator('visible=true').first().waitFor()

  // the merchant releases from their orders
  await openAt(seller.page, 'pages/p2p/orders')
  await tap(seller.page, w('p2p.asMerchant'))
  await seller.page.locator('[data-order][data-status="2"]').locator('visible=true').first().click()
  await waitForRoute(seller.page, 'pages/p2p/order')
  await press(seller.page, w('p2p.release'))
  await confirmDialog(seller.page, w('p2p.release'))
  await seller.page
    .locator('[data-order][data-status="3"]')
    .locator('visible=true')
    .first()
    .waitFor()
  // the buyer's page reads it again by itself
  await page.locator('[data-order][data-status="3"]').locator('visible=true').first().waitFor()
  await shot(page, 'p2p-en-03-released')

  // a second order left unpaid: at 15 minutes the timer cancels it
  await openAt(page, 'pages/p2p/index')
  await buy('20.40')
  await app.server.advance(15 * MINUTE + 1000)
  await page.reload()
  await page.locator('[data-order][data-status="4"]').locator('visible=true').first().waitFor()
  await see(page, `${w('p2p.status4')} · ${w('p2p.cancelledTimeout')}`)

  // a third, paid and appealed by the buyer; the operator releases it
  await openAt(page, 'pages/p2p/index')
  await buy('51')
  const id = Number(await page.locator('[data-order]').first().getAttribute('data-order'))
  await press(page, w('p2p.markPaid'))
  await confirmDialog(page, w('p2p.markPaid'))
  await page.locator('[data-order][data-status="2"]').locator('visible=true').first().waitFor()
  await fill(page, 'reason', 'Paid at 10:02; nothing released yet.')
  await press(page, w('p2p.appeal'))
  await confirmDialog(page, w('p2p.appeal'))
  await page.locator('[data-line="appeal"]').locator('visible=true').waitFor()
  await shot(page, 'p2p-en-04-appealed')
  await ops(origin, 'p2p/decide', { id: String(id), result: 'release' })
  await page.locator('[data-order][data-status="3"]').locator('visible=true').first().waitFor()
  expect(errors).toEqual([])
  expect(seller.errors).toEqual([])
})
