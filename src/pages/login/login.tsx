// Login, and the forgotten-password flow (SPEC §2 gives it no route of its own, so it is a mode
// of this page: ?mode=forget).
import { useState } from 'react'
import { Screen } from '@/components/Screen'
import type { Account } from '@/components/AccountFields/account'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useT } from '@/hooks/useT'
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
  const toLogin = (used: Account) => {
    setAccount(used)
    setMode('login')
  }
  return (
    <Screen title={mode === 'forget' ? t('auth.forgotTitle') : undefined}>
      {mode === 'login' ? (
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
