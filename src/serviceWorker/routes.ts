// Which requests the H5 service worker answers, and how (issue 47). A pure function, so that the
// decision is tested on its own (tests/unit/utils/serviceWorkerRoutes.test.ts); worker.ts acts on it.

export type Route =
  /** the app's page: this version's copy, so an update takes effect at the next start */
  | 'shell'
  /** a file of this build (hashed scripts, styles and images; the icons): cache first */
  | 'cached'
  /** another address opened in the browser: the network, or the offline page without one */
  | 'page'
  /** left to the browser: the API, the socket, the operator's calls, uploads, other sites */
  | 'network'

export interface RequestFacts {
  url: string
  method: string
  /** Request.mode: 'navigate' for a page opened in a tab */
  mode: string
}

// Live data is never answered from a cache: a stale price or balance would look current.
const NETWORK_ONLY = ['/api', '/socket.io', '/ops']
// Webpack names what it writes under these with a content hash (server/src/infra/http/static.ts
// lets browsers keep them for good, too): a name never holds other bytes.
const HASHED_DIRS = ['/js/', '/css/', '/static/']
const SHELL = ['/', '/index.html']

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

/**
 * How the worker answers a request from a page at `origin`; `precached` are the paths it stored
 * at install (the shell's scripts and styles, the manifest and its icons).
 */
export function routeOf(
  { url, method, mode }: RequestFacts,
  origin: string,
  precached: readonly string[],
): Route {
  const { origin: from, pathname } = new URL(url)
  if (method !== 'GET' || from !== origin) return 'network'
  if (NETWORK_ONLY.some((prefix) => under(pathname, prefix))) return 'network'
  if (mode === 'navigate') return SHELL.includes(pathname) ? 'shell' : 'page'
  if (HASHED_DIRS.some((dir) => pathname.startsWith(dir))) return 'cached'
  return precached.includes(pathname) ? 'cached' : 'network'
}
