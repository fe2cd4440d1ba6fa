import type { CSSProperties } from 'react'

/** CSS text's declarations: split at semicolons outside parentheses and quotes (`url(data:...;...)`). */
function declarations(text: string): string[] {
  const out: string[] = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '(') depth++
    else if (c === ')') depth = Math.max(0, depth - 1)
    else if (c === ';' && depth === 0) {
      out.push(text.slice(start, i))
      start = i + 1
    }
  }
  out.push(text.slice(start))
  return out
}

/**
 * A style as React DOM takes it: an object as is, CSS text ("font-size:12px;color:red") as an
 * object of camel-cased properties (custom properties keep their name), nothing for empty text.
 */
export function styleObject(style: unknown): CSSProperties | undefined {
  if (style && typeof style === 'object') return style as CSSProperties
  if (typeof style !== 'string') return undefined
  const out: Record<string, string> = {}
  for (const declaration of declarations(style)) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (!name || !value) continue
    const key = name.startsWith('--')
      ? name
      : name.toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    out[key] = value
  }
  return Object.keys(out).length > 0 ? out : undefined
}
