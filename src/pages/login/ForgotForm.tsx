import { useState } from 'react'
import { View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { CodeField } from '@/components/CodeField'
import { AccountFields } from '@/components/AccountFields'
import { FormFooter } from '@/components/FormFooter'
import { PasswordFields, passwordErrors } from '@/components/PasswordFields'
import {
  accountError,
  accountFields,
  emptyAccount,
  type Account,
} from '@/components/AccountFields/account'
import { useT } from '@/hooks/useT'
import { checkCode, resetPassword, sendCode } from '@/services/api/identity'
import { ApiError } from '@/services/http'
import { toast } from '@/services/toast'
import { isCode } from '@common/validate'

interface Errors {
  account?: string
  code?: string
  password?: string
  confirm?: string
  form?: string
}

export interface ForgotFormProps {
  /** back to login, with the account this form was about */
  onDone: (account: Account) => void
}

/** Step 1 proves the account with a code; step 2 sets the new password. */
export function ForgotForm({ onDone }: ForgotFormProps) {
  const t = useT()
  const [step, setStep] = useState<'verify' | 'reset'>('verify')
  const [account, setAccount] = useState(emptyAccount)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const fail = (error: unknown) => {
    if (error instanceof ApiError) setErrors({ form: error.message })
  }

  const send = async () => {
    const problem = accountError(account)
    setErrors({ account: problem })
    if (problem) throw new Error(problem)
    try {
      await sendCode({ ...accountFields(account), scene: 'forget', type: 'forget' })
    } catch (error) {
      fail(error)
      throw error
    }
  }

  const verify = async () => {
    // as on the login form: one message, at the first field to fix
    const problem = accountError(account)
    const found: Errors = problem
      ? { account: problem }
      : { code: isCode(code) ? undefined : t('auth.enterCode') }
    setErrors(found)
    if (found.account || found.code || busy) return
    setBusy(true)
    try {
      const fields = accountFields(account)
      await checkCode({
        user_string: fields.user_string,
        scene: 'forget',
        email_code: code,
        country_code: fields.area_code,
      })
      setStep('reset')
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  const reset = async () => {
    const found: Errors = passwordErrors(password, confirm)
    setErrors(found)
    if (found.password || found.confirm || busy) return
    setBusy(true)
    try {
      const fields = accountFields(account)
      await resetPassword({
        type: fields.type,
        account: fields.user_string,
        area_code: fields.area_code,
        code,
        password,
        repassword: confirm,
      })
      toast(t('auth.resetOk'), 'success')
      onDone(account)
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='auth'>
      {step === 'verify' ? (
        <>
          <AccountFields value={account} onChange={setAccount} error={errors.account} />
          <CodeField value={code} onInput={setCode} onSend={send} error={errors.code} />
        </>
      ) : (
        <PasswordFields
          purpose='reset'
          password={password}
          onPassword={setPassword}
          confirm={confirm}
          onConfirm={setConfirm}
          errors={errors}
        />
      )}
      <FormFooter
        block='auth'
        error={errors.form}
        busy={busy}
        onSubmit={() => void (step === 'verify' ? verify() : reset())}
      >
        {step === 'verify' ? t('auth.next') : t('auth.resetSubmit')}
      </FormFooter>
      <View className='auth__links'>
        <Pressable className='auth__link' role='link' onPress={() => onDone(account)}>
          {t('auth.backToLogin')}
        </Pressable>
      </View>
    </View>
  )
}
