// Router helpers: navigate, redirect, tab switch, relaunch and back, each with query parameters
// appended. Pages never call Taro's navigation APIs directly.
import Taro from '@tarojs/taro'
import { HOME, LOGIN, WEB_ONLY, findRoute, isTab, routePath, type RoutePath } from '@/routes'
import { relaunchTab } from './relaunchTab'
import { isNative } from './platform'

export type Query = Record<string, string | number | boolean | null | undefined>

/** '/pages/x' + {a: 1, b: 'c d'} -> '/pages/x?a=1&b=c%20d' (empty values are left out) */
export function toUrl(path: string, query?: Query): string {
  const base = '/' + routePath(path)
  const parts = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `${base}?${parts.join('&')}` : base
}

/** A query value decoded once; a malformed escape ('100%') is kept as it came. */
function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * A page's (or the launch's) query as the user meant it. Taro hands the values over as they stand
 * in the address, still percent-encoded (H5's router parses with decoding off, mini-programs
 * likewise), and toUrl encodes them again on the next hop; so they are decoded here, exactly once.
 */
export function pageQuery(params: Record<string, unknown> | undefined): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [k, v] of Object.entries(params ?? {})) {
    // Taro's own markers of a page instance, not part of the address the user opened
    if (typeof v === 'string' && !k.startsWith('$taro') && k !== 'stamp') query[k] = decodeValue(v)
  }
  return query
}

/** '/pages/x?a=1&b=c%20d' -> { path: 'pages/x', query: { a: '1', b: 'c d' } } */
export function parseUrl(url: string): { path: string; query: Record<string, string> } {
  const [, search = ''] = url.split('?')
  const query: Record<string, string> = {}
  for (const pair of search.split('&')) {
    if (!pair) continue
    const [k, v = ''] = pair.split('=')
    try {
      query[decodeURIComponent(k)] = decodeURIComponent(v)
    } catch {
      // a malformed escape: leave that parameter out
    }
  }
  return { path: routePath(url), query }
}

// Mini-programs drop the query of switchTab, so a tab's parameters wait here until it reads them.
const tabQueries = new Map<string, Query>()

/** The query a tab was opened with (read once). */
export function takeTabQuery(path: RoutePath): Query | undefined {
  const key = routePath(path)
  const query = tabQueries.get(key)
  tabQueries.delete(key)
  return query
}

export function switchTab(path: RoutePath, query?: Query): Promise<unknown> {
  if (query) tabQueries.set(routePath(path), query)
  return Taro.switchTab({ url: toUrl(path) })
}

/**
 * The native app's bundle carries only the pages the route table marks `rn`; a page it does not
 * carry is opened as the stand-in that links to it in the web app.
 */
function carried(path: RoutePath, query?: Query): string {
  if (!isNative() || findRoute(path)?.rn) return toUrl(path, query)
  return toUrl(WEB_ONLY, { page: toUrl(path, query) })
}

/** Opens a page on top of the current one (a tab page is switched to instead). */
export function navigate(path: RoutePath, query?: Query): Promise<unknown> {
  if (isTab(path)) return switchTab(path, query)
  return Taro.navigateTo({ url: carried(path, query) })
}

/** Replaces the current page. */
export function redirect(path: RoutePath, query?: Query): Promise<unknown> {
  if (isTab(path)) return switchTab(path, query)
  return Taro.redirectTo({ url: carried(path, query) })
}

/** Closes every page and opens this one. */
export function relaunch(path: RoutePath, query?: Query): Promise<unknown> {
  if (isTab(path) && query) tabQueries.set(routePath(path), query)
  if (isTab(path)) return relaunchTab(toUrl(path))
  return Taro.reLaunch({ url: carried(path, query) })
}

/** Goes back; a page opened directly (nothing to go back to) goes Home instead. */
export function back(delta = 1): Promise<unknown> {
  if (Taro.getCurrentPages().length > delta) return Taro.navigateBack({ delta })
  return relaunch(HOME)
}

/** The current page's path and query, e.g. to come back to it after logging in. */
export function currentLocation(): { path: string; query: Record<string, string> } {
  const router = Taro.getCurrentInstance().router
  return { path: routePath(router?.path ?? ''), query: pageQuery(router?.params) }
}

/** The login page, remembering where to return. */
export function toLogin(returnTo?: string): Promise<unknown> {
  return relaunch(LOGIN, returnTo ? { redirect: returnTo } : undefined)
}
