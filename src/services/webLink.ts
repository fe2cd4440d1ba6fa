// Opening an address of the web app outside this one. Mini-programs cannot open outside links, so
// the address is copied for the browser; the native app opens it (webLink.rn.ts).
import { copyText } from './clipboard'

export function openWebLink(url: string): void {
  copyText(url)
}
