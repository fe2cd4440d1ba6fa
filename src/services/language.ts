// Switching language: load it, keep it, and make the document and the tab bar follow.
import Taro from '@tarojs/taro'
import { TABS } from '@/routes'
import { activateLanguage, isRtl, LOCALE_TAGS, t, type Lang } from '@/locales'
import { storeLang } from '@/stores/session'

/** H5: the document's language and direction (Arabic lays the app out right to left). */
export function applyDocumentLanguage(lang: Lang): void {
  if (process.env.TARO_ENV !== 'h5') return
  document.documentElement.lang = LOCALE_TAGS[lang]
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr'
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

export async function switchLanguage(lang: Lang): Promise<void> {
  await activateLanguage(lang)
  storeLang(lang)
  applyDocumentLanguage(lang)
  syncTabBar(lang)
}
