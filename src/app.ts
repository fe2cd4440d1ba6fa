import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { recordEntry } from '@/stores/session'
import { watchPageLoads } from '@/services/pageLoad'
import { cancelScriptLinks } from '@/services/scriptLinks'
import { routePath } from './routes'
import './app.scss'

if (process.env.TARO_ENV === 'h5') {
  watchPageLoads()
  cancelScriptLinks()
}

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    const query: Record<string, string> = {}
    for (const [k, v] of Object.entries(options.query ?? {})) {
      if (typeof v === 'string' && !k.startsWith('$taro')) query[k] = v
    }
    recordEntry({ path: routePath(options.path ?? ''), query })
  })
  return children
}

export default App
