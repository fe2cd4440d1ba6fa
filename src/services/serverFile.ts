// Files the server serves beside the API: JSON beside the H5 build (/locales/...), which
// mini-programs fetch instead of carrying it in their package (the last copy kept for starts
// without a network), and images such as currency logos (/media/...).
import { readStored, writeStored } from '@/stores/storage'
import { send } from './transport'

/** SPEC §9: request time-out. */
const TIMEOUT_MS = 60000

/** A path on the server's origin as an address the platform can load (an image's `src`). */
export function serverUrl(path: string): string {
  return `${process.env.TARO_APP_API_BASE ?? ''}${path}`
}

/** The file at `path` (under the server's origin), or the copy kept under `cacheKey`. */
export async function fetchServerFile<T extends object>(
  path: string,
  cacheKey: string,
): Promise<T> {
  try {
    const { status, body } = await send({
      url: serverUrl(path),
      method: 'GET',
      timeout: TIMEOUT_MS,
    })
    if (status === 200 && body && typeof body === 'object') {
      writeStored(cacheKey, body)
      return body as T
    }
  } catch {
    // offline: the copy from last time, below
  }
  const cached = readStored<T>(cacheKey)
  if (cached && typeof cached === 'object') return cached
  throw new Error(`${path} unavailable`)
}
