// Hostile HTML in news and notices opens in the app and nothing in it runs. The notice and one
// article go through the server's own write path; a second article is stored raw, as an older
// version or another backend of the family might have left it, so the app's own sanitiser is
// what stands between that HTML and the browser. The page is loaded without this server's
// Content-Security-Policy, which would block inline handlers by itself: what is tested is the
// sanitiser, as on a host or a mini-program that has no such policy.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { openDb } from '../../server/src/db/client'
import { migrate } from '../../server/src/db/migrate'
import { createNews, createNotice } from '../../server/src/content/news'
import { HOSTILE_HTML } from '../support/hostileHtml'
import { openPhone, press, see, shot, tap, waitForRoute } from './phone'
import { startSuite } from './suite'

const FORMATTED =
  '<h3>Formatting that stays</h3><p>A paragraph with <strong>strong</strong> and <em>em</em> text' +
  ' and a <a href="https://example.com/">link</a>.</p><ul><li>first point</li><li>second point</li></ul>'
// each payload in a paragraph of its own, so what is left of it can be tapped on its own
const HOSTILE = FORMATTED + HOSTILE_HTML.map((c) => `<p>${c.html}</p>`).join('')

const SERVER_TITLE = 'Hostile markup, written by the server'
const RAW_TITLE = 'Hostile markup, stored raw'

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
  const { page, errors } = await openPhone(app.browser, app.server.origin, '', async (context) => {
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
    await page.locator('.news-sheet .rich-text').waitFor()
    await see(page, 'Formatting that stays')
    // what was a javascript: link is plain text now: tapping it does nothing
    await tap(page, 'click me')
    await expectDefused(page, '.news-sheet')
    await shot(page, `rich-text-02-article-${name}`)
    await page.locator('.news-sheet__close').click()
    await page.locator('.news-sheet__layout.at-float-layout--active').waitFor({ state: 'detached' })
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
