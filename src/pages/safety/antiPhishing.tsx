// The anti-phishing code (issue 32 item 3): a word the user picks, which every verification-code
// text and every message from the platform then shows. A message claiming to be from us without
// it, or with another, is not ours. Setting, changing or removing it takes a code sent to the
// user's own account.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import { ANTI_PHISHING_MAX, isAntiPhishingCode, isCode } from '@common/validate'
import { CodeField } from '@/components/CodeField'
import { Field } from '@/components/Field'
import { TotpField } from '@/components/TotpField'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { sendSecurityCode } from '@/services/api/profile'
import { setAntiPhishing } from '@/services/api/safety'
import { ApiError } from '@/services/http'
import { fetchUserInfo } from '@/services/api/identity'
import { toast } from '@/services/toast'
import { session, setUser } from '@/stores/session'
import './safety.scss'

interface Errors {
  phrase?: string
  code?: string
  form?: string
}

const reasonOf = (e: unknown) => (e instanceof ApiError && e.type === 'error' ? e.message : '')

function AntiPhishingBody() {
  const t = useT()
  const { user } = useSnapshot(session)
  const [phrase, setPhrase] = useState('')
  const [code, setCode] = useState('')
  const [totp, setTotp] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  if (!user) return null
  const current = user.anti_phishing

  const send = async () => {
    try {
      await sendSecurityCode(user)
    } catch (e) {
      setErrors({ code: reasonOf(e) })
      throw e
    }
  }

  const save = async (value: string) => {
    const next: Errors = {
      phrase: value === '' || isAntiPhishingCode(value) ? undefined : t('safety.phraseRule'),
      code: isCode(code.trim()) ? undefined : t('auth.enterCode'),
    }
    setErrors(next)
    if (next.phrase || next.code || busy) return
    setBusy(true)
    try {
      const totpCode = user.totp_bound ? totp.trim() : undefined
      toast(await setAntiPhishing(value, code.trim(), totpCode), 'success')
      setUser(await fetchUserInfo())
      setPhrase('')
      setCode('')
      setTotp('')
    } catch (e) {
      setErrors({ form: reasonOf(e) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='safety'>
      <Text className='safety__note'>{t('safety.antiPhishingNote')}</Text>
      <View className='safety__current'>
        <Text className='safety__label'>{t('safety.currentCode')}</Text>
        <Text className='safety__phrase'>{current ?? t('profile.notSet')}</Text>
      </View>
      <Field
        name='phrase'
        label={t(current ? 'safety.newCode' : 'safety.code')}
        value={phrase}
        onInput={setPhrase}
        maxlength={ANTI_PHISHING_MAX}
        placeholder={t('safety.phraseRule')}
        error={errors.phrase}
      />
      <Text className='safety__note'>{t('safety.codeTo', { account: user.account })}</Text>
      <CodeField value={code} onInput={setCode} onSend={send} error={errors.code} />
      {user.totp_bound ? <TotpField value={totp} onInput={setTotp} /> : null}
      <FormFooter
        block='safety'
        error={errors.form}
        busy={busy}
        onSubmit={() => void save(phrase.trim())}
      >
        {t('profile.save')}
      </FormFooter>
      {current ? (
        <Button className='safety__remove' type='secondary' onPress={() => void save('')}>
          {t('safety.removeCode')}
        </Button>
      ) : null}
    </View>
  )
}

export default function AntiPhishingPage() {
  return (
    <Screen>
      <AntiPhishingBody />
    </Screen>
  )
}
