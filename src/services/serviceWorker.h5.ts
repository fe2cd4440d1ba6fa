// H5: the service worker (src/serviceWorker; the build writes it to /sw.js), in production builds
// only, so a development build never runs a cached copy of itself. It registers once the page has
// loaded, behind the first screen's own requests. The worker is told the language the user chose
// (none: the browser's languages decide), and again on a change, for the page it shows when there
// is no network.
import { subscribeKey } from 'valtio/utils'
import { chosenLang, session } from '@/stores/session'

async function register(): Promise<void> {
  await navigator.serviceWorker.register('/sw.js')
  const { active } = await navigator.serviceWorker.ready
  const tell = () => active?.postMessage({ lang: chosenLang() })
  tell()
  subscribeKey(session, 'lang', tell)
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const start = () => void register().catch(() => undefined)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
