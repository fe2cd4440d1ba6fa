// An edition's picture, or, without one, a tile in its rarity's colour with its name: an item is
// never a blank square.
import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import type { Rarity } from '@common/collectibleRules'

export function NftImage({ image, name, rarity }: { image: string; name: string; rarity: Rarity }) {
  return (
    <View className={`nft-image nft-image--${rarity}`}>
      {image ? (
        <Picture alt={name} className='nft-image__img' src={image} mode='aspectFill' lazyLoad />
      ) : (
        <Text className='nft-image__name'>{name}</Text>
      )}
    </View>
  )
}
