// The H5 service worker (issue 47), bundled to dist/h5/sw.js by scripts/service-worker.ts and
// registered by services/serviceWorker.h5.ts. It keeps one build of the app: its page, the scripts
// and styles that page names, the manifest and icons at install, and every other hashed file the
// app asks for afterwards, so the app starts from the phone and works on a slow network; live data
// (the API, the socket) always goes to the network (routes.ts).
// A new build's worker installs beside the running one and waits: it takes over once every tab of
// the app is closed, so an update takes effect at the next start and a session never mixes builds
// (no skipWaiting). Nor does a first install take over the page that installed it (no
// clients.claim): that page already has its files, and the worker answers from the next start on.
import { isLang, type Lang } from '@wire/lang'
import {
  offlineLanguage,
  offlinePage,
  OFFLINE_SCRIPT,
  OFFLINE_STYLE,
  type OfflineWords,
} from './offlinePage'
import { routeOf, type Route } from './routes'

/** What the build writes in (scripts/service-worker.ts). */
export interface ServiceWorkerBuild {
  /** changes with every build: names this build's cache */
  version: string
  /** '/' and the paths of the files the page needs to start */
  precache: string[]
  words: Record<Lang, OfflineWords>
}

declare const SW_BUILD: ServiceWorkerBuild

// The worker's global scope, as far as it is used here (the project's types are the window's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
  readonly navigator: { readonly languages: readonly string[] }
  readonly location: { readonly origin: string }
}
const worker = self as unknown as WorkerScope

const PREFIX = 'app-'
const CACHE = `${PREFIX}${SW_BUILD.version}`
// outlives builds: the language the user chose in the app, as the app last told
const SETTINGS = 'settings'
const LANGUAGE = '/offline-language'

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SW_BUILD.precache)))
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

worker.addEventListener('message', (event) => {
  const { lang } = (event.data ?? {}) as { lang?: unknown }
  if (lang !== null && !isLang(lang)) return
  event.waitUntil(rememberLanguage(lang))
})

async function rememberLanguage(lang: Lang | null): Promise<void> {
  const settings = await caches.open(SETTINGS)
  if (lang === null) await settings.delete(LANGUAGE)
  else await settings.put(LANGUAGE, new Response(lang))
}

worker.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, worker.location.origin, SW_BUILD.precache)
  // not answered: the browser goes to the network as if there were no worker
  if (route === 'network') return
  event.respondWith(answer(route, event.request))
})

async function answer(route: Exclude<Route, 'network'>, request: Request): Promise<Response> {
  const cache = await caches.open(CACHE)
  if (route === 'cached') {
    // the copies carry the encoding negotiated when stored; the browser has decoded them
    const kept = await cache.match(request, { ignoreVary: true })
    if (kept) return kept
    const response = await fetch(request)
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone())
    return response
  }
  if (route === 'shell') {
    const shell = await cache.match('/', { ignoreVary: true })
    if (shell) return shell
  }
  try {
    return await fetch(request)
  } catch {
    return offline()
  }
}

let offlinePolicy: Promise<string> | undefined

const sha256 = async (text: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

/** The offline page may run its one script and style and load nothing. */
const policy = async () =>
  [
    `default-src 'none'`,
    `script-src ${await sha256(OFFLINE_SCRIPT)}`,
    `style-src ${await sha256(OFFLINE_STYLE)}`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ')

async function offline(): Promise<Response> {
  const stored = await caches.match(LANGUAGE, { cacheName: SETTINGS })
  const lang = offlineLanguage(stored ? await stored.text() : null, worker.navigator.languages)
  offlinePolicy ??= policy()
  return new Response(offlinePage(lang, SW_BUILD.words[lang]), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': await offlinePolicy,
    },
  })
}
