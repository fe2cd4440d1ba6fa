// Login, and the forgotten-password flow (SPEC §2 gives it no route of its own, so it is a mode
// of this page: ?mode=forget).
import { useState } from 'react'
import { Screen } from '@/components/Screen'
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
  return (
    <Screen title={mode === 'forget' ? t('auth.forgotTitle') : undefined}>
      {mode === 'login' ? (
        <LoginForm returnTo={params.redirect} onForgot={() => setMode('forget')} />
      ) : (
        <ForgotForm onDone={() => setMode('login')} />
      )}
    </Screen>
  )
}
