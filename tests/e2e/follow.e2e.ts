// Issue 28's journey in Chromium, on a server whose clock the test moves: the operator makes A a
// trader; B opens Copy trading from Home, finds A, reads the rules and follows by ratio; A opens a
// position and B sees the copy at B's own price; A closes and B sees the copy closed with the
// trader; a week later B reads the weekly statement with the high-water mark worked through.
import { ops, registerUser } from '../support/appServer'
import {
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
const DAY = 86_400_000

async function api<T>(token: string, path: string, body: Record<string, string> = {}) {
  const res = await fetch(`${app.server.origin}/api/${path}`, {
    method: 'POST',
    headers: { authorization: encodeURIComponent(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { type: string; message: T }
  if (answer.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(answer)}`)
  return answer.message
}

/** A new user with `amount` USDT in the leverage account. */
async function leverUser(amount: string) {
  const origin = app.server.origin
  const user = await registerUser(origin)
  await ops(origin, 'credit', { account: user.email, amount, currency: 'USDT', wallet: 'legal' })
  await api(user.token, 'wallet/change', {
    currency_id: '3',
    number: amount,
    from_field: 'legal',
    to_field: 'lever',
  })
  return user
}

test('copy trading: follow by ratio, the copy opens and closes with the trader, the statement', async () => {
  const { w } = wordsOf('en')
  const origin = app.server.origin
  const trader = await leverUser('2000')
  const made = (await ops(origin, 'trader', { account: trader.email, share_ratio: '0.1' })) as {
    user_id: number
  }
  const follower = await leverUser('1000')

  const { page, errors } = await openSignedIn(app.browser, origin, '', { user: follower })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tap(page, w('route.follow'))
  await waitForRoute(page, 'pages/follow/index')
  const card = page.locator(`[data-trader="${made.user_id}"]`).locator('visible=true')
  await card.waitFor()
  expect(await card.locator('[data-stat="followers"]').textContent()).toContain('0')
  await shot(page, 'follow-en-01-traders')
  await card.click()
  await waitForRoute(page, 'pages/follow/trader')

  // the rules before committing, then a follow at twice the trader's size with a cap
  await press(page, w('follow.follow'))
  const sheet = section(page, 'follow-sheet')
  await sheet.waitFor()
  await fill(page, 'number', '2')
  await fill(page, 'cap', '500')
  await see(page, w('follow.ruleRatio', { number: '2' }))
  await see(page, w('follow.ruleShare', { ratio: '10.00' }))
  await shot(page, 'follow-en-02-sheet')
  const name = (await page.locator('.trader-name__nickname').first().textContent()) ?? ''
  // the keyboard goes away first (the field loses focus), as with a finger
  await section(page, 'follow-rules').click()
  await sheet.locator('.follow-sheet__button').last().click()
  await expectToast(page, w('follow.followed', { name }))

  // the trader opens: the copy job takes it at the next quarter second, at its own price
  const opened = await api<{ id: number }>(trader.token, 'lever/submit', {
    currency_id: '1',
    legal_id: '3',
    type: '1',
    share: '1',
    multiple: '10',
    status: '1',
  })
  await app.server.advance(500)
  await press(page, w('follow.mine'))
  await waitForRoute(page, 'pages/follow/mine')
  const copy = page.locator('[data-copy]').locator('visible=true').first()
  await copy.waitFor()
  expect(await copy.getAttribute('data-status')).toBe('1')
  expect(await copy.textContent()).toContain('BTC/USDT · 2 @')
  await shot(page, 'follow-en-03-copy-open')

  // the trader closes: the copy closes with it, and the page hears of it
  await api(trader.token, 'lever/close', { id: String(opened.id) })
  await app.server.advance(500)
  await page.locator('[data-copy][data-status="3"]').locator('visible=true').first().waitFor()
  await see(page, w('lever.reason.trader'))
  await shot(page, 'follow-en-04-copy-closed')

  // once the week has ended the statement is there, worked through
  await app.server.advance(8 * DAY)
  // the app opened again where the user was
  await page.reload()
  const statement = page.locator('[data-week]').locator('visible=true').first()
  await statement.waitFor()
  await see(page, w('follow.highWater'))
  await shot(page, 'follow-en-05-statement')
  expect(errors).toEqual([])
})
