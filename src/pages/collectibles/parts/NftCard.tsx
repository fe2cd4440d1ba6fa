// One edition in a list: picture, name and edition, rarity, and what it sells for (a fixed price,
// or the leading bid and when the auction ends).
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useT } from '@/hooks/useT'
import { NFT_DETAIL } from '@/routes'
import type { Nft } from '@/services/api/collectibles'
import { navigate } from '@/services/router'
import { formatDateTime } from '@/utils/dates'
import { balance } from '@/utils/format'
import { NftImage } from './NftImage'
import { Rarity } from './Rarity'

export function NftCard({ nft }: { nft: Nft }) {
  const t = useT()
  const l = nft.listing
  return (
    <Pressable
      className='nft-card'
      role='link'
      data-nft={nft.code}
      onPress={() => void navigate(NFT_DETAIL, { code: nft.code })}
    >
      <NftImage image={nft.image} name={nft.name} rarity={nft.rarity} />
      <View className='nft-card__body'>
        <Text className='nft-card__name'>{nft.name}</Text>
        <Text className='nft-card__edition'>
          #{nft.edition}/{nft.editions} · {nft.artist.name}
        </Text>
        <Rarity rarity={nft.rarity} />
        {l ? (
          <Text className='nft-card__price'>
            {l.kind === 'fixed'
              ? t('nft.price', { price: balance(l.price) })
              : t('nft.leading', { price: balance(l.top_bid ?? l.price), bids: l.bids })}
          </Text>
        ) : null}
        {l?.ends_at ? (
          <Text className='nft-card__ends'>
            {t('nft.endsAt', { time: formatDateTime(l.ends_at) })}
          </Text>
        ) : null}
      </View>
    </Pressable>
  )
}
