import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { CERTIFICATION, LOGIN } from '@/routes'
import { LanguageLink } from '@/components/LanguageLink'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { Field } from '@/components/Field'
import { CodeField } from '@/components/CodeField'
import { AccountFields } from '@/components/AccountFields'
import { PasswordFields, passwordErrors } from '@/components/PasswordFields'
import { accountError, accountFields, emptyAccount } from '@/components/AccountFields/account'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useT } from '@/hooks/useT'
import { register, sendCode } from '@/services/api/identity'
import { completeSignIn } from '@/services/auth'
import { ApiError } from '@/services/http'
import { redirect, relaunch } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { isAlphanumeric, isCode } from '@common/validate'
import './index.scss'

interface Errors {
  account?: string
  code?: string
  password?: string
  confirm?: string
  invite?: string
  form?: string
}

export default function RegisterPage() {
  const t = useT()
  const params = usePageQuery()
  const [account, setAccount] = useState(emptyAccount)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  // invitation links carry the code: /pages/register/index?invite=ABC123
  const [invite, setInvite] = useState(params.invite ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const send = async () => {
    const problem = accountError(account)
    setErrors({ account: problem })
    if (problem) throw new Error(problem)
    try {
      await sendCode({ ...accountFields(account), scene: 'register' })
    } catch (error) {
      if (error instanceof ApiError) setErrors({ form: error.message })
      throw error
    }
  }

  const submit = async () => {
    const found: Errors = {
      account: accountError(account),
      code: isCode(code) ? undefined : t('auth.enterCode'),
      ...passwordErrors(password, confirm),
      invite: isAlphanumeric(invite.trim()) ? undefined : t('auth.enterInvite'),
    }
    setErrors(found)
    if (Object.values(found).some(Boolean) || busy) return
    setBusy(true)
    try {
      const token = await register({
        ...accountFields(account),
        code,
        password,
        repassword: confirm,
        invite_code: invite.trim(),
      })
      await completeSignIn(token)
      toast(t('auth.registerOk'), 'success')
      carryToast()
      // a new user is led through certification and the bank card, each skippable
      await relaunch(CERTIFICATION, { onboarding: 1 })
    } catch (error) {
      if (error instanceof ApiError) setErrors({ form: error.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Screen>
      <View className='auth'>
        <Text className='auth__heading'>{t('auth.createAccount')}</Text>
        <AccountFields value={account} onChange={setAccount} error={errors.account} />
        <CodeField value={code} onInput={setCode} onSend={send} error={errors.code} />
        <PasswordFields
          purpose='register'
          password={password}
          onPassword={setPassword}
          confirm={confirm}
          onConfirm={setConfirm}
          errors={errors}
        />
        <Field
          name='invite'
          label={t('auth.invite')}
          value={invite}
          maxlength={16}
          placeholder={t('auth.invitePlaceholder')}
          onInput={setInvite}
          error={errors.invite}
        />
        <FormFooter block='auth' error={errors.form} busy={busy} onSubmit={() => void submit()}>
          {t('auth.register')}
        </FormFooter>
        <View className='auth__links'>
          <Pressable className='auth__link' role='link' onPress={() => void redirect(LOGIN)}>
            {t('common.twoSentences', { first: t('auth.haveAccount'), second: t('auth.login') })}
          </Pressable>
        </View>
        <LanguageLink />
      </View>
    </Screen>
  )
}
