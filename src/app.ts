// First: the global styles come before those of the first screen's pages, which are in this chunk
// too on H5 (firstScreen.h5.ts), so that a page's rules still win over global ones of equal weight.
import './app.scss'
import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { launch, launchFromAddress } from '@/services/boot'
import { pauseInBackground } from '@/services/pauseInBackground'
import { watchPageLoads } from '@/services/pageLoad'
import { cancelScriptLinks } from '@/services/scriptLinks'
import { registerServiceWorker } from '@/services/serviceWorker'
import { announceFocusedPrices } from '@/components/PriceAnnouncer'

if (process.env.TARO_ENV === 'h5') {
  watchPageLoads()
  cancelScriptLinks()
  // The address says where the app was opened, so start-up's requests go out now, before React
  // and Taro's router have started (onLaunch comes once React has drawn the App); useLaunch then
  // finds the launch done.
  launch(launchFromAddress(window.location.hash))
  registerServiceWorker()
  announceFocusedPrices()
}

pauseInBackground()

function App({ children }: PropsWithChildren) {
  useLaunch(launch)
  return children
}

export default App
