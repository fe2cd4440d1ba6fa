// Hostile HTML in news, notices, help answers, messages and a nickname opens in the app and
// nothing in it runs. The notice, one article and one answer go through the server's own write
// path; a second article and answer are stored raw, as an older version or another backend of the
// family might have left them, so the app's own sanitiser is what stands between that HTML and the
// browser; the nickname is plain text and must stay text. The page is loaded without this server's
// Content-Security-Policy, which would block inline handlers by itself: what is tested is the
// sanitiser, as on a host or a mini-program that has no such policy.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { systemClock } from '../../server/src/infra/clock'
import { createFaq } from '../../server/src/content/help'
import { openDb, type Db } from '../../server/src/infra/db/client'
import { createSession } from '../../server/src/identity/sessions'
import { migrate } from '../../server/src/infra/db/migrate'
import { createNews, createNotice } from '../../server/src/content/news'
import { HOSTILE_HTML } from '../support/hostileHtml'
import { ops } from '../support/appServer'
import { openPhone, press, see, shot, tap, waitForRoute } from './phone'
import { startSuite } from './suite'

const FORMATTED =
  '<h3>Formatting that stays</h3><p>A paragraph with <strong>strong</strong> and <em>em</em> text' +
  ' and a <a href="https://example.com/">link</a>.</p><ul><li>first point</li><li>second point</li></ul>'
// each payload in a paragraph of its own, so what is left of it can be tapped on its own
const HOSTILE = FORMATTED + HOSTILE_HTML.map((c) => `<p>${c.html}</p>`).join('')

const SERVER_TITLE = 'Hostile markup, written by the server'
const RAW_TITLE = 'Hostile markup, stored raw'
// what a nickname written straight into the table (the API refuses it) would look like
const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">Zoë'
const HOSTILE_EMAIL = 'hostile.name@example.com'

/** The session of a user whose nickname is HOSTILE_NAME, made while seeding. */
let hostileToken = ''

/** A help answer through the write path and one stored raw, first in the list. */
async function seedFaq(db: Db): Promise<void> {
  await createFaq(db, {
    sort: -2,
    texts: { en: { question: SERVER_TITLE, answer: HOSTILE } },
  })
  const [raw] = await db.query<{ id: number }>('INSERT INTO faq (sort) VALUES (-1) RETURNING id')
  await db.query(
    `INSERT INTO faq_texts (faq_id, lang, question, answer) VALUES ($1, 'en', $2, $3)`,
    [raw.id, RAW_TITLE, HOSTILE],
  )
}

async function seedHostileUser(db: Db): Promise<void> {
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (account_key, account_type, account, nickname, password_hash, invite_code,
                        created_at)
     VALUES ($1, 'email', $1, $2, 'not-a-hash', 'HOSTIL', now()) RETURNING id`,
    [HOSTILE_EMAIL, HOSTILE_NAME],
  )
  hostileToken = await createSession(db, systemClock, user.id)
}

/** A data folder whose database holds the hostile notice and articles, before the server starts. */
async function seed(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir: path.join(dataDir, 'pg') })
  try {
    await migrate(db)
    const created_at = new Date(Date.now() + 60_000)
    await createNotice(db, {
      created_at,
      texts: { en: { title: 'Hostile notice', content: HOSTILE } },
    })
    await createNews(db, {
      c_id: 4,
      sort: -1,
      created_at,
      texts: { en: { title: SERVER_TITLE, content: HOSTILE } },
    })
    const [raw] = await db.query<{ id: number }>(
      'INSERT INTO news (c_id, sort, created_at) VALUES (4, -2, $1) RETURNING id',
      [created_at],
    )
    await db.query(
      `INSERT INTO news_texts (news_id, lang, title, content) VALUES ($1, 'en', $2, $3)`,
      [raw.id, RAW_TITLE, HOSTILE],
    )
    await seedFaq(db)
    await seedHostileUser(db)
  } finally {
    await db.close()
  }
}

const app = startSuite({
  prepare: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tradeapp-e2e-'))
    await seed(dataDir)
    return { dataDir }
  },
})

/** What of the hostile HTML reached the DOM under `scope`, as the page itself sees it. */
function reached(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(`${selector} .rich-text`)
    const elements = [...(root?.querySelectorAll('*') ?? [])]
    return {
      text: root?.textContent ?? '',
      tags: [...new Set(elements.map((e) => e.tagName.toLowerCase()))].sort(),
      attributes: [...new Set(elements.flatMap((e) => e.getAttributeNames()))].sort(),
      links: elements.filter((e) => e.tagName === 'A').map((e) => (e as HTMLAnchorElement).href),
      pwned: '__pwned' in window,
    }
  }, scope)
}

/**
 * Records dialogs (a payload that ran might open one) and drops the page's Content-Security-Policy,
 * so the sanitiser alone stands between the HTML and the browser.
 */
async function withoutCsp(context: BrowserContext, dialogs: string[]): Promise<void> {
  context.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    },
  )
}

async function expectDefused(page: Page, scope: string): Promise<void> {
  const seen = await reached(page, scope)
  expect(seen.text).toContain('Formatting that stays')
  for (const kept of ['click me', 'after svg', 'after iframe', 'quoted', 'send']) {
    expect(seen.text).toContain(kept)
  }
  expect(seen.text).toContain('<script>window.__pwned=1</script>')
  expect(seen.tags).toEqual(['a', 'b', 'em', 'h3', 'li', 'p', 'strong', 'ul'])
  expect(seen.attributes).toEqual(['href', 'rel', 'target'])
  expect(seen.links).toEqual(['https://example.com/', 'https://example.com/?a=1&b=2'])
  expect(seen.pwned).toBe(false)
}

test('hostile HTML in the notice and in news opens without running', async () => {
  const dialogs: string[] = []
  // signed in: an article is a page of its own, which needs a session (SPEC §2)
  const { page, errors } = await openPhone(app.browser, app.server.origin, '', async (context) => {
    await withoutCsp(context, dialogs)
    await context.addInitScript((token) => {
      localStorage.setItem('token', JSON.stringify({ data: token }))
    }, hostileToken)
  })
  await waitForRoute(page, 'pages/index/index')

  // the notice, written through the server
  await page.locator('.notice .at-noticebar').waitFor()
  await tap(page, 'Details')
  await page.locator('.notice__modal .rich-text').waitFor()
  await expectDefused(page, '.notice__modal')
  await shot(page, 'rich-text-01-notice')
  await press(page, 'I understand')
  await page.locator('.notice').waitFor({ state: 'detached' })

  // an article written through the server, then one stored raw
  for (const [title, name] of [
    [SERVER_TITLE, 'server'],
    [RAW_TITLE, 'raw'],
  ]) {
    await tap(page, title)
    await waitForRoute(page, 'pages/news/detail')
    await page.locator('.news-detail .rich-text').waitFor()
    await see(page, 'Formatting that stays')
    // what was a javascript: link is plain text now: tapping it does nothing
    await tap(page, 'click me')
    await expectDefused(page, '.news-detail')
    await shot(page, `rich-text-02-article-${name}`)
    await page.goBack()
    await waitForRoute(page, 'pages/index/index')
  }

  // give anything deferred (image errors, meta refresh, timers) the time to go off
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => '__pwned' in window)).toBe(false)
  expect(dialogs).toEqual([])
  await waitForRoute(page, 'pages/index/index')
  // A document answered through the route counts as public to Chromium's local-network checks,
  // which then refuse the price socket to 127.0.0.1; prices play no part here.
  expect(errors.filter((e) => !/LOCAL_NETWORK_ACCESS/.test(e))).toEqual([])

  // the control: on this very page the same HTML, inserted unsanitised, does run
  await page.evaluate((html) => {
    const box = document.createElement('div')
    box.hidden = true
    document.body.append(box)
    box.innerHTML = html
  }, HOSTILE)
  await page.waitForFunction(() => '__pwned' in window)
})

test('hostile help answers, messages and a nickname show as text and never run', async () => {
  const dialogs: string[] = []
  await ops(app.server.origin, 'message', {
    account: HOSTILE_EMAIL,
    title: '<img src=x onerror=window.__pwned=1>Your account',
    content: HOSTILE,
  })
  const { page, errors } = await openPhone(
    app.browser,
    app.server.origin,
    'pages/tabs/me/me-k',
    async (context) => {
      await withoutCsp(context, dialogs)
      await context.addInitScript((token) => {
        localStorage.setItem('token', JSON.stringify({ data: token }))
      }, hostileToken)
    },
  )
  await waitForRoute(page, 'pages/tabs/me/me-k')
  // the nickname is text: its markup shows as typed
  await page.locator('.me__nickname', { hasText: HOSTILE_NAME }).waitFor()
  await page.evaluate(() => {
    window.location.hash = '#/pages/user/userinfo'
  })
  await waitForRoute(page, 'pages/user/userinfo')
  await see(page, HOSTILE_NAME)
  await shot(page, 'rich-text-03-nickname')

  // the message: its title is text, its content sanitised
  await page.evaluate(() => {
    window.location.hash = '#/pages/msg/msg-list'
  })
  await waitForRoute(page, 'pages/msg/msg-list')
  await page.locator('.msg-row', { hasText: 'Your account' }).click()
  await waitForRoute(page, 'pages/msg/msg-detail')
  await page.locator('.msg-detail .rich-text').waitFor()
  expect(await page.locator('.msg-detail__title').textContent()).toBe(
    '<img src=x onerror=window.__pwned=1>Your account',
  )
  await expectDefused(page, '.msg-detail')
  await shot(page, 'rich-text-04-message')

  // the help centre: an answer written through the server, and one stored raw
  await page.evaluate(() => {
    window.location.hash = '#/pages/QA/QA'
  })
  await waitForRoute(page, 'pages/QA/QA')
  for (const [title, name] of [
    [SERVER_TITLE, 'server'],
    [RAW_TITLE, 'raw'],
  ]) {
    const item = page.locator('.qa__item', { hasText: title })
    await item.locator('.qa__question').click()
    await item.locator('.rich-text').waitFor()
    const id = await item.getAttribute('data-faq')
    await expectDefused(page, `.qa__item[data-faq="${id}"]`)
    await shot(page, `rich-text-05-faq-${name}`)
  }

  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => '__pwned' in window)).toBe(false)
  expect(dialogs).toEqual([])
  expect(errors.filter((e) => !/LOCAL_NETWORK_ACCESS/.test(e))).toEqual([])
})
