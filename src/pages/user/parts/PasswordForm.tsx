import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { PasswordKind, UserInfo } from '@wire/user'
import { isCode } from '@common/validate'
import { CodeField } from '@/components/CodeField'
import { TotpField } from '@/components/TotpField'
import { FormFooter } from '@/components/FormFooter'
import { PasswordFields, passwordErrors, type PasswordErrors } from '@/components/PasswordFields'
import { useT } from '@/hooks/useT'
import { updatePassword } from '@/services/api/identity'
import { sendLoginPasswordCode, sendPayPasswordCode } from '@/services/api/profile'
import { toast } from '@/services/toast'
import { ConfirmChange } from './ConfirmChange'
import { refreshUser } from '@/services/user'
import { reasonOf } from './profileActions'

const CONFIRM_KEYS: Record<PasswordKind, string> = {
  login: 'profile.confirmLoginPassword',
  pay: 'profile.confirmPayPassword',
}

interface Errors extends PasswordErrors {
  code?: string
  form?: string
}

/**
 * A new login or withdraw password with a code sent to the user's own account: the login password
 * takes a forget-scene code, the withdraw password its own pay_password one (SPEC §5's 6-12 rule
 * for both).
 */
export function PasswordForm({
  kind,
  user,
  onDone,
}: {
  kind: PasswordKind
  user: UserInfo
  onDone: () => void
}) {
  const t = useT()
  const [code, setCode] = useState('')
  const [totp, setTotp] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  const send = async () => {
    try {
      await (kind === 'pay' ? sendPayPasswordCode(user) : sendLoginPasswordCode(user))
    } catch (e) {
      setErrors({ code: reasonOf(e) })
      throw e
    }
  }

  const check = () => {
    const next: Errors = {
      ...passwordErrors(password, confirm),
      code: isCode(code.trim()) ? undefined : t('auth.enterCode'),
    }
    setErrors(next)
    if (!next.password && !next.confirm && !next.code) setAsking(true)
  }

  const save = async () => {
    setAsking(false)
    if (busy) return
    setBusy(true)
    try {
      const said = await updatePassword({
        password,
        re_password: confirm,
        code: code.trim(),
        type: kind,
        totp_code: user.totp_bound ? totp.trim() : undefined,
      })
      toast(said, 'success')
      await refreshUser()
      onDone()
    } catch (e) {
      setErrors({ form: reasonOf(e) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='userinfo__form'>
      <Text className='userinfo__note'>{t('profile.codeTo', { account: user.account })}</Text>
      <CodeField value={code} onInput={setCode} onSend={send} error={errors.code} />
      {user.totp_bound ? <TotpField value={totp} onInput={setTotp} /> : null}
      <PasswordFields
        purpose='reset'
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        errors={errors}
      />
      <FormFooter block='userinfo' error={errors.form} busy={busy} onSubmit={check}>
        {t('profile.save')}
      </FormFooter>
      <ConfirmChange
        question={asking ? t(CONFIRM_KEYS[kind]) : ''}
        onConfirm={() => void save()}
        onCancel={() => setAsking(false)}
      />
    </View>
  )
}
