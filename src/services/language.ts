// Switching language: load it, keep it, and make the document and the tab bar follow.
import Taro from '@tarojs/taro'
import { TABS } from '@/routes'
import { activateLanguage, isRtl, LOCALE_TAGS, t, translation, type Lang } from '@/locales'
import { storeLang } from '@/stores/session'

/**
 * H5: the document's language and direction (Arabic lays the app out right to left). The `rtl`
 * class is what the mirrored styles match (see components/Screen); on <html> it also reaches what
 * is drawn outside the pages, like the page-load overlay.
 */
export function applyDocumentLanguage(lang: Lang): void {
  if (process.env.TARO_ENV !== 'h5') return
  const rtl = isRtl(lang)
  const root = document.documentElement
  root.lang = LOCALE_TAGS[lang]
  root.dir = rtl ? 'rtl' : 'ltr'
  root.classList.toggle('rtl', rtl)
  root.classList.toggle('ltr', !rtl)
}

let tabBarLang = ''

/** Tab texts in the active language (the app config can only hold static ones). */
export function syncTabBar(lang: Lang): void {
  if (tabBarLang === lang) return
  tabBarLang = lang
  TABS.forEach((route, index) => {
    Taro.setTabBarItem({ index, text: t(route.title) }).catch(() => {
      tabBarLang = '' // no tab bar on screen yet: try again on the next tab page
    })
  })
}

/**
 * Makes `lang` the app's language. session.lang changes last, once its messages are active: what
 * holds the server's words (Home through useServerText, the config store) asks again when it
 * changes, and http.ts sends it, so the new answers come in the language now on screen.
 */
export async function switchLanguage(lang: Lang): Promise<void> {
  await activateLanguage(lang)
  // a later switch overtook this one: the session keeps the language whose messages show
  if (translation.active !== lang) return
  storeLang(lang)
  applyDocumentLanguage(lang)
  syncTabBar(lang)
}
