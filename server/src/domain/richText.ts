// Rich text is sanitised when it is written (DESIGN §5): only the tags below survive, without any
// attribute except an https href on a link; the content of script-like elements is dropped;
// everything else becomes escaped text. Writing the result back through it changes nothing.

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'])
const VOID = new Set(['br'])
// Elements that end an open paragraph, as HTML's implied end tags do.
const BLOCKS = new Set(['p', 'ul', 'ol', 'h3', 'h4'])
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'textarea',
  'title',
  'noscript',
  'svg',
  'math',
])

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase()
    if (lower in NAMED) return NAMED[lower]
    const code = lower.startsWith('#x')
      ? parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? parseInt(lower.slice(1), 10)
        : NaN
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole
  })
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')

function safeHref(attributes: string): string | undefined {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
  const href = decode(match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim()
  return /^https:\/\/[^\s<>"'`\\]+$/i.test(href) ? href : undefined
}

// A comment, or a start or end tag whose attributes may hold '>' inside quotes.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g

export function sanitizeHtml(html: string): string {
  let out = ''
  // Open elements; `kept` is false for a link whose href was refused (its text stays).
  const open: { name: string; kept: boolean }[] = []
  let dropping: string | null = null
  let last = 0

  const text = (raw: string) => {
    if (!dropping && raw) out += escapeText(decode(raw))
  }

  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index))
    last = (match.index ?? 0) + match[0].length
    const name = match[2]?.toLowerCase()
    if (!name) continue // a comment
    const closing = match[1] === '/'
    if (dropping) {
      if (closing && name === dropping) dropping = null
      continue
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !match[3].trim().endsWith('/')) dropping = name
      continue
    }
    if (!ALLOWED.has(name)) continue
    if (closing) {
      const at = open.map((e) => e.name).lastIndexOf(name)
      if (at < 0) continue
      // Closing an outer element closes whatever is still open inside it.
      for (const element of open.splice(at).reverse()) {
        if (element.kept) out += `</${element.name}>`
      }
      continue
    }
    if (VOID.has(name)) {
      out += `<${name}>`
      continue
    }
    const top = open.at(-1)
    if (top && ((name === 'li' && top.name === 'li') || (BLOCKS.has(name) && top.name === 'p'))) {
      open.pop()
      if (top.kept) out += `</${top.name}>`
    }
    let tag = `<${name}>`
    let kept = true
    if (name === 'a') {
      const href = safeHref(match[3])
      kept = href !== undefined
      tag = kept ? `<a href="${escapeAttribute(href ?? '')}">` : ''
    }
    out += tag
    open.push({ name, kept })
  }
  text(html.slice(last))
  for (const element of open.reverse()) {
    if (element.kept) out += `</${element.name}>`
  }
  return out
}
