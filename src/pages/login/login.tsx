// Login, and the forgotten-password flow (SPEC §2 gives it no route of its own, so it is a mode
// of this page: ?mode=forget).
import { useEffect, useState } from 'react'
import { Screen } from '@/components/Screen'
import type { Account } from '@/components/AccountFields/account'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useT } from '@/hooks/useT'
import { session } from '@/stores/session'
import { afterSignIn, isSigningOut } from '@/services/auth'
import { LoginForm } from './LoginForm'
import { ForgotForm } from './ForgotForm'
import './login.scss'

export default function LoginPage() {
  const t = useT()
  const params = usePageQuery()
  const [mode, setMode] = useState<'login' | 'forget'>(
    params.mode === 'forget' ? 'forget' : 'login',
  )
  // the account the reset was for: login opens on its tab with it filled in
  const [account, setAccount] = useState<Account>()
  // Signed in already when the page opened: a login form would only invite signing in twice; go
  // on to where the user was going, as a fresh sign-in would. (Read once: signing in here sets
  // the token too, and LoginForm moves on by itself then.)
  const [signedIn] = useState(() => Boolean(session.token) && !isSigningOut())
  useEffect(() => {
    if (signedIn) void afterSignIn(params.redirect)
  }, [signedIn, params.redirect])
  const toLogin = (used: Account) => {
    setAccount(used)
    setMode('login')
  }
  return (
    <Screen title={mode === 'forget' ? t('auth.forgotTitle') : undefined}>
      {signedIn ? null : mode === 'login' ? (
        <LoginForm
          returnTo={params.redirect}
          initialAccount={account}
          onForgot={() => setMode('forget')}
        />
      ) : (
        <ForgotForm onDone={toLogin} />
      )}
    </Screen>
  )
}
