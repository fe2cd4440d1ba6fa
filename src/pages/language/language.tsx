import { useState } from 'react'
import { AtList } from 'taro-ui'
import { ListItem } from '@/components/ListItem'
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
      <AtList className='languages' hasBorder={false}>
        {LANGS.map((code) => (
          <ListItem
            key={code}
            className={`languages__item${code === lang || code === pending ? ' languages__item--active' : ''}`}
            title={LANGUAGE_NAMES[code]}
            role='radio'
            selected={code === lang}
            onPress={() => void choose(code)}
          />
        ))}
      </AtList>
    </Screen>
  )
}
