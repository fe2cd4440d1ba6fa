// After `build:h5`, what mini-programs fetch from the server instead of carrying twenty languages in
// their main package: each language's messages in its two parts (dist/h5/locales/<lang>.first.json
// and .rest.json, src/locales/parts.ts) and its dayjs locale as data (<lang>.date.json,
// src/utils/dateLocales.ts). Functions do not travel: where a locale words a month differently in
// a date than alone (Russian, Belarusian), the date's forms are the ones kept, which is all the app
// formats (a day with its month).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '@wire/lang'
import { pickPart, type Messages, type Part } from '@/locales/parts'
import { DATE_LOCALE_LANGS, loadDateLocale } from '@/utils/dateLocales'

const OUT = path.resolve(__dirname, '..', 'dist', 'h5', 'locales')
const SOURCE = path.resolve(__dirname, '..', 'src', 'locales')
const PARTS: readonly Part[] = ['first', 'rest']

/** A locale's month function keeps its in-date forms beside it (dayjs's ru and be: `f`). */
const inDateForms = (value: unknown): unknown =>
  typeof value === 'function' && 'f' in value && Array.isArray(value.f) ? value.f : undefined

/** The locale as JSON: its data, with month functions replaced by their in-date forms. */
export function localeData(locale: ILocale): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(locale)) {
    const kept = typeof value === 'function' ? inDateForms(value) : value
    if (kept !== undefined) data[key] = kept
  }
  return data
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  for (const lang of LANGS) {
    const messages = JSON.parse(readFileSync(path.join(SOURCE, `${lang}.json`), 'utf8')) as Messages
    for (const part of PARTS) {
      writeFileSync(
        path.join(OUT, `${lang}.${part}.json`),
        JSON.stringify(pickPart(messages, part)),
      )
    }
  }
  for (const lang of DATE_LOCALE_LANGS) {
    const locale = await loadDateLocale(lang)
    if (!locale) continue
    writeFileSync(path.join(OUT, `${lang}.date.json`), JSON.stringify(localeData(locale)))
  }
  console.log(
    `messages: ${LANGS.length * PARTS.length} files, date locales: ${DATE_LOCALE_LANGS.length} files, in ${path.relative(process.cwd(), OUT)}`,
  )
}

if (require.main === module) void main()
