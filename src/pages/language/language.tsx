import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import { Screen } from '@/components/Screen'
import { LANGS, LANGUAGE_NAMES, type Lang } from '@/locales'
import { session } from '@/stores/session'
import { switchLanguage } from '@/services/language'
import { back } from '@/services/router'
import { toast } from '@/services/toast'
import { useT } from '@/hooks/useT'
import './language.scss'

export default function LanguagePage() {
  const t = useT()
  const { lang } = useSnapshot(session)
  const [pending, setPending] = useState<Lang | null>(null)

  const choose = async (next: Lang) => {
    if (pending) return
    if (next === lang) {
      void back()
      return
    }
    setPending(next)
    try {
      await switchLanguage(next)
      void back()
    } catch {
      toast(t('error.network'))
    } finally {
      setPending(null)
    }
  }

  return (
    <Screen>
      <View className='languages' role='listbox'>
        {LANGS.map((code) => (
          <View
            key={code}
            role='option'
            aria-selected={code === lang}
            data-lang={code}
            className={`languages__item${code === lang ? ' languages__item--active' : ''}`}
            onClick={() => void choose(code)}
          >
            <Text>{LANGUAGE_NAMES[code]}</Text>
            {code === lang || code === pending ? <View className='languages__check' /> : null}
          </View>
        ))}
      </View>
    </Screen>
  )
}
