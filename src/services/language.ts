// Switching language: load it, keep it, and make the layout and the tab bar follow.
import Taro from '@tarojs/taro'
import { TABS } from '@/routes'
import { activateLanguage, t, translation, type Lang } from '@/locales'
import { storeLang } from '@/stores/session'
import { applyLayoutLanguage } from './layoutLanguage'

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
  applyLayoutLanguage(lang)
  syncTabBar(lang)
}
