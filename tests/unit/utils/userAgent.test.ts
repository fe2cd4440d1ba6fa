// What the sessions list names a device by on H5 (services/device.ts deviceName reads taro-h5's
// getDeviceInfo, whose `platform` import the build points at services/userAgent.ts).
import platform, { readUserAgent } from '../../../src/services/userAgent'

const named = (ua: string) => {
  const info = readUserAgent(ua)
  return [info.manufacturer, info.product, info.os.toString()].filter(Boolean).join(' ')
}

test.each([
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    'Google Pixel 8 Android 14',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36',
    'Samsung SM-S911B Android 13',
  ],
  // Chrome's reduced agent names no model
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Android 10',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    'Apple iPhone iOS 17.2',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Windows 10',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    'Apple macOS 10.15.7',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36', 'Linux'],
  ['', ''],
])('%s is named "%s"', (ua, name) => {
  expect(named(ua)).toBe(name)
})

test('the default export reads the browser’s agent when first asked', () => {
  let reads = 0
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    get: () => {
      reads += 1
      return {
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36',
      }
    },
  })
  expect(reads).toBe(0)
  expect(platform.product).toBe('Pixel 8')
  const once = reads
  expect(platform.os.family).toBe('Android')
  expect(platform.manufacturer).toBe('Google')
  // read once, kept
  expect(reads).toBe(once)
})
