// Home. Market data, banners and quick entries arrive with the market release; until then Home
// says who is signed in and leads to the account pages.
import { View, Text, Button, Image } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import { LOGIN, ME, REGISTER } from '@/routes'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { config } from '@/stores/config'
import { session } from '@/stores/session'
import { navigate } from '@/services/router'
import './index.scss'

export default function HomePage() {
  const t = useT()
  const { token, user } = useSnapshot(session)
  const site = useSnapshot(config)
  return (
    <Screen>
      <View className='home'>
        <View className='home__brand'>
          {site.logo ? <Image className='home__logo' src={site.logo} mode='aspectFit' /> : null}
          <Text className='home__name'>{site.name}</Text>
        </View>
        {token ? (
          <View className='home__card'>
            <Text className='home__greeting'>
              {t('home.signedInAs', { name: user?.nickname ?? '' })}
            </Text>
            <Button className='btn btn--primary' onClick={() => void navigate(ME)}>
              {t('route.me')}
            </Button>
          </View>
        ) : (
          <View className='home__card'>
            <Text className='home__greeting'>{t('home.welcome')}</Text>
            <Button className='btn btn--primary' onClick={() => void navigate(LOGIN)}>
              {t('auth.login')}
            </Button>
            <Button className='btn btn--ghost' onClick={() => void navigate(REGISTER)}>
              {t('auth.register')}
            </Button>
          </View>
        )}
      </View>
    </Screen>
  )
}
