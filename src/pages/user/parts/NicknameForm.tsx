import { useState } from 'react'
import { View } from '@tarojs/components'
import { nicknameProblem, NICKNAME_MAX, type NicknameProblem } from '@common/nickname'
import { Field } from '@/components/Field'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { editNickname } from '@/services/api/profile'
import { toast } from '@/services/toast'
import { refreshUser } from '@/services/user'
import { reasonOf } from './profileActions'

const PROBLEM_KEYS: Record<NicknameProblem, string> = {
  required: 'profile.nicknameRequired',
  too_long: 'profile.nicknameTooLong',
  special: 'profile.nicknameSpecial',
}

/** The nickname, checked by the same rule as the server's (common/nickname.ts). */
export function NicknameForm({ current, onDone }: { current: string; onDone: () => void }) {
  const t = useT()
  const [nickname, setNickname] = useState(current)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const save = async () => {
    const value = nickname.trim()
    const problem = nicknameProblem(value)
    if (problem) {
      setError(t(PROBLEM_KEYS[problem], { max: NICKNAME_MAX }))
      return
    }
    if (busy) return
    setBusy(true)
    try {
      toast(await editNickname(value), 'success')
      await refreshUser()
      onDone()
    } catch (e) {
      setError(reasonOf(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='userinfo__form'>
      <Field
        name='nickname'
        label={t('profile.nickname')}
        value={nickname}
        maxlength={NICKNAME_MAX * 2}
        placeholder={t('profile.nicknamePlaceholder', { max: NICKNAME_MAX })}
        onInput={(v) => {
          setNickname(v)
          setError('')
        }}
        error={error}
      />
      <FormFooter block='userinfo' busy={busy} onSubmit={() => void save()}>
        {t('profile.save')}
      </FormFooter>
    </View>
  )
}
