// Rich text from the server (news, notices, FAQ, about, agreements, messages) is HTML. One
// allowlist decides what of it may reach a screen, applied with this same code twice: by the
// server when it stores a text and by the app right before it renders one (DESIGN §4), so a row
// that arrived some other way (an older version, another backend of the family) meets the same
// rules. It needs no DOM: it runs in Node, browsers and mini-programs alike.
//
// xss does the tokenising (quoted '>' inside attributes, comments, stray '<'); the policy is ours,
// because xss's own tag-body stripping loses track of nested or unclosed elements:
// - only ALLOWED_TAGS survive, with no attribute except a link's href, and that only when https;
// - the elements of DROP_WITH_CONTENT vanish together with everything inside them;
// - tags come out balanced, and text carries no entity but &amp; &lt; &gt;, so a second pass
//   changes nothing and every target builds the same tree from it.
import { FilterXSS, parseAttr } from 'xss'

export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
]
const ALLOWED = new Set(ALLOWED_TAGS)
const VOID = new Set(['br'])
// Starting one of these closes an open paragraph, as HTML's implied end tags do.
const CLOSES_P = new Set(['p', 'ul', 'ol', 'li', 'h3', 'h4'])
const HEADINGS = new Set(['h3', 'h4'])

export const DROP_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'frameset',
  'object',
  'applet',
  'template',
  'svg',
  'math',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'select',
]
const DROP = new Set(DROP_WITH_CONTENT)
// Browsers read these as raw text up to their own end tag: nothing inside nests.
const RAW_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
])
// In HTML, only foreign elements honour a self-closing slash (`<svg/>` is empty, `<script/>` is not).
const FOREIGN = new Set(['svg', 'math'])

const NAMED = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['copy', '©'],
  ['reg', '®'],
  ['trade', '™'],
  ['hellip', '…'],
  ['mdash', '—'],
  ['ndash', '–'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['laquo', '«'],
  ['raquo', '»'],
  ['bull', '•'],
  ['middot', '·'],
  ['times', '×'],
  ['divide', '÷'],
  ['deg', '°'],
  ['plusmn', '±'],
  ['euro', '€'],
  ['pound', '£'],
  ['yen', '¥'],
  ['cent', '¢'],
  ['sect', '§'],
  ['para', '¶'],
])

// Browsers accept numeric references without the semicolon, so they are decoded without it too.
const ENTITY = /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([a-zA-Z][a-zA-Z0-9]*);)/g

/**
 * Text with its character references decoded (numeric ones, and the named ones above; others
 * stay as written). Mini-programs show text nodes verbatim, so the app decodes there with this.
 */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED.get(name) ?? whole
    const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex ?? '', 16)
    // What a browser makes of NUL, surrogates and references past Unicode.
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    return String.fromCodePoint(valid ? code : 0xfffd)
  })
}

// C0 controls other than tab, newline and carriage return have no business in an article.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Text as HTML text: no control characters, and no `<`, `>` or `&` that could start markup. */
export const escapeText = (text: string): string =>
  text.replace(CONTROL, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

// Checked after decoding, and written out as checked (re-escaped), so what a browser reads is
// exactly what passed: no entity, tab or case trick can turn it into another scheme.
// eslint-disable-next-line no-control-regex
const SAFE_HREF = /^https:\/\/[^\s"'<>`\\\u0000-\u001f\u007f]+$/i

function safeHref(attributes: string): string | undefined {
  let href: string | undefined
  parseAttr(attributes, (name, value) => {
    if (name === 'href' && href === undefined) href = decodeEntities(value).trim()
    return ''
  })
  return href !== undefined && SAFE_HREF.test(href) ? href : undefined
}

// As browsers read a tag name: up to whitespace, '/' or '>' (so `<script/src=x>` is a script).
const TAG = /^<(\/?)([a-zA-Z][^\s/>]*)/

/** The HTML kept by the allowlist; safe to hand to innerHTML on every target. */
export function sanitizeHtml(html: string): string {
  // Open allowed elements; a link whose href was refused is tracked but not written.
  const open: { name: string; written: boolean }[] = []
  let dropping: { name: string; depth: number } | null = null

  const closeFrom = (index: number) =>
    open
      .splice(index)
      .reverse()
      .map((e) => (e.written ? `</${e.name}>` : ''))
      .join('')

  const onTag = (raw: string): string => {
    const match = TAG.exec(raw)
    if (!match) {
      // '<!x', '</ x' and '<?x' are bogus comments to a browser; anything else ('a < b') is text.
      return dropping || /^<[!/?]/.test(raw) ? '' : escapeText(decodeEntities(raw))
    }
    const closing = match[1] === '/'
    const name = match[2].toLowerCase()
    const selfClosing = /\/\s*>$/.test(raw)

    if (dropping) {
      if (name === dropping.name && !(FOREIGN.has(name) && selfClosing)) {
        dropping.depth += closing ? -1 : RAW_TEXT.has(name) ? 0 : 1
        if (dropping.depth === 0) dropping = null
      }
      return ''
    }
    if (DROP.has(name)) {
      if (!closing && !(FOREIGN.has(name) && selfClosing)) dropping = { name, depth: 1 }
      return ''
    }
    // A tag cut off by the end of the input is dropped, as a browser drops it.
    if (!ALLOWED.has(name) || !raw.endsWith('>')) return ''

    if (closing) {
      const at = open.map((e) => e.name).lastIndexOf(name)
      return at < 0 ? '' : closeFrom(at)
    }
    if (VOID.has(name)) return `<${name}>`

    let implied = ''
    const names = () => open.map((e) => e.name)
    if (CLOSES_P.has(name) && names().includes('p')) implied += closeFrom(names().lastIndexOf('p'))
    if (name === 'li') {
      const li = names().lastIndexOf('li')
      const listInside = names()
        .slice(li + 1)
        .some((n) => n === 'ul' || n === 'ol')
      if (li >= 0 && !listInside) implied += closeFrom(li)
    }
    if (HEADINGS.has(name) && HEADINGS.has(names().at(-1) ?? '')) implied += closeFrom(-1)
    if (name === 'a' && names().includes('a')) implied += closeFrom(names().lastIndexOf('a'))

    if (name === 'a') {
      const href = safeHref(raw.slice(match[0].length, -1))
      open.push({ name, written: href !== undefined })
      return href === undefined
        ? implied
        : `${implied}<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">`
    }
    open.push({ name, written: true })
    return `${implied}<${name}>`
  }

  // A filter per call: its hooks work on this call's open elements.
  const filter = new FilterXSS({
    css: false,
    allowCommentTag: false,
    escapeHtml: (text) => (dropping ? '' : escapeText(decodeEntities(text))),
    onTag: (_tag, raw) => onTag(raw),
  })
  return filter.process(html) + closeFrom(0)
}
