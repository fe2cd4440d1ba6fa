import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '../../../types/lang'
import { figure, money, t } from '../../../server/src/infra/i18n'
import { langFromAcceptLanguage, langFromTag } from '../../../server/src/infra/http/lang'

const DIR = path.join(__dirname, '../../../server/src/infra/i18n')

function catalogue(lang: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(DIR, `${lang}.json`), 'utf8')) as Record<string, unknown>
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('message catalogues', () => {
  const en = catalogue('en')
  const keys = Object.keys(en).sort()

  it('exist for exactly the 20 languages', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort()
    expect(files).toEqual([...LANGS].sort())
  })

  it.each(LANGS.filter((l) => l !== 'en'))(
    '%s has the same keys and placeholders as en',
    (lang) => {
      const messages = catalogue(lang)
      expect(Object.keys(messages).sort()).toEqual(keys)
      for (const key of keys) {
        const text = messages[key]
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true)
        expect([key, placeholders(text as string)]).toEqual([key, placeholders(en[key] as string)])
      }
    },
  )

  // words a language writes as English does (the app's own Indonesian says 'Deposit' too); 'P2P'
  // is the name of the trade in every language the app speaks
  // 'ID' is the column heading most languages write as English does; an export's trading terms are
  // the app's own words (exportWords.test.ts), which keep Long, Short, Limit and Market in several
  const LONG_SHORT = ['export_side_long', 'export_side_short']
  const SAME_WORDS: Partial<Record<string, readonly string[]>> = {
    de: [...LONG_SHORT, 'export_kind_limit', 'export_kind_market'],
    fr: LONG_SHORT,
    id: ['menu_recharge', 'export_type_deposit', ...LONG_SHORT, 'export_kind_limit'],
    it: LONG_SHORT,
    my: LONG_SHORT,
    th: LONG_SHORT,
    tr: [...LONG_SHORT, 'export_kind_limit'],
    vi: LONG_SHORT,
  }
  const SAME_WORD = (lang: string): readonly string[] => [
    'menu_p2p',
    'export_id',
    ...(SAME_WORDS[lang] ?? []),
  ]

  it('actually translates: no catalogue but English copies the English texts wholesale', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const messages = catalogue(lang)
      const same = keys.filter((k) => messages[k] === en[k] && !SAME_WORD(lang).includes(k))
      expect([lang, same]).toEqual([lang, []])
    }
  })
})

describe('t', () => {
  it('interpolates variables and leaves unknown placeholders alone', () => {
    expect(t('en', 'code_wait', { seconds: 42 })).toBe(
      'Please wait 42s before requesting a new code',
    )
    expect(t('zh', 'code_wait', { seconds: 42 })).toBe('请等待 42 秒后再获取新的验证码')
    expect(t('en', 'code_wait')).toBe('Please wait {{seconds}}s before requesting a new code')
  })

  // Issue 25 item 12: "including the fee of 1" beside a page that shows 1.00 USDT, and 1000.00
  // without grouping: an amount goes through the app's money formatter, in the reader's language,
  // and names its currency
  it('writes amounts of money as the app does, in the reader’s language', () => {
    const vars = { total: money('1050.5'), fee: money('1'), currency: 'USDT' }
    expect(t('en', 'withdraw_insufficient', vars)).toBe(
      'Insufficient balance: 1,050.50 USDT is needed, including the fee of 1.00 USDT',
    )
    expect(t('de', 'withdraw_insufficient', vars)).toBe(
      'Unzureichendes Guthaben: 1.050,50 USDT werden benötigt, einschließlich der Gebühr von ' +
        '1,00 USDT',
    )
    for (const lang of LANGS) {
      const text = t(lang, 'withdraw_insufficient', vars)
      expect([lang, text.split('USDT').length - 1]).toEqual([lang, 2])
    }
  })

  // Issue 47 item 3: what is available was written with the ledger's decimals ("811.098 USDT");
  // at the coin's places it is cut down, never more than can be spent; a limit can round up
  it('writes what is available at the coin’s places, cut down, and a limit rounded its way', () => {
    const available = (value: string, places: number) =>
      t('en', 'p2p_insufficient', { available: money(value, places), currency: 'USDT' })
    expect(available('811.098', 2)).toBe('Your asset account has 811.09 USDT available')
    expect(available('0.123456789', 8)).toBe('Your asset account has 0.12345678 USDT available')
    expect(t('de', 'p2p_insufficient', { available: money('1800.73906', 2), currency: 'X' })).toBe(
      t('de', 'p2p_insufficient', { available: '1.800,73', currency: 'X' }),
    )
    const stop = (rounding: 'up' | 'down') =>
      t('en', 'lever_stop_loss_beyond_liquidation', {
        price: figure('108973.04', 1, rounding),
      })
    expect(stop('up')).toContain('(108,973.1)')
    expect(stop('down')).toContain('(108,973.0)')
  })
})

describe('language tags', () => {
  it.each([
    ['zh-cn', 'zh'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-tw', 'hk'],
    ['zh-HK', 'hk'],
    ['zh-Hant', 'hk'],
    ['hk', 'hk'],
    ['pt-BR', 'pt'],
    ['my', 'my'],
    ['in-ID', 'id'],
    ['nl-NL', undefined],
  ])('%s -> %s', (tag, lang) => {
    expect(langFromTag(tag)).toBe(lang)
  })

  it('honours Accept-Language quality values', () => {
    expect(langFromAcceptLanguage('en;q=0.5, ar;q=0.9, nl')).toBe('ar')
    expect(langFromAcceptLanguage('de;q=0, fr')).toBe('fr')
    expect(langFromAcceptLanguage('nl, sv')).toBeUndefined()
    expect(langFromAcceptLanguage(undefined)).toBeUndefined()
  })
})
