// The native app keeps values in AsyncStorage, which only answers asynchronously, while the stores
// read synchronously (as Taro's storage lets them elsewhere). So what earlier runs kept is read into
// memory once at start-up (loadStored, which boot awaits), reads come from memory, and writes go to
// both; AsyncStorage applies its writes in the order they were made.
import AsyncStorage from '@react-native-async-storage/async-storage'

const kept = new Map<string, unknown>()
/** Keys written in this run: what the load brings back must not overwrite them. */
const written = new Set<string>()
let loading: Promise<void> | null = null

export function loadStored(): Promise<void> {
  loading ??= AsyncStorage.getAllKeys()
    .then((keys) => AsyncStorage.multiGet(keys))
    .then((pairs) => {
      for (const [key, raw] of pairs) {
        if (raw === null || written.has(key)) continue
        try {
          kept.set(key, JSON.parse(raw))
        } catch {
          // a value this app did not write: left alone
        }
      }
    })
    .catch(() => {
      // storage unavailable: this run starts as a first one
    })
  return loading
}

export function readStored<T>(key: string): T | undefined {
  return kept.get(key) as T | undefined
}

export function writeStored(key: string, value: unknown): void {
  written.add(key)
  if (value === undefined || value === null || value === '') {
    kept.delete(key)
    AsyncStorage.removeItem(key).catch(() => undefined)
  } else {
    kept.set(key, value)
    AsyncStorage.setItem(key, JSON.stringify(value)).catch(() => undefined)
  }
}
