// A JSON file the server serves beside the H5 build (/locales/...), as mini-programs fetch what
// they do not carry in their package. The last copy is kept for starts without a network.
import Taro from '@tarojs/taro'

/** SPEC §9: request time-out. */
const TIMEOUT_MS = 60000

/** The file at `path` (under the server's origin), or the copy kept under `cacheKey`. */
export async function fetchServerFile<T extends object>(
  path: string,
  cacheKey: string,
): Promise<T> {
  try {
    const res = await Taro.request<T>({
      url: `${process.env.TARO_APP_API_BASE ?? ''}${path}`,
      dataType: 'json',
      timeout: TIMEOUT_MS,
    })
    if (res.statusCode === 200 && res.data && typeof res.data === 'object') {
      Taro.setStorageSync(cacheKey, res.data)
      return res.data
    }
  } catch {
    // offline: the copy from last time, below
  }
  const cached: unknown = Taro.getStorageSync(cacheKey)
  if (cached && typeof cached === 'object') return cached as T
  throw new Error(`${path} unavailable`)
}
