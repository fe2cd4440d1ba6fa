// The app's words in a language, as its translation files hold them, placeholders filled in: the
// journeys that run in several languages find the screen's parts by what the user reads.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { moneyText, NUMBER_SYMBOLS } from '@common/numberText'

export type Lang = 'en' | 'ar'

export function wordsOf(lang: Lang) {
  const messages = JSON.parse(
    readFileSync(path.join(__dirname, `../../src/locales/${lang}.json`), 'utf8'),
  ) as Record<string, unknown>
  const w = (key: string, vars: Record<string, string> = {}): string => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages)
    if (typeof found !== 'string') throw new Error(`no ${lang} words for ${key}`)
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '')
  }
  return { w, money: (value: string) => moneyText(value, NUMBER_SYMBOLS[lang]) }
}
