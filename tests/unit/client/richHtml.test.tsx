// The app's render path for server HTML: RichHtml sanitises again before it hands the HTML to
// the page, so a backend that stored it raw still cannot put a script, a handler or a dangerous
// URL into the DOM. Same hostile list as the shared allowlist's and the server's tests.
import TestUtils from '@tarojs/test-utils-react'
import { ALLOWED_TAGS } from '@common/richText'
import { RichHtml } from '@/components/RichHtml'
import { HOSTILE_HTML } from '../../support/hostileHtml'

const testUtils = new TestUtils()

afterEach(() => {
  testUtils.unmout() // sic: the library's spelling
  document.body.innerHTML = ''
})

async function render(html: string): Promise<HTMLElement> {
  await testUtils.mount(RichHtml, { props: { html, className: 'news-detail__body' } })
  const root = document.querySelector<HTMLElement>('.rich-text')
  if (!root) throw new Error('RichHtml drew nothing')
  return root
}

/** The rendered HTML, without the empty comment Taro's View (a Stencil element) puts first. */
const contentOf = (root: HTMLElement) => root.innerHTML.replace(/^<!---->/, '')

const LINK_ATTRIBUTES = ['href', 'rel', 'target']

/** Every element is allowed and carries no attribute but a link's https href, target and rel. */
function expectOnlyAllowed(root: HTMLElement): void {
  for (const el of root.querySelectorAll('*')) {
    const name = el.tagName.toLowerCase()
    expect(ALLOWED_TAGS).toContain(name)
    const attributes = el.getAttributeNames()
    if (name === 'a') {
      expect(LINK_ATTRIBUTES).toEqual(expect.arrayContaining(attributes))
      expect(el.getAttribute('href')).toMatch(/^https:\/\//i)
      expect((el as HTMLAnchorElement).protocol).toBe('https:')
    } else {
      expect(attributes).toEqual([])
    }
  }
}

describe('RichHtml', () => {
  it.each(HOSTILE_HTML.map((c) => [c.name, c]))(
    'renders %s defused',
    async (_name, { html, out }) => {
      const root = await render(html)
      expect(contentOf(root)).toBe(out)
      expectOnlyAllowed(root)
      expect(
        root.querySelector('script, style, img, iframe, svg, math, form, base, meta'),
      ).toBeNull()
      expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    },
  )

  it('keeps the formatting of an article', async () => {
    const root = await render(
      '<h3>Heading</h3><p>Text with <strong>strong</strong> and <em>em</em><br>next</p>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
        '<p><a href="https://example.com/doc?a=1&amp;b=2">link</a></p>',
    )
    expect(root.className).toContain('news-detail__body')
    expect(root.querySelector('h3')?.textContent).toBe('Heading')
    expect(root.querySelector('p strong')?.textContent).toBe('strong')
    expect(root.querySelector('p em')?.textContent).toBe('em')
    expect(root.querySelectorAll('p br')).toHaveLength(1)
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ])
    expect(root.querySelector('ol > li')?.textContent).toBe('first')
    const link = root.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com/doc?a=1&b=2')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    expectOnlyAllowed(root)
  })

  it('shows escaped markup as text', async () => {
    const root = await render('<p>&lt;script&gt;alert(1)&lt;/script&gt; 1 &lt; 2 &amp; 3</p>')
    expect(root.textContent).toBe('<script>alert(1)</script> 1 < 2 & 3')
    expect(root.querySelector('script')).toBeNull()
  })
})
