import { useState } from 'react'
import { View } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import type { AreaCode } from '@wire/areaCodes'
import { isCode, isPhone } from '@common/validate'
import { emptyAccount } from '@/components/AccountFields/account'
import { AreaCodePicker } from '@/components/AreaCodePicker'
import { CodeField } from '@/components/CodeField'
import { TotpField } from '@/components/TotpField'
import { session } from '@/stores/session'
import { Field } from '@/components/Field'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { bindMobile, sendMobileCode } from '@/services/api/profile'
import { toast } from '@/services/toast'
import { ConfirmChange } from './ConfirmChange'
import { refreshUser } from '@/services/user'
import { reasonOf } from './profileActions'

interface Errors {
  mobile?: string
  code?: string
  form?: string
}

/** Binds a mobile number with a code sent to it (e-mail accounts; a phone account signs in with its). */
export function MobileForm({ onDone }: { onDone: () => void }) {
  const t = useT()
  const [area, setArea] = useState<AreaCode>(() => emptyAccount('mobile').area)
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [totp, setTotp] = useState('')
  const bound = useSnapshot(session).user?.totp_bound === true
  const [errors, setErrors] = useState<Errors>({})
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  const number = () => ({ mobile: mobile.trim(), area_code: area.code })

  const send = async () => {
    if (!isPhone(mobile.trim())) {
      setErrors({ mobile: t('auth.enterCorrectPhone') })
      throw new Error('phone')
    }
    try {
      await sendMobileCode(number())
    } catch (e) {
      setErrors({ code: reasonOf(e) })
      throw e
    }
  }

  const check = () => {
    const next: Errors = {
      mobile: isPhone(mobile.trim()) ? undefined : t('auth.enterCorrectPhone'),
      code: isCode(code.trim()) ? undefined : t('auth.enterCode'),
    }
    setErrors(next)
    if (!next.mobile && !next.code) setAsking(true)
  }

  const save = async () => {
    setAsking(false)
    if (busy) return
    setBusy(true)
    try {
      const totpCode = bound ? totp.trim() : undefined
      toast(await bindMobile({ ...number(), code: code.trim(), totp_code: totpCode }), 'success')
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
      <Field
        name='mobile'
        label={t('profile.mobile')}
        value={mobile}
        type='number'
        maxlength={20}
        placeholder={t('auth.phonePlaceholder')}
        prefix={<AreaCodePicker value={area} onChange={setArea} />}
        onInput={setMobile}
        error={errors.mobile}
        ltr
      />
      <CodeField value={code} onInput={setCode} onSend={send} error={errors.code} />
      {bound ? <TotpField value={totp} onInput={setTotp} /> : null}
      <FormFooter block='userinfo' error={errors.form} busy={busy} onSubmit={check}>
        {t('profile.bindMobile')}
      </FormFooter>
      <ConfirmChange
        question={
          asking ? t('profile.confirmMobile', { mobile: `+${area.code} ${mobile.trim()}` }) : ''
        }
        onConfirm={() => void save()}
        onCancel={() => setAsking(false)}
      />
    </View>
  )
}
