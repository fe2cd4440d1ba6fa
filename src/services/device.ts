// The window calls the super-apps do not all have: Alipay clients before getWindowInfo and
// onWindowResize answer the older getSystemInfoSync (decision 40). Pages ask here instead of
// calling Taro directly.
import Taro from '@tarojs/taro'

export interface WindowSize {
  windowWidth: number
  windowHeight: number
  statusBarHeight: number
}

/** Whether this platform's Taro has `api` (Taro installs only what the host app object has). */
export const hasApi = (api: keyof typeof Taro): boolean => typeof Taro[api] === 'function'

export function windowInfo(): WindowSize {
  const info = hasApi('getWindowInfo') ? Taro.getWindowInfo() : Taro.getSystemInfoSync()
  return {
    windowWidth: info.windowWidth,
    windowHeight: info.windowHeight,
    statusBarHeight: info.statusBarHeight ?? 20,
  }
}

/** Calls `listener` when the window turns or resizes, where the platform says so; the unsubscriber. */
export function onWindowResize(listener: () => void): () => void {
  if (!hasApi('onWindowResize')) return () => undefined
  Taro.onWindowResize(listener)
  return () => Taro.offWindowResize(listener)
}

/** What this device is called in the account's sessions list: brand, model, system, as known. */
export function deviceName(): string {
  try {
    const info = hasApi('getDeviceInfo') ? Taro.getDeviceInfo() : Taro.getSystemInfoSync()
    const parts = [info.brand, info.model, info.system].filter((p) => p && p !== 'unknown')
    return [...new Set(parts)].join(' ').slice(0, 64)
  } catch {
    // a host without either call: the session is listed without a name
    return ''
  }
}
