// Character filter (SPEC §5). Shared with the server, so it must stay free of DOM and Taro: the
// HTML stripping below is a small scanner instead of DOMParser.

const ASCII_SPECIALS = "`~!#$^&*()=|{}':;[]<>/?"

// Full-width forms sit at a fixed offset from their ASCII counterparts (U+FF01..U+FF5E mirror
// U+0021..U+007E), which keeps the two halves of the list from drifting apart.
const FULL_WIDTH_OFFSET = 0xfee0

export const SPECIAL_CHARS: readonly string[] = Object.freeze([
  ...ASCII_SPECIALS,
  ...Array.from(ASCII_SPECIALS, (c) => String.fromCharCode(c.charCodeAt(0) + FULL_WIDTH_OFFSET)),
])

const SPECIAL_SET: ReadonlySet<string> = new Set(SPECIAL_CHARS)

export function hasSpecialChars(s: string): boolean {
  for (const c of s) if (SPECIAL_SET.has(c)) return true
  return false
}

export function stripSpecialChars(s: string): string {
  let out = ''
  for (const c of s) if (!SPECIAL_SET.has(c)) out += c
  return out
}

// Elements whose content is code, not text.
const RAW_TEXT = new Set(['script', 'style'])

// Tags that break a line when rendered; dropping them without a space would glue words together
// ('<p>a</p><p>b</p>' must read 'a b', while 'a<b>b</b>' stays 'ab').
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
])

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z]+));/g

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole
    const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex ?? '', 16)
    // What a browser does with NUL, surrogates and out-of-range references.
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    return String.fromCodePoint(valid ? code : 0xfffd)
  })
}

/** Index just past the '>' that closes the tag starting at `from`, skipping quoted values. */
function tagEnd(html: string, from: number): number {
  let quote = ''
  for (let i = from; i < html.length; i++) {
    const c = html[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") {
      quote = c
    } else if (c === '>') {
      return i + 1
    }
  }
  // An unterminated tag swallows the rest, as in a browser; keeping it would leak markup.
  return html.length
}

/**
 * Plain text of a rich-text fragment: tags removed, script/style content and comments dropped,
 * common entities decoded, whitespace collapsed. The result is text, not HTML: a decoded '&lt;'
 * comes back as '<' and must be escaped again if it is ever put into markup.
 */
export function stripHtml(s: string): string {
  const parts: string[] = []
  let text = 0
  let i = 0
  const flush = (end: number, gap: boolean) => {
    parts.push(decodeEntities(s.slice(text, end)))
    if (gap) parts.push(' ')
  }
  while (i < s.length) {
    const lt = s.indexOf('<', i)
    if (lt < 0) break
    const rest = s.slice(lt, lt + 4)
    if (rest === '<!--') {
      flush(lt, false)
      const close = s.indexOf('-->', lt + 4)
      i = text = close < 0 ? s.length : close + 3
      continue
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(s.slice(lt, lt + 64))
    if (tag) {
      const name = tag[2].toLowerCase()
      flush(lt, BLOCK.has(name))
      i = text = tagEnd(s, lt + tag[0].length)
      if (!tag[1] && RAW_TEXT.has(name)) {
        const closer = new RegExp(`</${name}(?=[\\s/>]|$)`, 'i')
        const found = closer.exec(s.slice(i))
        i = text = found ? tagEnd(s, i + found.index + found[0].length) : s.length
      }
      continue
    }
    if (rest[1] === '!' || rest[1] === '?') {
      // Doctype, CDATA and processing instructions: browsers treat them as comments up to '>'.
      flush(lt, false)
      i = text = tagEnd(s, lt + 2)
      continue
    }
    // A '<' not followed by a tag name is just text ('a < b').
    i = lt + 1
  }
  flush(s.length, false)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
