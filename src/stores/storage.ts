// Local persistence through Taro storage (localStorage on H5, wx storage on mini-programs), which
// answers synchronously. The native app's side is storage.rn.ts.
import Taro from '@tarojs/taro'

/** Start-up waits for this before reading (storage.rn.ts); here storage is ready from the start. */
export const loadStored = (): Promise<void> => Promise.resolve()

export function readStored<T>(key: string): T | undefined {
  try {
    const value: unknown = Taro.getStorageSync(key)
    return value === '' || value === undefined || value === null ? undefined : (value as T)
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null || value === '') Taro.removeStorageSync(key)
    else Taro.setStorageSync(key, value)
  } catch {
    // storage full or unavailable (private mode): the session still works for this run
  }
}
