// Server rich text (news, notices, FAQ, messages) becomes RichText nodes through an allowlist
// (DESIGN §4): only the tags below survive, only https links keep an href, the content of script
// and style is dropped, and everything else is kept as plain text. Nothing is ever handed to the
// platform as an HTML string.

export interface TextNode {
  type: 'text'
  text: string
}

export interface ElementNode {
  name: string
  attrs?: Record<string, string>
  children: RichNode[]
}

export type RichNode = TextNode | ElementNode

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a'])
const VOID = new Set(['br'])
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'template'])

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase()
    if (lower in ENTITIES) return ENTITIES[lower]
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

function safeHref(attrs: string): string | undefined {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs)
  const href = decode(match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim()
  return /^https:\/\/[^\s<>"']+$/i.test(href) ? href : undefined
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g

export function toRichNodes(html: string): RichNode[] {
  const root: ElementNode = { name: 'root', children: [] }
  const stack: ElementNode[] = [root]
  let dropping: string | null = null
  let last = 0

  const text = (raw: string) => {
    if (dropping || !raw) return
    const value = decode(raw)
    if (value) stack[stack.length - 1].children.push({ type: 'text', text: value })
  }

  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index))
    last = (match.index ?? 0) + match[0].length
    const name = match[1]?.toLowerCase()
    if (!name) continue // a comment
    const closing = match[0].startsWith('</')
    if (dropping) {
      if (closing && name === dropping) dropping = null
      continue
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !match[0].endsWith('/>')) dropping = name
      continue
    }
    if (!ALLOWED.has(name)) continue
    if (closing) {
      const at = stack.map((n) => n.name).lastIndexOf(name)
      if (at > 0) stack.length = at
      continue
    }
    const node: ElementNode = { name, children: [] }
    if (name === 'a') {
      const href = safeHref(match[2])
      if (href) node.attrs = { href }
    }
    stack[stack.length - 1].children.push(node)
    if (!VOID.has(name)) stack.push(node)
  }
  text(html.slice(last))
  return root.children
}
