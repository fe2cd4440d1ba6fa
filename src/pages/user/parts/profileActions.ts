// What every sheet of the userinfo page does with a refusal. After a change the sheet calls
// refreshUser (services/user): every screen reads the user from the session store, so it is read
// again from the server, not patched locally.
import { ApiError } from '@/services/http'

/** The server's translated reason, for a sheet's inline error; '' when the wrapper already told. */
export function reasonOf(e: unknown): string {
  return e instanceof ApiError && e.type !== 'network' && e.type !== '999' ? e.message : ''
}
