// The one guard (SPEC §2): nothing shows before start-up has run; a page that needs a session
// shows nothing without a token, says "please log in" and opens login after 1200 ms.
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { LOADING, isPublic } from '@/routes'
import { t } from '@/locales'
import { session } from '@/stores/session'
import { currentLocation, relaunch, toLogin, toUrl } from '@/services/router'
import { carryToast, toast } from '@/services/toast'

export const LOGIN_REDIRECT_MS = 1200

let loginPending = false

function requireLogin(): void {
  toast(t('auth.pleaseLogin'))
  if (loginPending) return
  loginPending = true
  setTimeout(() => {
    loginPending = false
    // the user may have moved on (or logged in) meanwhile
    const here = currentLocation()
    if (session.token || isPublic(here.path)) return
    carryToast()
    void toLogin(toUrl(here.path, here.query))
  }, LOGIN_REDIRECT_MS)
}

/** True when the page at `path` may render. */
export function useGuard(path: string): boolean {
  const snap = useSnapshot(session)
  // A page opened before start-up is replaced by the loading page, which opens it again: this
  // instance never shows, even if start-up ends before it is gone (its calls would go out twice).
  const [replaced] = useState(() => !session.initialised && path !== LOADING)
  const needsStart = replaced || (!snap.initialised && path !== LOADING)
  const needsLogin = !needsStart && !isPublic(path) && !snap.token
  useEffect(() => {
    if (needsStart) void relaunch(LOADING)
    else if (needsLogin) requireLogin()
  }, [needsStart, needsLogin])
  return !needsStart && !needsLogin
}
