import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import type { Captcha } from '@wire/user'
import { REGISTER } from '@/routes'
import { Field } from '@/components/Field'
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
import { fetchCaptcha, login } from '@/services/api/identity'
import { afterSignIn, completeSignIn } from '@/services/auth'
import { ApiError } from '@/services/http'
import { LanguageLink } from '@/components/LanguageLink'
import { TotpField } from '@/components/TotpField'
import { navigate } from '@/services/router'
import { carryToast, toast } from '@/services/toast'

interface Errors {
  account?: string
  password?: string
  captcha?: string
  form?: string
}

const FIELDS = ['account', 'password', 'captcha'] as const

export interface LoginFormProps {
  returnTo?: string
  /** the account to start with (the one whose password was just reset) */
  initialAccount?: Account
  onForgot: () => void
}

export function LoginForm({ returnTo, initialAccount, onForgot }: LoginFormProps) {
  const t = useT()
  const [account, setAccount] = useState(() => initialAccount ?? emptyAccount())
  const [password, setPassword] = useState('')
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [captchaText, setCaptchaText] = useState('')
  // asked once the server says this account has an authenticator bound
  const [askTotp, setAskTotp] = useState(false)
  const [totp, setTotp] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const refreshCaptcha = async () => {
    setCaptchaText('')
    try {
      setCaptcha(await fetchCaptcha())
    } catch {
      // shown by the request wrapper
    }
  }

  const submit = async () => {
    const problems: Errors = {
      account: accountError(account),
      ...passwordErrors(password),
      captcha: captcha && !captchaText.trim() ? t('auth.enterCaptcha') : undefined,
    }
    // one message, at the first field to fix: three at once (and a summary) read as a wall
    const first = FIELDS.find((field) => problems[field])
    setErrors(first ? { [first]: problems[first] } : {})
    if (first || busy) return
    setBusy(true)
    try {
      const token = await login({
        ...accountFields(account),
        password,
        captcha_key: captcha?.key,
        captcha: captcha ? captchaText.trim() : undefined,
        totp_code: askTotp ? totp.trim() : undefined,
      })
      await completeSignIn(token)
      toast(t('auth.loginOk'), 'success')
      carryToast()
      await afterSignIn(returnTo)
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ form: error.message })
        if (error.totp) setAskTotp(true)
        // a used captcha is spent: show a fresh one whenever the server asks for it
        if (error.captcha || captcha) void refreshCaptcha()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='auth'>
      <Text className='auth__heading'>{t('auth.welcomeBack')}</Text>
      <AccountFields value={account} onChange={setAccount} error={errors.account} />
      <PasswordFields
        purpose='login'
        password={password}
        onPassword={setPassword}
        errors={errors}
      />
      {captcha && (
        <Field
          name='captcha'
          label={t('auth.captcha')}
          value={captchaText}
          maxlength={6}
          placeholder={t('auth.captchaPlaceholder')}
          onInput={setCaptchaText}
          error={errors.captcha}
          suffix={
            <Pressable label={t('auth.captchaNew')} onPress={() => void refreshCaptcha()}>
              <Picture
                alt={t('auth.captcha')}
                className='auth__captcha'
                src={captcha.img}
                mode='aspectFit'
              />
            </Pressable>
          }
        />
      )}
      {askTotp && <TotpField value={totp} onInput={setTotp} />}
      <FormFooter block='auth' error={errors.form} busy={busy} onSubmit={() => void submit()}>
        {t('auth.login')}
      </FormFooter>
      <View className='auth__links'>
        <Pressable className='auth__link' role='link' onPress={onForgot}>
          {t('auth.forgot')}
        </Pressable>
        <Pressable className='auth__link' role='link' onPress={() => void navigate(REGISTER)}>
          {t('common.twoSentences', { first: t('auth.noAccount'), second: t('auth.register') })}
        </Pressable>
      </View>
      <LanguageLink />
    </View>
  )
}
