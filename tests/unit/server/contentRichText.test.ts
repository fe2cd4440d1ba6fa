// Rich text through the server's own write and read path: whatever HTML a news article or a
// notice is created with, what the API hands out is what the shared allowlist keeps of it.
import type { NewsDetail, PopupNotice } from '../../../types/market'
import { createNews, createNotice } from '../../../server/src/content/news'
import { HOSTILE_HTML } from '../../support/hostileHtml'
import { BOOT_TIMEOUT, call, okMessage, startServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const readArticle = async (id: number, lang = 'en') =>
  okMessage(
    await call<NewsDetail>(server, 'POST', '/api/news/detail', {
      body: { id: String(id), lang },
    }),
  ).content

const readNotice = async () =>
  okMessage(await call<PopupNotice | null>(server, 'GET', '/api/news/index_pop'))?.content

describe('hostile rich text written by the server', () => {
  it.each(HOSTILE_HTML.map((c, i) => [c.name, c, i] as const))(
    'stores %s defused, in articles and notices',
    async (_name, { html, out }, i) => {
      const id = await createNews(server.db, {
        c_id: 4,
        created_at: new Date('2031-01-01T00:00:00Z'),
        texts: {
          en: { title: 'Hostile', content: html },
          de: { title: 'Feindlich', content: html },
        },
      })
      expect(await readArticle(id)).toBe(out)
      expect(await readArticle(id, 'de')).toBe(out)

      await createNotice(server.db, {
        created_at: new Date(Date.UTC(2031, 0, 1, 0, i)),
        texts: { en: { title: 'Hostile', content: html } },
      })
      expect(await readNotice()).toBe(out)
    },
  )

  it('keeps the formatting articles are written with', async () => {
    const article =
      '<h3>Heading</h3><p>Text with <strong>strong</strong>, <em>em</em>, <b>b</b>, <i>i</i>' +
      '<br>and a <a href="https://example.com/doc?a=1&amp;b=2">link</a>.</p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><h4>Small heading</h4>'
    const id = await createNews(server.db, {
      c_id: 4,
      created_at: new Date('2031-02-01T00:00:00Z'),
      texts: { en: { title: 'Formatted', content: article } },
    })
    expect(await readArticle(id)).toBe(
      article.replace(
        '<a href="https://example.com/doc?a=1&amp;b=2">',
        '<a href="https://example.com/doc?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">',
      ),
    )
  })
})
