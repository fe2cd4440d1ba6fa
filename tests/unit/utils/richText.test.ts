// The one rich-text allowlist (common/richText.ts) that the server applies on write and the app
// before render; the write and render paths themselves are tested with the same hostile list in
// tests/unit/server/contentRichText.test.ts and tests/unit/client/richHtml.test.tsx.
import { ALLOWED_TAGS, decodeEntities, sanitizeHtml } from '@common/richText'
import { HOSTILE_HTML } from '../../support/hostileHtml'

const ARTICLE =
  '<h3>Title</h3><p>Plain <strong>strong</strong> <em>em</em> <b>b</b> <i>i</i><br>next line</p>' +
  '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><h4>Small</h4>' +
  '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">link</a></p>'

describe('sanitizeHtml', () => {
  it.each(HOSTILE_HTML.map((c) => [c.name, c]))('defuses %s', (_name, { html, out }) => {
    expect(sanitizeHtml(html)).toBe(out)
  })

  it('changes nothing on a second pass', () => {
    for (const { html } of HOSTILE_HTML) {
      const once = sanitizeHtml(html)
      expect(sanitizeHtml(once)).toBe(once)
    }
    expect(sanitizeHtml(ARTICLE)).toBe(ARTICLE)
  })

  it('keeps exactly the allowlist', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual(
      ['a', 'b', 'br', 'em', 'h3', 'h4', 'i', 'li', 'ol', 'p', 'strong', 'ul'].sort(),
    )
  })

  it('strips attributes from allowed tags and keeps the text of other tags', () => {
    expect(sanitizeHtml('<p class="x" id="y" title="t">a</p><BR CLEAR=all>')).toBe('<p>a</p><br>')
    expect(
      sanitizeHtml(
        '<div><span>in span</span></div><h1>big</h1><table><tr><td>cell</td></tr></table>',
      ),
    ).toBe('in spanbigcell')
  })

  it('keeps https links only, written as checked', () => {
    const link = (href: string) =>
      `<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`
    expect(sanitizeHtml("<a href='HTTPS://Example.com/'>x</a>")).toBe(link('HTTPS://Example.com/'))
    expect(sanitizeHtml('<a href=https://e.com/p?q=1&r=ü>x</a>')).toBe(
      link('https://e.com/p?q=1&amp;r=ü'),
    )
    expect(sanitizeHtml('<a href="https://e.com/&quot;onclick=alert(1)">x</a>')).toBe('x')
    expect(sanitizeHtml('<a href="https&#58;//e.com/">x</a>')).toBe(link('https://e.com/'))
    expect(sanitizeHtml('<a href="https://e.com/a b">x</a>')).toBe('x')
    expect(sanitizeHtml('<a href="https:\\\\e.com">x</a>')).toBe('x')
    expect(sanitizeHtml('<a>no href</a>')).toBe('no href')
    // a link inside a link closes the first, as in HTML
    expect(sanitizeHtml('<a href="https://a.com/">x<a href="https://b.com/">x</a>')).toBe(
      link('https://a.com/') + link('https://b.com/'),
    )
  })

  it('decodes references once and escapes what must be escaped', () => {
    expect(sanitizeHtml('Tom &amp; Jerry &copy; &#169; &#x1F600; &unknown; 1 < 2 & 3 > 2')).toBe(
      'Tom &amp; Jerry © © 😀 &amp;unknown; 1 &lt; 2 &amp; 3 &gt; 2',
    )
    expect(sanitizeHtml('&amp;lt;b&amp;gt;')).toBe('&amp;lt;b&amp;gt;')
    expect(sanitizeHtml('nul\u0000 and \u0007bell')).toBe('nul and bell')
  })

  it.each([
    ['a < b', 'a &lt; b'],
    ['1 <2 and 3<= 4', '1 &lt;2 and 3&lt;= 4'],
    ['x <- y', 'x &lt;- y'],
  ])('keeps a "<" that opens no tag as text: %p', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })

  it('drops what a browser drops', () => {
    expect(sanitizeHtml('<!DOCTYPE html><?xml version="1.0"?></ p>a')).toBe('a')
    expect(sanitizeHtml('text <img src=x onerror=alert(1)')).toBe('text ')
    expect(sanitizeHtml('</p>stray</li> close')).toBe('stray close')
  })

  it('drops script-like elements with their content, however they nest', () => {
    expect(sanitizeHtml('<svg><svg></svg>still svg</svg>out')).toBe('out')
    expect(sanitizeHtml('<svg/>self-closed svg')).toBe('self-closed svg')
    expect(sanitizeHtml('<script><script></script>out')).toBe('out')
    expect(sanitizeHtml('<style>p{}</style><textarea><b>x</b></textarea><title>t</title>ok')).toBe(
      'ok',
    )
  })
})

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;3 &gt; &quot;hi&quot; it&#39;s', '<3 > "hi" it\'s'],
    ['&#65;&#x42;&#X43;&#68', 'ABCD'],
    ['&#128512;', '😀'],
    ['&amp;lt;', '&lt;'],
    ['&#0; &#xD800; &#x110000;', '\ufffd \ufffd \ufffd'],
    ['&unknown; &amp &constructor;', '&unknown; &amp &constructor;'],
    ['a&nbsp;b', 'a\u00a0b'],
  ])('decodes %p once', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected)
  })
})
