// Issue 13's journey, on a server whose clock the test moves: a certified user with a bound wallet
// locks 1000 USDT in the 5-day product after reading the estimate and the rules, a day passes and
// its profit is paid, then the user redeems early: the confirmation shows the penalty and refund
// first, and the account records show the lock, the profit, the penalty and the refund, each with
// its balance before and after.
import { DAY } from '../../server/src/infra/clock'
import { ops, readyUser } from '../support/appServer'
import { openSignedIn, press, see, shot, tap, waitForRoute } from './phone'
import { balancesAfter, readRecords, units } from './records'
import { startSuite } from './suite'

const app = startSuite({ prepare: async () => ({ clocked: true }) })

const value = (label: string) =>
  `.lock__profit:has(.lock__label:text-is("${label}")) .lock__profit-value`

test('lock 1000 USDT, see a day’s profit, redeem early and find it all in the records', async () => {
  const origin = app.server.origin
  const user = await readyUser(origin)
  await ops(origin, 'credit', { account: user.email, amount: '5000', wallet: 'legal' })
  const { page, errors } = await openSignedIn(app.browser, origin, 'pages/lockMining/lockMining', {
    user,
  })
  await see(page, /^Returns are not guaranteed/)
  await see(page, 'You have no lock-mining orders yet. Pick a product to start.')

  // the 5-day product: the estimate as a range and every rule before buying
  await press(page, 'Browse products')
  await waitForRoute(page, 'pages/lockMining/lockMiningProductList')
  await tap(page, 'USDT 5-day lock')
  await waitForRoute(page, 'pages/lockMining/detail')
  await page.locator('input[name="amount"]').locator('visible=true').first().fill('1000')
  await page.locator('.lock-estimate__daily', { hasText: '3.00' }).waitFor()
  expect(await page.locator('.lock-estimate__daily').textContent()).toMatch(/3\.00.+5\.00/)
  expect(await page.locator('.lock-estimate__total').textContent()).toMatch(/15\.00.+25\.00/)
  await see(page, /^Redeeming early costs a penalty of 0\.4% × remaining days × amount/)
  await shot(page, 'lock-01-detail')
  await press(page, 'Buy')
  await see(page, 'Confirm your purchase')
  await page.locator('.lock-confirm .at-button', { hasText: /^Confirm$/ }).click()
  await see(page, 'Purchase successful')

  // a day passes: the scheduler pays the first day's profit, between 3 and 5 USDT
  expect(await app.server.advance(DAY)).toBe(1)
  await press(page, 'View my orders')
  await waitForRoute(page, 'pages/lockMining/orders')
  const order = page.locator('.lock-card[data-order]').locator('visible=true').first()
  await order.waitFor()
  await see(page, 'Profit so far')
  await shot(page, 'lock-02-order')
  const profitRow = order
    .locator('.lock-row', { hasText: 'Profit so far' })
    .locator('.lock-row__value')
  const profit = units(((await profitRow.textContent()) ?? '').split(' ')[0])
  expect(profit).toBeGreaterThanOrEqual(units('3'))
  expect(profit).toBeLessThanOrEqual(units('5'))
  const daysLeft = Number(
    (
      await order
        .locator('.lock-row', { hasText: 'Days left' })
        .locator('.lock-row__value')
        .textContent()
    )?.match(/\d+/)?.[0],
  )
  expect(daysLeft).toBe(4)

  // redeem early: 0.4% × 4 days × 1000 = 16 penalty, 984 back, shown before confirming
  await order.locator('.lock-card__redeem').click()
  await see(page, 'Redeem early?')
  expect(await page.locator('.lock-redeem__penalty .lock-row__value').textContent()).toContain(
    '16.00',
  )
  expect(await page.locator('.lock-redeem__refund .lock-row__value').textContent()).toContain(
    '984.00',
  )
  await see(page, 'Penalty = 0.4% × 4 days × 1,000.00 USDT')
  await shot(page, 'lock-03-redeem')
  await page.locator('.lock-redeem .at-button', { hasText: 'Redeem early' }).click()
  await see(page, 'Redeemed: 984.00 USDT returned to your asset account')

  // the lock-mining page: nothing locked, the day's profit accumulated
  // (the page opened first comes back: it shows what it read before the purchase until its
  // fresh read lands)
  await page.goto(`${origin}/#/pages/lockMining/lockMining`)
  await page.locator('.lock__total', { hasText: /^0\.00 USDT$/ }).waitFor()
  // the stale read shows a total of nothing too, so only the accumulated profit tells them apart
  const accumulated = page.locator(value('Accumulated profit'), { hasNotText: /^0\.00$/ })
  await accumulated.waitFor()
  expect(units(((await accumulated.textContent()) ?? '').split(' ')[0])).toBe(profit)

  // the records: locked, the profit, the penalty and the refund, each from the balance before
  await page.goto(`${origin}/#/pages/user/accountRecord`)
  const records = await readRecords(page)
  await shot(page, 'lock-04-records')
  expect(records.map((r) => r.type).reverse()).toEqual([
    'Platform credit',
    'Locked for lock mining',
    'Lock-mining profit',
    'Returned from lock mining',
    'Early-redemption penalty',
  ])
  const penalty = records.find((r) => r.type === 'Early-redemption penalty')
  expect(penalty?.value).toBe(-units('16'))
  const last = balancesAfter(records)
  expect(last.get('Asset account · Frozen USDT')).toBe(0n)
  expect(last.get('Asset account · Available USDT')).toBe(units('4984') + profit)
  expect(errors).toEqual([])
})
