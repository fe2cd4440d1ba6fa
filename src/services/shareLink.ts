// Handing a link to another app where the app opens the share sheet itself: the native app
// (shareLink.rn.ts). Mini-programs share through the host's panel (a button with openType 'share')
// and H5 shows the link to copy, so elsewhere this copies it.
import { copyText } from './clipboard'

export function shareLink(url: string): void {
  copyText(url)
}
