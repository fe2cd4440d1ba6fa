// Mini-programs read dates in a language's words from data the H5 build writes from dayjs's own
// locales (scripts/locale-files.ts), not from the locales' code: the data must word every date the
// app shows exactly as the locale does.
import dayjs from 'dayjs'
import localizedFormat from 'dayjs/plugin/localizedFormat'
import { localeData } from '../../../scripts/locale-files'
import { DATE_LOCALE_LANGS, loadDateLocale } from '@/utils/dateLocales'
import { LANGS } from '@wire/lang'

dayjs.extend(localizedFormat)

describe('date words as data', () => {
  it('covers every language but English and Sanskrit (which read dates in English)', () => {
    expect([...DATE_LOCALE_LANGS, 'en', 'sa'].sort()).toEqual([...LANGS].sort())
  })

  it.each(DATE_LOCALE_LANGS)(
    '%s: the long date of every month reads as with the locale',
    async (lang) => {
      const locale = await loadDateLocale(lang)
      if (!locale) throw new Error(`${lang} has no locale`)
      // through JSON, as the file travels
      const data = JSON.parse(JSON.stringify(localeData(locale))) as ILocale
      dayjs.locale(locale, undefined, true)
      const asData = { ...data, name: `${data.name}-data` }
      dayjs.locale(asData, undefined, true)
      for (let month = 0; month < 12; month++) {
        const day = dayjs(new Date(2026, month, month + 2))
        expect(day.locale(asData.name).format('LL')).toBe(day.locale(locale.name).format('LL'))
      }
    },
  )
})
