// Runs a built mini-program (dist/weapp, dist/tt, dist/alipay) in Node with a fake `wx` (grown
// from ../shared/tools/weapp-smoke.js; as `tt` for Douyin, whose API has WeChat's shape; as `my`
// through alipayApi.ts for Alipay): App/Page registration, storage, request over fetch,
// connectSocket over a real WebSocket, and a small page router. Not a super-app: it shows that
// the bundle boots against a real server and counts the setData calls each page makes.
import { createRequire } from 'node:module'
import path from 'node:path'
import WebSocket from 'ws'
import type { MiniPlatform } from '../../scripts/miniPrograms'
import { alipayApi, type SocketTask } from './alipayApi'
import { SILENT_APIS } from './silentApis'

const GLOBAL_NAME: Record<MiniPlatform, string> = { weapp: 'wx', tt: 'tt', alipay: 'my' }

// the built bundle is CommonJS, evaluated in this process as WeChat would evaluate it
const load = createRequire(__filename)

type Callbacks = {
  success?: (res: unknown) => void
  fail?: (err: unknown) => void
  complete?: (res: unknown) => void
}
type PageConfig = Record<string, unknown> & {
  data?: Record<string, unknown>
  onLoad?: (this: PageInstance, query: Record<string, string>) => void
  onShow?: (this: PageInstance) => void
  onReady?: (this: PageInstance) => void
  onUnload?: (this: PageInstance) => void
  onHide?: (this: PageInstance) => void
}
export interface PageInstance {
  route: string
  /** what setData was given, key by key ('root.cn.[0].v': ...) */
  data: Record<string, unknown>
  /** the same applied as WeChat applies it: the page's current tree */
  tree: Record<string, unknown>
  setDataCalls: number[]
  setData(data: Record<string, unknown>, cb?: () => void): void
  [key: string]: unknown
}

function settle<T>(opts: Callbacks, work: () => Promise<T>): void {
  work().then(
    (res) => {
      opts.success?.(res)
      opts.complete?.(res)
    },
    (err: unknown) => {
      const e = { errMsg: String(err) }
      opts.fail?.(e)
      opts.complete?.(e)
    },
  )
}

/** Applies one setData key ('root.cn.[0].cn.[2].v') to a tree, as WeChat does. */
function applyPath(tree: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.').map((p) => (/^\[\d+\]$/.test(p) ? Number(p.slice(1, -1)) : p))
  let node = tree as Record<string | number, unknown>
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value === undefined ? undefined : JSON.parse(JSON.stringify(value))
      return
    }
    if (node[part] === null || typeof node[part] !== 'object')
      node[part] = typeof parts[i + 1] === 'number' ? [] : {}
    node = node[part] as Record<string | number, unknown>
  })
}

function formBody(data: unknown): string {
  if (typeof data === 'string') return data
  return new URLSearchParams(
    Object.entries((data ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  ).toString()
}

export class WeappHarness {
  readonly pages: PageInstance[] = []
  private readonly configs = new Map<string, PageConfig>()
  private readonly storage = new Map<string, unknown>()
  private app: Record<string, unknown> | null = null
  private sockets: WebSocket[] = []
  private closed = false
  /** sockets opened through the platform's connectSocket: plain, or Alipay's `multiple` */
  readonly connections = { plain: 0, multiple: 0 }
  /** socket.io events that arrived over those sockets (engine.io message packets '42...') */
  socketEvents = 0

  constructor(
    private readonly dist: string,
    /** the server; the bundle's own URLs are pointed here (it may be built without an origin) */
    private readonly origin: string,
    initialStorage: Record<string, unknown> = {},
    private readonly platform: MiniPlatform = 'weapp',
  ) {
    for (const [k, v] of Object.entries(initialStorage)) this.storage.set(k, v)
  }

  private http(url: string): string {
    return url.startsWith('/') ? this.origin + url : url
  }

  private ws(url: string): string {
    const target = new URL(this.origin)
    const parsed = new URL(url.startsWith('/') ? this.origin + url : url)
    return `ws://${target.host}${parsed.pathname}${parsed.search}`
  }

  /** What the app has kept in storage. */
  storageKeys(): string[] {
    return [...this.storage.keys()]
  }

  /** The page on top of the stack. */
  get current(): PageInstance | undefined {
    return this.pages[this.pages.length - 1]
  }

  private installGlobals(): void {
    const g = globalThis as Record<string, unknown>
    const storage = this.storage
    const backing: Record<string, unknown> = {
      getSystemInfoSync: () => ({
        pixelRatio: 2,
        windowWidth: 375,
        windowHeight: 812,
        screenWidth: 375,
        statusBarHeight: 20,
        platform: 'devtools',
        SDKVersion: '3.6.0',
      }),
      getWindowInfo: () => ({
        pixelRatio: 2,
        windowWidth: 375,
        windowHeight: 812,
        screenWidth: 375,
        statusBarHeight: 20,
      }),
      getAppBaseInfo: () => ({ SDKVersion: '3.6.0', language: 'en' }),
      getDeviceInfo: () => ({ platform: 'devtools' }),
      getLaunchOptionsSync: () => ({ path: 'pages/common/loading', query: {} }),
      // nothing is laid out here: every query answers with no node
      createSelectorQuery: () => {
        const query = {
          in: () => query,
          select: () => query,
          selectAll: () => query,
          selectViewport: () => query,
          boundingClientRect: () => query,
          scrollOffset: () => query,
          fields: () => query,
          node: () => query,
          exec: (cb?: (res: unknown[]) => void) => setTimeout(() => cb?.([null]), 0),
        }
        return query
      },
      getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
      setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
      removeStorageSync: (key: string) => void storage.delete(key),
      clearStorageSync: () => storage.clear(),
      request: (
        opts: Callbacks & {
          url: string
          method?: string
          data?: unknown
          header?: Record<string, string>
        },
      ) => {
        settle(opts, async () => {
          const method = (opts.method ?? 'GET').toUpperCase()
          const body = formBody(opts.data)
          const base = this.http(opts.url)
          const url =
            method === 'GET' && body ? `${base}${base.includes('?') ? '&' : '?'}${body}` : base
          const res = await fetch(url, {
            method,
            headers: opts.header,
            body: method === 'GET' ? undefined : body,
          })
          const text = await res.text()
          let data: unknown = text
          try {
            data = JSON.parse(text)
          } catch {
            // not JSON: handed over as text, as WeChat does
          }
          return { statusCode: res.status, data, header: {} }
        })
        return { abort: () => undefined }
      },
      connectSocket: (opts: Callbacks & { url: string }) => {
        this.connections.plain += 1
        setTimeout(() => opts.success?.({ errMsg: 'connectSocket:ok' }), 0)
        return this.socketTask(opts.url)
      },
      reLaunch: (opts: Callbacks & { url: string }) =>
        settle(opts, async () => this.open(opts.url, true)),
      redirectTo: (opts: Callbacks & { url: string }) =>
        settle(opts, async () => this.open(opts.url, true)),
      navigateTo: (opts: Callbacks & { url: string }) =>
        settle(opts, async () => this.open(opts.url, false)),
      switchTab: (opts: Callbacks & { url: string }) =>
        settle(opts, async () => this.open(opts.url, true)),
      navigateBack: (opts: Callbacks) => settle(opts, async () => void this.pages.pop()?.onUnload),
    }
    // Taro installs the APIs it finds as own keys of wx: list the ones the app may call; they
    // succeed and do nothing visible, like a device whose screen nobody looks at.
    const silent = (name: string) => (opts?: Callbacks) => {
      if (opts && typeof opts === 'object')
        setTimeout(() => opts.success?.({ errMsg: `${name}:ok` }), 0)
      return {}
    }
    for (const name of SILENT_APIS) if (!(name in backing)) backing[name] = silent(name)
    if (this.platform === 'alipay') {
      // exactly the calls Alipay has: none made up on the way; its engine has a navigator
      g.my = alipayApi(backing, (url) => this.socketTask(url), this.connections)
      if (!('navigator' in g)) g.navigator = { userAgent: 'AlipayClient' }
    } else g[GLOBAL_NAME[this.platform]] = this.anyApi(backing)
    g.App = (o: Record<string, unknown>) => {
      this.app = o
    }
    g.Page = (o: PageConfig) => {
      g.__lastPage = o
    }
    g.Component = () => undefined
    g.getApp = () => this.app
    g.getCurrentPages = () => this.pages
    g.requirePlugin = () => ({})
  }

  /** `backing`, and any other call succeeding with nothing, as WeChat's and Douyin's fakes. */
  private anyApi(backing: Record<string, unknown>): Record<string, unknown> {
    return new Proxy(backing, {
      get: (target, key) => {
        if (typeof key === 'symbol') return undefined
        if (key in target) return target[key]
        // webpack's chunk registry lives on wx and must start out absent
        if (key === 'webpackJsonp') return undefined
        // any other API: succeed with nothing, like a device that has it but does nothing visible
        return (opts?: Callbacks) => {
          if (opts && typeof opts === 'object')
            setTimeout(() => opts.success?.({ errMsg: `${key}:ok` }), 0)
          return {}
        }
      },
      has: () => true,
      set: (target, key, value) => {
        if (typeof key === 'string') target[key] = value
        return true
      },
    })
  }

  /** A real WebSocket to the server as a mini-program socket task. */
  private socketTask(url: string): SocketTask {
    if (this.closed) {
      // the bench is over: a socket that never opens, so the app stops reconnecting
      return {
        onOpen: () => undefined,
        onMessage: () => undefined,
        onError: () => undefined,
        onClose: () => undefined,
        send: () => undefined,
        close: () => undefined,
      }
    }
    const ws = new WebSocket(this.ws(url))
    ws.binaryType = 'arraybuffer'
    ws.on('error', () => undefined) // a refused reconnect must not bring the process down
    ws.on('message', (d: Buffer, isBinary: boolean) => {
      if (!isBinary && d.toString().startsWith('42')) this.socketEvents += 1
    })
    this.sockets.push(ws)
    return {
      onOpen: (cb) => ws.on('open', () => cb({})),
      onMessage: (cb) =>
        ws.on('message', (d: Buffer, isBinary: boolean) =>
          cb({ data: isBinary ? (d as unknown as ArrayBuffer) : d.toString() }),
        ),
      onError: (cb) => ws.on('error', (e) => cb({ errMsg: e.message })),
      onClose: (cb) => ws.on('close', (code) => cb({ code })),
      send: ({ data }) => ws.send(data),
      close: () => ws.close(),
    }
  }

  start(launchPath: string): void {
    this.installGlobals()
    load(path.join(this.dist, 'app.js'))
    if (!this.app) throw new Error(`App() was not called by ${this.dist}/app.js`)
    const launch = { path: launchPath, query: {} }
    ;(this.app.onLaunch as ((o: unknown) => void) | undefined)?.call(this.app, launch)
    ;(this.app.onShow as ((o: unknown) => void) | undefined)?.call(this.app, launch)
    this.open(launchPath, true)
  }

  private config(route: string): PageConfig {
    let cfg = this.configs.get(route)
    if (!cfg) {
      const g = globalThis as Record<string, unknown>
      g.__lastPage = null
      load(path.join(this.dist, `${route}.js`))
      cfg = (g.__lastPage as PageConfig | null) ?? undefined
      if (!cfg) throw new Error(`Page() not called for ${route}`)
      this.configs.set(route, cfg)
    }
    return cfg
  }

  open(url: string, replaceAll: boolean): void {
    const [rawPath, search = ''] = url.replace(/^\//, '').split('?')
    const query = Object.fromEntries(new URLSearchParams(search))
    const call = (page: PageInstance | undefined, hook: 'onUnload' | 'onHide') => {
      const fn = page?.[hook]
      if (page && typeof fn === 'function') (fn as (this: PageInstance) => void).call(page)
    }
    if (replaceAll) {
      while (this.pages.length) call(this.pages.pop(), 'onUnload')
    } else {
      call(this.current, 'onHide')
    }
    const cfg = this.config(rawPath)
    const inst = Object.create(cfg) as PageInstance
    inst.route = rawPath
    inst.data = JSON.parse(JSON.stringify(cfg.data ?? {})) as Record<string, unknown>
    inst.tree = JSON.parse(JSON.stringify(cfg.data ?? {})) as Record<string, unknown>
    inst.setDataCalls = []
    inst.setData = function setData(data, cb) {
      this.setDataCalls.push(Date.now())
      Object.assign(this.data, data)
      for (const [key, value] of Object.entries(data)) applyPath(this.tree, key, value)
      if (cb) setTimeout(cb, 0)
    }
    inst.selectComponent = () => null
    inst.createSelectorQuery = () => ({
      select: () => ({
        fields: () => ({ exec: () => undefined }),
        boundingClientRect: () => ({ exec: () => undefined }),
      }),
      in: () => ({}),
    })
    this.pages.push(inst)
    cfg.onLoad?.call(inst, query)
    cfg.onShow?.call(inst)
    cfg.onReady?.call(inst)
  }

  /** Resolves when the page on top is `route`. */
  async waitForRoute(route: string, timeoutMs = 20000): Promise<PageInstance> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.current?.route === route) return this.current
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`mini-program did not reach ${route}; at ${this.current?.route ?? 'nothing'}`)
  }

  close(): void {
    this.closed = true
    for (const ws of this.sockets) ws.close()
  }
}
