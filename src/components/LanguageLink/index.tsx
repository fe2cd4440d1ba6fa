// The way to the language page for a visitor who is not signed in (login, register); my page
// offers it to the signed-in. The language is named in its own words, readable in any language.
import { Text } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { useSnapshot } from 'valtio'
import { useT } from '@/hooks/useT'
import { LANGUAGE_NAMES } from '@/locales'
import { LANGUAGE } from '@/routes'
import { navigate } from '@/services/router'
import { session } from '@/stores/session'

export function LanguageLink() {
  const t = useT()
  const { lang } = useSnapshot(session)
  return (
    <Pressable className='auth__language' role='link' onPress={() => void navigate(LANGUAGE)}>
      <Text>{t('route.language')}</Text>
      <Text className='auth__language-name'>{LANGUAGE_NAMES[lang]}</Text>
    </Pressable>
  )
}
