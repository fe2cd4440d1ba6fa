// Issue 29's journeys in Chromium, on a server whose clock (and BTC's recorded price) the test
// moves, each from Home's Earn entry. Dual investment: a BTC "sell high" product the operator
// listed, both outcomes worked out for the amount typed, a subscription that holds the deposit, and
// a day later the order settled by the recorded price of its instant. Token projects: a commitment
// with what it would bring worked out, and after the window the allocation worked through. Loans:
// the LTV and liquidation price as the amounts are typed, the LTV rising as the price falls, more
// collateral bringing it down, and repaying.
import { ops, registerUser } from '../support/appServer'
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
const HOUR = 3_600_000
const DAY = 24 * HOUR

test('dual investment: sell BTC high, the outcomes before commit, settled a day later', async () => {
  const { w } = wordsOf('en')
  const origin = app.server.origin
  const user = await registerUser(origin)
  await ops(origin, 'credit', {
    account: user.email,
    amount: '0.5',
    currency: 'BTC',
    wallet: 'legal',
  })
  // the server's clock starts at the real time; the product's term begins in an hour
  const settleAt = Math.floor((Date.now() + DAY + HOUR) / 1000)
  const product = (await ops(origin, 'dual/product', {
    currency_id: '1',
    type: 'call',
    target_price: '1',
    apr: '36.5',
    days: '1',
    settle_at: String(settleAt),
    min: '0.01',
    max: '1',
    quota: '10',
  })) as { id: number }

  const { page, errors } = await openSignedIn(app.browser, origin, '', { user })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tap(page, w('route.earn'))
  await waitForRoute(page, 'pages/earn/index')
  await tap(page, w('route.dual'))
  await waitForRoute(page, 'pages/dual/index')
  const card = page.locator(`[data-product="${product.id}"]`).locator('visible=true')
  await card.waitFor()
  await shot(page, 'earn-en-01-dual-products')
  await card.click()
  await waitForRoute(page, 'pages/dual/detail')

  // f = 1 + 36.5 % x 1 / 365 = 1.001: 0.1 BTC at or above 1 USDT pays 0.10 USDT, else 0.1001 BTC
  await fill(page, 'num', '0.1')
  const outcomes = section(page, 'outcomes')
  await outcomes.locator('[data-outcome="reached"]').filter({ hasText: '0.10 USDT' }).waitFor()
  expect(await outcomes.locator('[data-outcome="missed"]').textContent()).toContain('0.1001 BTC')
  await see(page, w('dual.risk'))
  await shot(page, 'earn-en-02-dual-outcomes')
  await press(page, w('dual.buy'))
  await see(page, w('dual.confirmTitle'))
  await confirmDialog(page, w('dual.buy'))
  await expectToast(page, w('dual.bought'))
  await waitForRoute(page, 'pages/dual/orders')
  const order = page.locator('[data-order]').locator('visible=true').first()
  await order.waitFor()
  expect(await order.getAttribute('data-status')).toBe('1')

  // the price is read at settle_at; the job pays within a second of it
  await app.server.advance(DAY + 2 * HOUR)
  await page.reload()
  await page.locator('[data-order][data-status="2"]').locator('visible=true').first().waitFor()
  expect(await page.locator('[data-order]').first().textContent()).toContain('0.10 USDT')
  await shot(page, 'earn-en-03-dual-settled')
  expect(errors).toEqual([])
})

test('token project: commit with the estimate shown, and receive the allocation', async () => {
  const { w } = wordsOf('en')
  const origin = app.server.origin
  const user = await registerUser(origin)
  await ops(origin, 'credit', {
    account: user.email,
    amount: '100',
    currency: 'USDT',
    wallet: 'legal',
  })
  const now = Math.floor(Date.now() / 1000)
  const project = (await ops(origin, 'project', {
    name: 'Quick Sale',
    symbol: 'QIKE',
    price: '0.25',
    for_sale: '100',
    per_user_cap: '60',
    max_commit: '100',
    places: '2',
    // the clock may have been moved on by an earlier journey: a window wide enough either way
    start_at: String(now - 60),
    end_at: String(now + 4 * 24 * 3600),
  })) as { id: number }

  const { page, errors } = await openSignedIn(app.browser, origin, '', { user })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tap(page, w('route.earn'))
  await waitForRoute(page, 'pages/earn/index')
  await tap(page, w('route.project'))
  await waitForRoute(page, 'pages/project/index')
  const card = page.locator(`[data-project="${project.id}"]`).locator('visible=true')
  await card.waitFor()
  expect(await card.locator('[data-state]').getAttribute('data-state')).toBe('1')
  await card.click()
  await waitForRoute(page, 'pages/project/detail')

  // alone, 40 USDT would buy 160 of the 100 for sale; the cap holds it at 60, for 15.00 USDT
  await fill(page, 'amount', '40')
  const estimate = section(page, 'estimate')
  await estimate.getByText(/60 QIKE/).waitFor()
  expect(await estimate.textContent()).toContain('15.00')
  await see(page, w('project.risk'))
  await shot(page, 'earn-en-04-project-estimate')
  await press(page, w('project.commit'))
  await see(page, w('project.confirmTitle'))
  await confirmDialog(page, w('project.commit'))
  await expectToast(page, w('project.committedToast'))
  await waitForRoute(page, 'pages/project/orders')
  await page.locator('[data-order][data-status="1"]').locator('visible=true').first().waitFor()

  // the window ends; the allocation job works everyone's share out once
  await app.server.advance(4 * DAY)
  await page.reload()
  const allocated = page.locator('[data-order][data-status="2"]').locator('visible=true').first()
  await allocated.waitFor()
  expect(await allocated.locator('[data-line="result"]').textContent()).toContain('60 QIKE')
  await shot(page, 'earn-en-05-project-allocated')
  expect(errors).toEqual([])
})

test('loan: the LTV as typed, rising as the price falls, more collateral, repaid', async () => {
  const { w } = wordsOf('en')
  const origin = app.server.origin
  await app.server.setPrice(1, '50000')
  const user = await registerUser(origin)
  await ops(origin, 'credit', {
    account: user.email,
    amount: '1',
    currency: 'BTC',
    wallet: 'legal',
  })
  await ops(origin, 'loan/product', {
    borrowing_code: 'E2E-USDT-BTC',
    currency_id: '3',
    days: '7',
    daily_rate: '0.1',
    collateral: '1,2',
    ltv_initial: '50',
    ltv_call: '70',
    ltv_liquidate: '80',
    min: '100',
    max: '10000',
  })

  const { page, errors } = await openSignedIn(app.browser, origin, '', { user })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tap(page, w('route.earn'))
  await waitForRoute(page, 'pages/earn/index')
  await tap(page, w('route.loan'))
  await waitForRoute(page, 'pages/loan/index')
  await page.locator('[data-product="E2E-USDT-BTC"]').locator('visible=true').click()
  await waitForRoute(page, 'pages/loan/borrow')

  // 5,000 USDT and a first day's 5 over 0.25 BTC at 50,000: 40.04 %, liquidated at 25,025
  await fill(page, 'amount', '5000')
  await fill(page, 'collateral', '0.25')
  const figures = section(page, 'figures')
  await figures.getByText(/40\.04%/).waitFor()
  expect(await figures.locator('[data-figure="liquidation"]').textContent()).toContain('25,025')
  await see(page, w('loan.risk'))
  await shot(page, 'earn-en-06-loan-borrow')
  await press(page, w('loan.borrow'))
  await see(page, w('loan.confirmTitle'))
  await confirmDialog(page, w('loan.borrow'))
  await expectToast(page, w('loan.borrowed'))
  await waitForRoute(page, 'pages/loan/mine')
  const ltv = page.locator('[data-loan] [data-line="ltv"]').locator('visible=true').first()
  await ltv.getByText(/40\.04%/).waitFor()

  // BTC falls to 28,000: 5,005 / 7,000 = 71.5 %, past the call line; the page reads it again
  await app.server.setPrice(1, '28000')
  await app.server.advance(2000)
  await ltv.getByText(/71\.5%/).waitFor()
  await see(page, w('loan.calledNote'))
  await shot(page, 'earn-en-07-loan-called')

  // 0.05 BTC more: 5,005 / 8,400 = 59.59 %
  await press(page, w('loan.addCollateral'))
  await fill(page, 'add', '0.05')
  await press(page, w('loan.addCollateral'))
  await see(page, w('loan.addTitle'))
  await confirmDialog(page, w('loan.addCollateral'))
  await expectToast(page, w('loan.added'))
  await ltv.getByText(/59\.59%/).waitFor()

  // repaying takes 5,005 USDT: the loan's 5,000 and 5 more
  await ops(origin, 'credit', {
    account: user.email,
    amount: '5',
    currency: 'USDT',
    wallet: 'legal',
  })
  await press(page, w('loan.repay'))
  await see(page, w('loan.repayTitle'))
  await confirmDialog(page, w('loan.repay'))
  await expectToast(page, w('loan.repaid'))
  await page.locator('[data-loan][data-status="2"]').locator('visible=true').first().waitFor()
  await shot(page, 'earn-en-08-loan-repaid')
  expect(errors).toEqual([])
})
