// A blind-box series in the list: its cover, price, boxes left and the odds of each rarity.
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useT } from '@/hooks/useT'
import { NFT_SERIES } from '@/routes'
import type { BoxSeries } from '@/services/api/collectibles'
import { navigate } from '@/services/router'
import { balance } from '@/utils/format'
import { NftImage } from './NftImage'
import { Rarity } from './Rarity'

export const SERIES_STATE_KEYS = {
  2: 'nft.upcoming',
  1: 'nft.onSale',
  0: 'nft.saleEnded',
} as const satisfies Record<BoxSeries['state'], string>

export function SeriesCard({ series: s }: { series: BoxSeries }) {
  const t = useT()
  const top = s.odds[s.odds.length - 1]
  return (
    <Pressable
      className='nft-card'
      role='link'
      data-series={s.id}
      onPress={() => void navigate(NFT_SERIES, { id: s.id })}
    >
      <NftImage image={s.cover} name={s.name} rarity={top?.rarity ?? 'common'} />
      <View className='nft-card__body'>
        <Text className='nft-card__name'>{s.name}</Text>
        <Text className='nft-card__edition'>{s.artist.name}</Text>
        <Text className='nft-card__price'>
          {t('nft.boxPrice', { price: balance(s.price) })} · {t(SERIES_STATE_KEYS[s.state])}
        </Text>
        <Text className='nft-card__ends'>
          {t('nft.boxesLeft', { left: s.total - s.sold, total: s.total })}
        </Text>
        <View className='nft-card__odds'>
          {s.odds.map((o) => (
            <View key={o.rarity} className='nft-card__odd'>
              <Rarity rarity={o.rarity} />
              <Text>{o.percent}%</Text>
            </View>
          ))}
        </View>
      </View>
    </Pressable>
  )
}
