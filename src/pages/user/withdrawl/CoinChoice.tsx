import { Text, View } from '@tarojs/components'
import { ASSET_COINS } from '@common/coins'
import { Chip } from '@/components/Chip'
import { useT } from '@/hooks/useT'
import type { WithdrawInfo } from '@/services/api/withdraw'

export interface CoinChoiceProps {
  coin: number
  network: string
  info: WithdrawInfo | null
  onCoin: (coin: number) => void
  onNetwork: (network: string) => void
}

/** Coin, then its networks open for withdrawal (from the server's per-network table). */
export function CoinChoice({ coin, network, info, onCoin, onNetwork }: CoinChoiceProps) {
  const t = useT()
  const networks = (info?.networks ?? []).filter((n) => n.withdraw_enabled)
  return (
    <View className='withdraw__choice'>
      <Text className='withdraw__label'>{t('withdraw.coin')}</Text>
      <View className='withdraw__tags' role='radiogroup'>
        {ASSET_COINS.map((c) => (
          <Chip key={c.id} circle active={c.id === coin} onPress={() => onCoin(c.id)}>
            {c.code}
          </Chip>
        ))}
      </View>
      <Text className='withdraw__label'>{t('withdraw.network')}</Text>
      {info && networks.length === 0 ? (
        <Text className='withdraw__note'>{t('withdraw.noNetwork')}</Text>
      ) : (
        <View className='withdraw__tags' role='radiogroup'>
          {networks.map((n) => (
            <Chip key={n.type} circle active={n.type === network} onPress={() => onNetwork(n.type)}>
              {n.type}
            </Chip>
          ))}
        </View>
      )}
    </View>
  )
}
