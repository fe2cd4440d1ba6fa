// What every sheet of the userinfo page does after a change: the my page and every other screen
// read the user from the session store, so it is refreshed from the server, not patched locally.
import { fetchUserInfo } from '@/services/api/identity'
import { ApiError } from '@/services/http'
import { setUser } from '@/stores/session'

export async function refreshUser(): Promise<void> {
  try {
    setUser(await fetchUserInfo())
  } catch {
    // the request wrapper has said why; the last known profile stays on screen
  }
}

/** The server's translated reason, for a sheet's inline error; '' when the wrapper already told. */
export function reasonOf(e: unknown): string {
  return e instanceof ApiError && e.type !== 'network' && e.type !== '999' ? e.message : ''
}
