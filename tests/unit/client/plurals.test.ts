// Every count a user reads takes its language's real plural form, with the platform's
// Intl.PluralRules and, where that is missing (some WeChat clients, Hermes), with the fallback.
import { LANGS, type Lang } from '@wire/lang'
import type * as LocalesModule from '@/locales'
import { LOCALE_TAGS } from '@/locales'
import { FallbackPluralRules, installPluralRulesFallback } from '@/locales/pluralRules'

type Locales = typeof LocalesModule

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100]
const UNITS = [
  'seconds',
  'minutes',
  'days',
  'orders',
  'positions',
  'messages',
  'confirmations',
  'addresses',
]

const nativePluralRules = Intl.PluralRules

/** A fresh copy of the translator, built while Intl.PluralRules is (or is not) there. */
function freshLocales(): Locales {
  let mod: Locales | undefined
  jest.isolateModules(() => {
    mod = jest.requireActual<Locales>('@/locales')
  })
  return mod as Locales
}

async function render(locales: Locales, lang: Lang): Promise<string[]> {
  await locales.activateLanguage(lang)
  return UNITS.flatMap((unit) =>
    COUNTS.map((count) => locales.t(`count.${unit}`, { count })),
  ).concat(COUNTS.map((count) => locales.t('trade.settlementText', { count })))
}

const withIntl = new Map<Lang, string[]>()

describe('plural forms with Intl.PluralRules', () => {
  const locales = freshLocales()

  it.each([...LANGS])('%s renders every count without a missing form', async (lang) => {
    const texts = await render(locales, lang)
    withIntl.set(lang, texts)
    for (const text of texts) {
      expect(text).not.toMatch(/^count\.|^trade\.|\{\{/)
    }
  })

  it('says the forms a reader expects', async () => {
    const days = async (lang: Lang) => {
      await locales.activateLanguage(lang)
      return COUNTS.map((count) => locales.t('count.days', { count }))
    }
    expect(await days('en')).toEqual([
      '0 days',
      '1 day',
      '2 days',
      '3 days',
      '5 days',
      '11 days',
      '21 days',
      '100 days',
    ])
    const ru = await days('ru')
    expect([ru[1], ru[2], ru[4], ru[5], ru[6]]).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '11 дней',
      '21 день',
    ])
    // Arabic: one, two, few (3-10), many (11-99) and other (100) each have their own form
    const ar = await days('ar')
    expect([ar[1], ar[2], ar[3], ar[5], ar[7]]).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '11 يومًا',
      '100 يوم',
    ])
    await locales.activateLanguage('en')
    expect(locales.t('trade.settlementText', { count: 1 })).toBe(
      '1 second later, at the recorded price of that instant',
    )
  })
})

describe('plural forms with the fallback (no Intl.PluralRules)', () => {
  let locales: Locales

  beforeAll(() => {
    delete (Intl as { PluralRules?: unknown }).PluralRules
    expect(installPluralRulesFallback()).toBe(true)
    locales = freshLocales()
  })

  afterAll(() => {
    ;(Intl as { PluralRules: unknown }).PluralRules = nativePluralRules
  })

  it.each([...LANGS])('%s says exactly what it says with Intl', async (lang) => {
    expect(await render(locales, lang)).toEqual(withIntl.get(lang))
  })
})

describe('the fallback rules', () => {
  it('is not installed where the platform has its own', () => {
    expect(installPluralRulesFallback({ Intl })).toBe(false)
    expect(Intl.PluralRules).toBe(nativePluralRules)
  })

  it('installs into a platform without Intl at all', () => {
    const scope: { Intl?: unknown } = {}
    expect(installPluralRulesFallback(scope)).toBe(true)
    const Rules = (scope.Intl as { PluralRules: typeof FallbackPluralRules }).PluralRules
    expect(new Rules('ru').select(21)).toBe('one')
  })

  // every language but Sanskrit, which has no CLDR data (below)
  it.each(Object.values(LOCALE_TAGS).filter((tag) => tag !== 'sa'))(
    '%s agrees with CLDR as the platform has it, category list and every choice',
    (tag) => {
      const native = new nativePluralRules(tag)
      const fallback = new FallbackPluralRules(tag)
      expect([...fallback.resolvedOptions().pluralCategories].sort()).toEqual(
        [...native.resolvedOptions().pluralCategories].sort(),
      )
      for (let n = 0; n <= 1200; n++)
        expect([tag, n, fallback.select(n)]).toEqual([tag, n, native.select(n)])
      for (const n of [1000000, 2000000, 0.5, 1.5, 2.5]) {
        expect([tag, n, fallback.select(n)]).toEqual([tag, n, native.select(n)])
      }
    },
  )

  it('gives Sanskrit, which has no CLDR data, one form whatever the count', () => {
    const sa = new FallbackPluralRules('sa')
    expect(sa.resolvedOptions().pluralCategories).toEqual(['other'])
    expect(COUNTS.map((n) => sa.select(n))).toEqual(COUNTS.map(() => 'other'))
  })
})
