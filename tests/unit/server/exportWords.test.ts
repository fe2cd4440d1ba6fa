// Issue 47 item 4: an exported record names its account, balance part and type as the records
// screen does. The server writes them from its own catalogue (export_account_*, export_part_*,
// export_type_*); here every code's words are held equal to the app's, in every language, so a
// word changed on one side only fails.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '../../../types/lang'
import { RECORD_TYPES } from '../../../types/recordTypes'
import { t, type MessageKey } from '../../../server/src/infra/i18n'
import {
  ACCOUNT_LABELS,
  PART_LABELS,
  recordTypeKey,
} from '../../../src/pages/user/accountRecord/labels'

const LOCALES = path.join(__dirname, '../../../src/locales')

/** The app's words for `key` ('records.part.available') in `lang`. */
function appWords(lang: string, key: string): unknown {
  const catalogue = JSON.parse(readFileSync(path.join(LOCALES, `${lang}.json`), 'utf8')) as unknown
  return key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], catalogue)
}

const pairs: [MessageKey, string][] = [
  ...Object.entries(ACCOUNT_LABELS).map(
    ([code, key]) => [`export_account_${code}` as MessageKey, key] as [MessageKey, string],
  ),
  ...Object.entries(PART_LABELS).map(
    ([code, key]) => [`export_part_${code}` as MessageKey, key] as [MessageKey, string],
  ),
  ...RECORD_TYPES.map(
    (code) => [`export_type_${code}` as MessageKey, recordTypeKey(code)] as [MessageKey, string],
  ),
]

it.each(LANGS)('names every account, part and record type in %s as the records screen', (lang) => {
  const differ = pairs.filter(([server, app]) => t(lang, server) !== appWords(lang, app))
  expect(differ).toEqual([])
})
