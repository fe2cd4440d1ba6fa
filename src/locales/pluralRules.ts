// i18next picks plural forms with Intl.PluralRules. Some WeChat clients (and Hermes, for React
// Native) have no Intl.PluralRules; i18next then falls back to one/other, which says "5 дня" for
// "5 дней" and loses four of Arabic's six forms. This fallback carries CLDR's rules for exactly the
// app's languages (make-plural's generated functions, tree-shaken to these) and is installed only
// where the platform lacks its own.
import {
  ar,
  be,
  de,
  en,
  es,
  fr,
  hi,
  id,
  it,
  ja,
  ko,
  my,
  pt,
  ru,
  th,
  tr,
  vi,
  zh,
} from 'make-plural/cardinals'

type Category = Intl.LDMLPluralRule
type Rule = (n: number | string) => Category

const RULES: Record<string, Rule> = {
  ar,
  be,
  de,
  en,
  es,
  fr,
  hi,
  id,
  it,
  ja,
  ko,
  my,
  pt,
  ru,
  th,
  tr,
  vi,
  zh,
}

// Listed in CLDR's order, which is the order i18next sorts suffixes in anyway.
const ORDER: readonly Category[] = ['zero', 'one', 'two', 'few', 'many', 'other']

// Integers 0..200, a fraction and a million (French "many") meet every category these languages have.
const SAMPLES: readonly (number | string)[] = [
  ...Array.from({ length: 201 }, (_, i) => i),
  '1.5',
  1000000,
]

/** The subset of Intl.PluralRules that i18next uses: select and the list of categories. */
export class FallbackPluralRules {
  private readonly rule: Rule
  private readonly locale: string
  private readonly categories: Category[]

  constructor(locales?: string | readonly string[]) {
    const tag = (Array.isArray(locales) ? locales[0] : locales) ?? 'en'
    const language = String(tag).toLowerCase().split(/[-_]/)[0]
    // A language without CLDR data (Sanskrit) has one form, like the root locale.
    this.locale = language in RULES ? language : 'und'
    this.rule = RULES[language] ?? (() => 'other')
    const seen = new Set(SAMPLES.map((n) => this.rule(n)))
    this.categories = ORDER.filter((c) => seen.has(c))
  }

  select(n: number): Category {
    return this.rule(n)
  }

  resolvedOptions(): { locale: string; pluralCategories: Category[] } {
    return { locale: this.locale, pluralCategories: [...this.categories] }
  }
}

// Mini-programs forbid eval and Function(), so an engine without `globalThis` has no reachable
// global; every WeChat base library with a current share of users has it.
function globalScope(): { Intl?: unknown } {
  return typeof globalThis !== 'undefined' ? globalThis : {}
}

/** Installs the fallback into `scope.Intl` unless that already has PluralRules; says whether it did. */
export function installPluralRulesFallback(scope: { Intl?: unknown } = globalScope()): boolean {
  const intl = scope.Intl as { PluralRules?: unknown } | undefined
  if (intl && typeof intl.PluralRules === 'function') return false
  scope.Intl = Object.assign(intl ?? {}, { PluralRules: FallbackPluralRules })
  return true
}
