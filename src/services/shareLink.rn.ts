// The native app: the phone's share sheet, with the link as the message (Android's sheet carries
// text; iOS's takes the same).
import { Share } from 'react-native'
import { copyText } from './clipboard'

export function shareLink(url: string): void {
  Share.share({ message: url }).catch(() => copyText(url))
}
