// The fake `my` of the mini-program harness: Alipay's API where it is shaped unlike WeChat's, as
// its documentation describes it. Storage calls take one object (`{ key, data }`) and answer
// `{ data }`; `request` takes `headers` and answers `status`/`headers`; `connectSocket` keeps one
// connection with global listeners (`my.onSocketOpen`...) unless called with `multiple: true`,
// which answers a task of its own; toasts, dialogs, the title and the clipboard go by other names.
// Only the calls listed here exist: Taro installs what `my` has, so a call missing on Alipay is
// missing here too (this models a client without getWindowInfo, onWindowResize and chooseMedia).

import { SILENT_APIS } from './silentApis'

export interface SocketTask {
  onOpen(cb: (r: unknown) => void): void
  onMessage(cb: (r: { data: string | ArrayBuffer }) => void): void
  onError(cb: (r: unknown) => void): void
  onClose(cb: (r: unknown) => void): void
  send(options: { data: string | ArrayBuffer }): void
  close(options?: unknown): void
}

type Callbacks = {
  success?: (res: unknown) => void
  fail?: (err: unknown) => void
  complete?: (res: unknown) => void
}
type Api = Record<string, unknown>
type Fn = (...args: never[]) => unknown

// What WeChat's fake answers that Alipay has under the same name: the page router, storage and
// system calls, and the silent ones but those Alipay lacks or names otherwise (RENAMED)
const NOT_ON_ALIPAY = new Set([
  'showModal',
  'setClipboardData',
  'getClipboardData',
  'setNavigationBarTitle',
  'setNavigationBarColor',
  'onWindowResize',
  'offWindowResize',
  'canIUse',
  'getMenuButtonBoundingClientRect',
  'chooseMedia',
  'nextTick',
  'loadFontFace',
])
const SAME_NAMES = [
  'getSystemInfoSync',
  'getLaunchOptionsSync',
  'createSelectorQuery',
  'clearStorageSync',
  'reLaunch',
  'redirectTo',
  'navigateTo',
  'switchTab',
  'navigateBack',
  ...SILENT_APIS.filter((name) => !NOT_ON_ALIPAY.has(name)),
]
// what WeChat calls otherwise
const RENAMED: Record<string, string> = {
  confirm: 'showModal',
  alert: 'showModal',
  setNavigationBar: 'setNavigationBarTitle',
  setClipboard: 'setClipboardData',
  getClipboard: 'getClipboardData',
}

/**
 * `my` over the WeChat-shaped fake `wx`; `openSocket` connects a real WebSocket as one task.
 * `connections` counts the sockets opened each way, for the test to see which one the app used.
 */
export function alipayApi(
  wx: Api,
  openSocket: (url: string) => SocketTask,
  connections: { plain: number; multiple: number },
): Api {
  const call = (name: string) => wx[name] as Fn
  const api: Api = {}
  for (const name of SAME_NAMES) api[name] = wx[name]
  for (const [name, wxName] of Object.entries(RENAMED)) api[name] = wx[wxName]

  const getStorage = call('getStorageSync') as (key: string) => unknown
  const setStorage = call('setStorageSync') as (key: string, data: unknown) => void
  const removeStorage = call('removeStorageSync') as (key: string) => void
  api.getStorageSync = ({ key }: { key: string }) => {
    const data = getStorage(key)
    return { data: data === '' ? null : data }
  }
  api.setStorageSync = ({ key, data }: { key: string; data: unknown }) => {
    // Alipay keeps at most 200 KB under one key
    if (JSON.stringify(data).length > 200 * 1024) throw new Error(`${key}: over 200 KB`)
    setStorage(key, data)
  }
  api.removeStorageSync = ({ key }: { key: string }) => removeStorage(key)

  const request = call('request') as (o: Api) => unknown
  api.request = (opts: Callbacks & { headers?: Record<string, string> } & Api) => {
    if ('header' in opts) throw new Error('my.request takes `headers`, not `header`')
    return request({
      ...opts,
      header: opts.headers,
      success: (res: { statusCode: number; data: unknown; header: unknown }) => {
        const answer = { status: res.statusCode, data: res.data, headers: res.header }
        opts.success?.(answer)
        opts.complete?.(answer)
      },
      fail: (err: unknown) => {
        opts.fail?.(err)
        opts.complete?.(err)
      },
      complete: undefined,
    })
  }
  api.canIUse = (name: string) => name in api

  // one connection at a time, heard through global listeners, unless `multiple` is asked for
  const listeners = { open: [], message: [], error: [], close: [] } as Record<
    'open' | 'message' | 'error' | 'close',
    ((r: unknown) => void)[]
  >
  let single: SocketTask | null = null
  api.connectSocket = (opts: Callbacks & { url: string; multiple?: boolean }) => {
    if (opts.multiple) {
      connections.multiple += 1
      const task = openSocket(opts.url)
      setTimeout(() => opts.success?.({}), 0)
      return task
    }
    if (single) {
      // Alipay's error 3: the single connection exists until my.closeSocket
      setTimeout(() => opts.fail?.({ error: 3, errorMessage: 'socket already exists' }), 0)
      return undefined
    }
    connections.plain += 1
    const task = openSocket(opts.url)
    single = task
    task.onOpen((r) => listeners.open.forEach((cb) => cb(r)))
    task.onMessage((r) => listeners.message.forEach((cb) => cb(r)))
    task.onError((r) => listeners.error.forEach((cb) => cb(r)))
    task.onClose((r) => {
      single = null
      listeners.close.forEach((cb) => cb(r))
    })
    setTimeout(() => opts.success?.({}), 0)
    return undefined
  }
  for (const event of ['open', 'message', 'error', 'close'] as const) {
    const name = event[0].toUpperCase() + event.slice(1)
    api[`onSocket${name}`] = (cb: (r: unknown) => void) => listeners[event].push(cb)
    api[`offSocket${name}`] = (cb?: (r: unknown) => void) => {
      listeners[event] = cb ? listeners[event].filter((l) => l !== cb) : []
    }
  }
  api.sendSocketMessage = (opts: { data: string }) => single?.send(opts)
  api.closeSocket = () => single?.close()
  return api
}
