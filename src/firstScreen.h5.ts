// H5: the pages of the first screen, the entry page (`/`, start-up's loading page, where the guard
// sends every launch) and Home (where start-up goes next), come with the app's own code rather than
// as lazy chunks Taro's router asks for once that code has run: no round trip of their own on a
// slow network. `eager` only places their code in this chunk; it runs when first asked for.
import { HOME, LOADING } from './routes'

const PAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  [LOADING]: () => import(/* webpackMode: "eager" */ './pages/common/loading'),
  [HOME]: () => import(/* webpackMode: "eager" */ './pages/index/index'),
}

/**
 * Runs the code of the page start-up opens next while start-up's requests are on their way (the
 * page would otherwise run it after they are back). In a task of its own, so the requests go first.
 */
export function warmPage(path: string): void {
  const load = PAGES[path]
  if (load) setTimeout(() => void load().catch(() => undefined), 0)
}
