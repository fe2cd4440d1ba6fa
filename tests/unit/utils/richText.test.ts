import { toRichNodes, type RichNode } from '@/utils/richText'

/** Renders nodes back to a compact string, to compare shapes at a glance. */
function show(nodes: RichNode[]): string {
  return nodes
    .map((n) =>
      'type' in n
        ? n.text
        : `<${n.name}${n.attrs?.href ? ` href=${n.attrs.href}` : ''}>${show(n.children)}</${n.name}>`,
    )
    .join('')
}

describe('rich text allowlist', () => {
  it('keeps the allowed structure', () => {
    expect(
      show(toRichNodes('<p>Hello <strong>you</strong></p><ul><li>a</li><li>b</li></ul>')),
    ).toBe('<p>Hello <strong>you</strong></p><ul><li>a</li><li>b</li></ul>')
    expect(show(toRichNodes('line<br>next<br/>end'))).toBe('line<br></br>next<br></br>end')
  })

  it('drops scripts, styles and their content, and event handlers with their tags', () => {
    const nodes = toRichNodes(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>!',
    )
    expect(show(nodes)).toBe('<p>Hi</p>!')
    expect(JSON.stringify(nodes)).not.toMatch(/onclick|onerror|alert|img/)
  })

  it('keeps only https links', () => {
    expect(show(toRichNodes('<a href="https://example.com/x">ok</a>'))).toBe(
      '<a href=https://example.com/x>ok</a>',
    )
    expect(show(toRichNodes('<a href="javascript:alert(1)">x</a>'))).toBe('<a>x</a>')
    expect(show(toRichNodes("<a href='http://plain.example'>x</a>"))).toBe('<a>x</a>')
    expect(show(toRichNodes('<a href="&#106;avascript:alert(1)">x</a>'))).toBe('<a>x</a>')
  })

  it('turns unknown tags into their text and decodes entities once', () => {
    expect(show(toRichNodes('<div><span>a &amp; b</span> &lt;i&gt; &#169;</div>'))).toBe(
      'a & b <i> ©',
    )
  })

  it('survives broken markup', () => {
    expect(show(toRichNodes('<p>open <strong>never closed'))).toBe(
      '<p>open <strong>never closed</strong></p>',
    )
    expect(show(toRichNodes('</p>stray close'))).toBe('stray close')
    expect(show(toRichNodes('a < b and c > d'))).toBe('a < b and c > d')
    expect(show(toRichNodes('x<!-- hidden'))).toBe('x')
    expect(show(toRichNodes('<script>never closed'))).toBe('')
  })
})
