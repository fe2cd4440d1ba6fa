// Start-up (SPEC §2, DESIGN §4): restore the session, load the active language and the site
// configuration; then the entry page (or Home) opens. It begins at launch (app.ts), not once the
// loading page has drawn, and requests that do not depend on each other go out together: when the
// page start-up opens shows prices, its quote snapshot is fetched beside the configuration rather
// than behind it, and so are Home's banners, headlines and quick entries when it opens Home. The
// realtime connection starts with the first quotes on screen (useQuotesLoaded).
import { warmPage } from '@/firstScreen'
import { callHomeEarly } from '@/pages/index/homeCalls'
import { FIRST_SCREEN, HOME, LOADING, findRoute, routePath, type RoutePath } from '@/routes'
import { activateLanguage } from '@/locales'
import { loadSiteConfig } from '@/stores/config'
import { restoreHiddenBalances } from '@/stores/hiddenBalances'
import { ensureQuotes } from '@/stores/market'
import {
  markInitialised,
  recordEntry,
  restoreSession,
  session,
  type EntryPage,
} from '@/stores/session'
import { loadStored } from '@/stores/storage'
import { applyLayoutLanguage } from './layoutLanguage'
import { pageQuery } from './router'

export async function boot(): Promise<void> {
  await loadStored()
  restoreSession()
  restoreHiddenBalances()
  const next = entryTarget().path
  // Asked in this order: a browser opens six connections to a server, and what start-up waits for
  // goes first, so the page's own calls are the ones that wait for a free one.
  const loaded = Promise.all([
    activateLanguage(session.lang, { firstScreen: FIRST_SCREEN.includes(next) }),
    loadSiteConfig(),
  ])
  // The page decides what a failure shows (it retries through ensureQuotes); start-up goes on.
  if (findRoute(next)?.quotes) ensureQuotes().catch(() => undefined)
  if (next === HOME) callHomeEarly()
  warmPage(next)
  await loaded
  applyLayoutLanguage(session.lang)
  markInitialised()
}

/** What the platform says about a launch (onLaunch's options). */
export interface LaunchOptions {
  path?: string
  query?: Record<string, unknown>
}

let launchedOnce = false
let launched: Promise<void> | null = null

/**
 * The launch, once whoever reports it first (app.ts): records where the user was going, then
 * start-up begins, before any page's code has arrived or run.
 */
export function launch(options: LaunchOptions): void {
  if (launchedOnce) return
  launchedOnce = true
  // kept decoded: the entry page is opened through toUrl, which encodes it again
  recordEntry({ path: routePath(options.path ?? ''), query: pageQuery(options.query) })
  launched = boot()
  // the loading page takes this promise and shows a failure; unhandled it is not
  launched.catch(() => undefined)
}

/**
 * H5: the launch as Taro's hash router will report it, read from the address (`#/pages/x?a=1`;
 * none is the first route, the loading page), for launching before the router has started.
 */
export function launchFromAddress(hash: string): LaunchOptions {
  const url = hash.replace(/^#/, '')
  const [, search = ''] = url.split('?')
  // still encoded, as the platform reports a launch: launch() decodes it once for both
  const query: Record<string, string> = {}
  for (const pair of search.split('&')) {
    const [k, v = ''] = pair.split('=')
    if (k) query[k] = v
  }
  return { path: routePath(url) || LOADING, query }
}

/** The start-up begun at launch (taken once), or a new one: a retry, or no launch ran it. */
export function takeBoot(): Promise<void> {
  const running = launched ?? boot()
  launched = null
  return running
}

/** Where start-up continues: the page the app was opened on, unless that is the loading page. */
export function entryTarget(): EntryPage & { path: RoutePath } {
  const entry = session.entryPage
  const route = entry ? findRoute(entry.path) : undefined
  if (!entry || !route || route.path === LOADING) return { path: HOME, query: {} }
  return { path: route.path, query: entry.query }
}
