// The native app: React Native mirrors the layout itself (a row runs right to left, start and end
// margins swap) when the app runs right to left. The direction belongs to the native side and is
// read as the app starts, so a change shows from the next start, and the user is told so.
import { I18nManager } from 'react-native'
import { isRtl, t, type Lang } from '@/locales'
import { toast } from './toast'

export function applyLayoutLanguage(lang: Lang): void {
  const rtl = isRtl(lang)
  I18nManager.allowRTL(rtl)
  if (I18nManager.isRTL === rtl) return
  I18nManager.forceRTL(rtl)
  toast(t('common.directionNextStart'))
}
