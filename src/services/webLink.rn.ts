// The native app: the web app's address opens in the phone's browser.
import { Linking } from 'react-native'
import { copyText } from './clipboard'

export function openWebLink(url: string): void {
  // a phone with no browser for https: the address is copied instead
  Linking.openURL(url).catch(() => copyText(url))
}
