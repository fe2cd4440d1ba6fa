// H5: the document's language and direction (Arabic lays the app out right to left). The `rtl`
// class is what the mirrored styles match (see components/Screen); on <html> it also reaches what
// is drawn outside the pages, like the page-load overlay.
import { isRtl, LOCALE_TAGS, type Lang } from '@/locales'

export function applyLayoutLanguage(lang: Lang): void {
  const rtl = isRtl(lang)
  const root = document.documentElement
  root.lang = LOCALE_TAGS[lang]
  root.dir = rtl ? 'rtl' : 'ltr'
  root.classList.toggle('rtl', rtl)
  root.classList.toggle('ltr', !rtl)
}
