// H5: stands in for the `platform` package (config/index.ts aliases it here). taro-h5 imports that
// package only for getDeviceInfo's brand, model and system, and it parses the user agent with long
// tables as soon as its module loads: 25 ms of Trade's first task under Lighthouse's 4x CPU, and
// 15.6 KB. Here the agent is read on first use, for what the sessions list names a device by
// (services/device.ts deviceName).

interface OsInfo {
  family: string | null
  version: string | null
  toString(): string
}

export interface PlatformInfo {
  manufacturer: string | null
  product: string | null
  os: OsInfo
}

const WINDOWS: Readonly<Record<string, string>> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
}

// makers by the model names their phones report (Android puts the model, not the maker, in it)
const MAKERS: readonly [RegExp, string][] = [
  [/^(Pixel|Nexus)\b/, 'Google'],
  [/^(SM-|Galaxy)/, 'Samsung'],
  [/^(Redmi|POCO|Mi |MI )/, 'Xiaomi'],
  [/^(HUAWEI|HONOR)/i, 'Huawei'],
  [/^(ONEPLUS|OnePlus)/, 'OnePlus'],
]

const os = (family: string | null, version: string | null = null): OsInfo => ({
  family,
  version,
  toString: () => [family, version].filter(Boolean).join(' '),
})

/** What a user agent says of the device, as much as the sessions list needs. */
export function readUserAgent(ua: string): PlatformInfo {
  const apple = /\b(iPhone|iPad|iPod)\b.*? OS (\d+(?:_\d+)*)/.exec(ua)
  if (apple)
    return { manufacturer: 'Apple', product: apple[1], os: os('iOS', apple[2].replace(/_/g, '.')) }
  const android = /\bAndroid (\d+(?:\.\d+)*)(?:; ([^;)]+))?/.exec(ua)
  if (android) {
    const model = android[2]?.replace(/\s+Build\/.*$/, '').trim() ?? ''
    // a reduced agent says "K" (Chrome 110 and later) or nothing in the model's place
    const product = model.length > 1 && !/^(Mobile|wv)$/.test(model) ? model : null
    const maker = product ? MAKERS.find(([pattern]) => pattern.test(product))?.[1] : undefined
    return { manufacturer: maker ?? null, product, os: os('Android', android[1]) }
  }
  const windows = /\bWindows NT (\d+\.\d+)/.exec(ua)
  if (windows)
    return { manufacturer: null, product: null, os: os('Windows', WINDOWS[windows[1]] ?? null) }
  const mac = /\bMac OS X (\d+(?:[._]\d+)*)/.exec(ua)
  if (mac)
    return { manufacturer: 'Apple', product: null, os: os('macOS', mac[1].replace(/_/g, '.')) }
  if (/\bCrOS\b/.test(ua)) return { manufacturer: null, product: null, os: os('Chrome OS') }
  if (/\bLinux\b/.test(ua)) return { manufacturer: null, product: null, os: os('Linux') }
  return { manufacturer: null, product: null, os: os(null) }
}

let read: PlatformInfo | undefined
const current = () =>
  (read ??= readUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent))

const platform: PlatformInfo = {
  get manufacturer() {
    return current().manufacturer
  },
  get product() {
    return current().product
  },
  get os() {
    return current().os
  },
}

export default platform
