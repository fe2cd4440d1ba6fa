import { View, Text } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import { useT } from '@/hooks/useT'
import { market } from '@/stores/market'
import './index.scss'

/** Says that prices are simulated, and that they are stale while the connection is down. */
export function SimulatedNote() {
  const t = useT()
  const { connection } = useSnapshot(market)
  return (
    <View className='simulated-note'>
      <Text className='simulated-note__tag'>{t('market.simulated')}</Text>
      {connection === 'offline' ? (
        <View className='simulated-note__stale' role='status'>
          {t('market.stale')}
        </View>
      ) : null}
    </View>
  )
}
