// What every sheet of the userinfo page does after a change: the my page and every other screen
// read the user from the session store, so it is refreshed from the server (refreshUser), not
// patched locally.
import { ApiError } from '@/services/http'

export { refreshUser } from '@/services/auth'

/** The server's translated reason, for a sheet's inline error; '' when the wrapper already told. */
export function reasonOf(e: unknown): string {
  return e instanceof ApiError && e.type !== 'network' && e.type !== '999' ? e.message : ''
}
