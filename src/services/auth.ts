// Signing in and out, shared by login, register and the my page.
import { HOME, LOGIN, REGISTER, findRoute } from '@/routes'
import { clearInbox } from '@/stores/messages'
import { clearSession, setUser, signIn } from '@/stores/session'
import { clearTrade } from '@/stores/trade'
import { clearWatchlist } from '@/stores/watchlist'
import { fetchUserInfo, logout } from './api/identity'
import { refreshRealtimeLogin } from './realtime'
import { parseUrl, relaunch } from './router'

/** Keep the new session's token and load the user it belongs to. */
export async function completeSignIn(token: string): Promise<void> {
  signIn(token)
  setUser(await fetchUserInfo())
  refreshRealtimeLogin()
}

/** After signing in: back where the guard sent the user from, if that is a real page. */
export function afterSignIn(returnTo?: string): Promise<unknown> {
  const target = returnTo ? parseUrl(returnTo) : undefined
  const route = target ? findRoute(target.path) : undefined
  if (!target || !route || route.path === LOGIN || route.path === REGISTER) return relaunch(HOME)
  return relaunch(route.path, target.query)
}

// Set while signing out: the login page opens before the session is cleared (see signOut) and
// must not take the leaving session for a signed-in visitor.
let signingOut = false

/** Whether the session in the store is one being ended. */
export const isSigningOut = (): boolean => signingOut

/** Ends the session on the server (best effort) and here, then shows the login page. */
export async function signOut(): Promise<void> {
  signingOut = true
  try {
    await logout()
  } catch {
    // already invalid or offline: forgetting it locally is what matters
  }
  // leave the private page first, so its guard doesn't see the session go and ask to log in
  try {
    await relaunch(LOGIN)
  } finally {
    clearSession()
    clearWatchlist()
    clearTrade()
    clearInbox()
    refreshRealtimeLogin()
    signingOut = false
  }
}
