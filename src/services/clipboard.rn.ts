// The native app: Taro's React Native setClipboardData says '内容已复制' whatever the language; this
// copies through the clipboard module it wraps and says so in the user's language.
import Clipboard from '@react-native-clipboard/clipboard'
import { t } from '@/locales'
import { toast } from './toast'

export function copyText(value: string): void {
  Clipboard.setString(value)
  toast(t('common.copied'), 'success')
}
