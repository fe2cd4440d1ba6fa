import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '@wire/lang'
import { ROUTES } from '@/routes'
import { activateLanguage, activeLanguage, isRtl, LANGUAGE_NAMES, t } from '@/locales'

const dir = path.join(__dirname, '../../../src/locales')
const read = (lang: string) =>
  JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out[key] = v
    else Object.assign(out, flatten(v as Record<string, unknown>, key))
  }
  return out
}

const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
const english = flatten(read('en'))

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(folder, e.name))
      : /\.tsx?$/.test(e.name)
        ? [path.join(folder, e.name)]
        : [],
  )
}

describe('translations (SPEC §9: 20 languages)', () => {
  it('has one file per language and nothing else', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...LANGS].sort())
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGS].sort())
  })

  it.each(LANGS.filter((l) => l !== 'en'))(
    '%s has every key, filled, with the same placeholders',
    (lang) => {
      const messages = flatten(read(lang))
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim()).not.toBe('')
        expect([key, placeholders(text)]).toEqual([key, placeholders(english[key])])
      }
    },
  )

  it('is really translated: most texts of each language differ from English', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const messages = flatten(read(lang))
      const same = Object.keys(english).filter((k) => messages[k] === english[k])
      expect([lang, same.length <= Object.keys(english).length * 0.05]).toEqual([lang, true])
    }
  })

  it('has every key the code asks for, and no key nobody asks for', () => {
    const used = new Set(ROUTES.map((r) => r.title))
    for (const file of sourceFiles(path.join(__dirname, '../../../src'))) {
      const text = readFileSync(file, 'utf8')
      // keys are written as literals: t('a.b') and maps like { 0: 'me.notCertified' }
      for (const m of text.matchAll(/'([a-z]+(?:\.[a-zA-Z0-9]+)+)'/g)) {
        if (m[1].split('.')[0] in read('en')) used.add(m[1])
      }
    }
    const missing = [...used].filter((k) => !(k in english))
    const unused = Object.keys(english).filter((k) => !used.has(k))
    expect({ missing, unused }).toEqual({ missing: [], unused: [] })
  })
})

describe('language switching', () => {
  it('loads a language and translates with interpolation', async () => {
    await activateLanguage('en')
    expect(t('auth.resendIn', { s: 42 })).toBe('Resend in 42 s')
    await activateLanguage('de')
    expect(activeLanguage()).toBe('de')
    expect(t('auth.login')).not.toBe('Log in')
    await activateLanguage('en')
  })

  it('reads nested keys and fills placeholders, spaces inside the braces included', async () => {
    await activateLanguage('en')
    expect(t('trade.outcome.upWin')).toBe('Up, won')
    expect(t('trade.available', { amount: '10.00', currency: 'USDT' })).toBe('Available 10.00 USDT')
    expect(t('trade.seconds', { s: 0 })).toBe('0 s')
  })

  it('shows what is missing instead of hiding it: the key, or the placeholder', async () => {
    await activateLanguage('en')
    expect(t('trade.noSuchKey')).toBe('trade.noSuchKey')
    expect(t('trade')).toBe('trade') // a branch is not a text
    expect(t('trade.available', { amount: '1' })).toBe('Available 1 {{currency}}')
    expect(t('trade.noSuchKey', { defaultValue: 'Loading' })).toBe('Loading')
  })

  it('keeps the language asked for last when two loads overlap', async () => {
    await Promise.all([activateLanguage('fr'), activateLanguage('ja')])
    expect(activeLanguage()).toBe('ja')
    await activateLanguage('en')
  })

  it('lays out Arabic right to left and nothing else', () => {
    expect(LANGS.filter(isRtl)).toEqual(['ar'])
  })
})
