// Entry `/`: start-up runs here, then the entry page (or Home) opens.
import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import { Button } from '@/components/Button'
import { Screen } from '@/components/Screen'
import { t } from '@/locales'
import { entryTarget, takeBoot } from '@/services/boot'
import { relaunch } from '@/services/router'
import './loading.scss'

export default function LoadingPage() {
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let gone = false
    // the start-up app.ts began at launch; a retry starts another
    takeBoot()
      .then(() => {
        const entry = entryTarget()
        return relaunch(entry.path, entry.query)
      })
      .catch(() => {
        if (!gone) setFailed(true)
      })
    return () => {
      gone = true
    }
  }, [attempt])

  const reload = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }

  // Texts here may show before any language has loaded, so they carry their English default.
  return (
    <Screen bare>
      <View className='loading'>
        {failed ? (
          <View className='loading__failed' role='alert'>
            <Text className='loading__text'>
              {t('init.failed', { defaultValue: 'Initialization failed' })}
            </Text>
            <Button type='primary' className='loading__reload' onPress={reload}>
              {t('init.reload', { defaultValue: 'Reload' })}
            </Button>
          </View>
        ) : (
          <View role='status' aria-label={t('common.loading', { defaultValue: 'Loading' })}>
            <AtActivityIndicator size={64} />
          </View>
        )}
      </View>
    </Screen>
  )
}
