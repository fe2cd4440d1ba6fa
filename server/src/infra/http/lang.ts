// The language of a request: an explicit `lang` field wins, then Accept-Language, then English.
import type { FastifyRequest } from 'fastify'
import { DEFAULT_LANG, isLang, type Lang } from '@wire/lang'

function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[name]
    : undefined
}

/** Maps one language tag ('zh-CN', 'de-DE', 'hk') to our codes, or undefined. */
export function langFromTag(tag: string): Lang | undefined {
  const lower = tag.trim().toLowerCase()
  if (isLang(lower)) return lower
  // Traditional Chinese, whichever way it is tagged, is our 'hk'.
  if (/^zh-(tw|hk|mo|hant)\b/.test(lower)) return 'hk'
  if (lower.startsWith('zh')) return 'zh'
  if (lower.startsWith('in-') || lower === 'in') return 'id'
  const primary = lower.slice(0, 2)
  return isLang(primary) ? primary : undefined
}

/** First supported language of an Accept-Language header, in order of preference (q). */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag, q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const lang = langFromTag(tag)
    if (lang) return lang
  }
  return undefined
}

// A language read from somewhere the generic lookup cannot see (a multipart field).
const found = new WeakMap<FastifyRequest, Lang>()

export function setRequestLang(req: FastifyRequest, value: unknown): void {
  const lang = typeof value === 'string' ? langFromTag(value) : undefined
  if (lang) found.set(req, lang)
}

export function requestLang(req: FastifyRequest): Lang {
  const known = found.get(req)
  if (known) return known
  for (const explicit of [field(req.body, 'lang'), field(req.query, 'lang')]) {
    const lang = typeof explicit === 'string' ? langFromTag(explicit) : undefined
    if (lang) return lang
  }
  const header = req.headers['accept-language']
  return langFromAcceptLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LANG
}
