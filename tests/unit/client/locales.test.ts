import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '@wire/lang'
import { RECORD_TYPES } from '@wire/recordTypes'
import { ROUTES } from '@/routes'
import { recordTypeKey } from '@/pages/user/accountRecord/labels'
import { activateLanguage, translation, isRtl, LANGUAGE_NAMES, LOCALE_TAGS, t } from '@/locales'
import { formatLongDate } from '@/utils/dates'

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

// Plural forms are one text in several keys (key_one, key_few, ...): group them under the key.
const PLURAL = /_(zero|one|two|few|many|other)$/
const baseKey = (key: string) => key.replace(PLURAL, '')
const baseKeys = (messages: Record<string, string>) =>
  [...new Set(Object.keys(messages).map(baseKey))].sort()
const pluralKeys = new Set(
  Object.keys(english)
    .filter((k) => PLURAL.test(k))
    .map(baseKey),
)
const withoutCount = (s: string) => placeholders(s).filter((p) => !/\bcount\b/.test(p))

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
  it('has one messages file per language and nothing else', () => {
    // beside them, the groups of the first part (parts.ts)
    const files = readdirSync(dir).filter(
      (f) => f.endsWith('.json') && f !== 'firstScreenGroups.json',
    )
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...LANGS].sort())
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGS].sort())
  })

  it.each(LANGS.filter((l) => l !== 'en'))(
    '%s has every key, filled, with the same placeholders',
    (lang) => {
      const messages = flatten(read(lang))
      expect(baseKeys(messages)).toEqual(baseKeys(english))
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim()).not.toBe('')
        const other = english[key] ?? english[`${baseKey(key)}_other`]
        expect([key, withoutCount(text)]).toEqual([key, withoutCount(other)])
      }
    },
  )

  it.each([...LANGS])('%s has exactly the plural forms its language has', (lang) => {
    const messages = flatten(read(lang))
    // Sanskrit has no CLDR plural data: one form without a suffix, whatever the count
    const categories =
      lang === 'sa'
        ? []
        : new Intl.PluralRules(LOCALE_TAGS[lang]).resolvedOptions().pluralCategories
    for (const key of pluralKeys) {
      const forms = Object.keys(messages)
        .filter((k) => baseKey(k) === key && k !== key)
        .map((k) => k.replace(`${key}_`, ''))
      expect([key, forms.sort()]).toEqual([key, [...categories].sort()])
      if (lang === 'sa') expect(messages[key]).toContain('{{count}}')
    }
  })

  it('is really translated: most texts of each language differ from English', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const messages = flatten(read(lang))
      // a text is its plural forms together: French "minute(s)" is English's word too
      const text = (m: Record<string, string>, key: string) =>
        Object.keys(m)
          .filter((k) => baseKey(k) === key)
          .sort()
          .map((k) => m[k])
          .join('|')
      const keys = baseKeys(english)
      const same = keys.filter((k) => text(messages, k) === text(english, k))
      expect([lang, same.length <= keys.length * 0.05]).toEqual([lang, true])
    }
  })

  it('has every key the code asks for, and no key nobody asks for', () => {
    // a record type's words are keyed by its code (accountRecord/labels.ts, whose list the
    // type-check holds to every type the server has)
    const used = new Set([...ROUTES.map((r) => r.title), ...RECORD_TYPES.map(recordTypeKey)])
    for (const file of sourceFiles(path.join(__dirname, '../../../src'))) {
      const text = readFileSync(file, 'utf8')
      // keys are written as literals: t('a.b') and maps like { 0: 'me.notCertified' }
      for (const m of text.matchAll(/'([a-z][a-z0-9]*(?:\.[a-zA-Z0-9]+)+)'/g)) {
        if (m[1].split('.')[0] in read('en')) used.add(m[1])
      }
    }
    const missing = [...used].filter((k) => !(k in english) && !pluralKeys.has(k))
    // count.* is the plural vocabulary every screen shares (plurals.test.ts reads all of it)
    const unused = baseKeys(english).filter((k) => !used.has(k) && !k.startsWith('count.'))
    expect({ missing, unused }).toEqual({ missing: [], unused: [] })
  })
})

describe('language switching', () => {
  it('loads a language and translates with interpolation', async () => {
    await activateLanguage('en')
    expect(t('auth.resendIn', { s: 42 })).toBe('Resend in 42 s')
    await activateLanguage('de')
    expect(translation.active).toBe('de')
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

  it('switches the date words with the language', async () => {
    await activateLanguage('de')
    expect(formatLongDate('2026-03-02')).toBe('2. März 2026')
    await activateLanguage('en')
    expect(formatLongDate('2026-03-02')).toBe('March 2, 2026')
  })

  it('keeps the language asked for last when two loads overlap', async () => {
    await Promise.all([activateLanguage('fr'), activateLanguage('ja')])
    expect(translation.active).toBe('ja')
    await activateLanguage('en')
  })

  it('lays out Arabic right to left and nothing else', () => {
    expect(LANGS.filter(isRtl)).toEqual(['ar'])
  })
})
