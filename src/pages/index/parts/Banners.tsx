import { Swiper, SwiperItem, View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import type { NewsItem } from '@wire/market'
import { BANNER_AUTOPLAY_MS } from './bannerTiming'

// Mini-programs: the native swiper. H5 uses Banners.h5.tsx.

export function Banners({
  items,
  onOpen,
}: {
  /** null while they load: their box is kept, so what follows does not move when they arrive */
  items: readonly NewsItem[] | null
  onOpen: (id: number) => void
}) {
  if (items === null) return <View className='banners banners--loading' />
  if (items.length === 0) return null
  return (
    <Swiper
      className='banners'
      autoplay
      circular
      interval={BANNER_AUTOPLAY_MS}
      indicatorDots
      indicatorColor='rgba(255,255,255,0.3)'
      indicatorActiveColor='#3c9cff'
    >
      {items.map((item) => (
        <SwiperItem key={item.id}>
          <Pressable
            className='banners__item banners__item--swiper'
            onPress={() => onOpen(item.id)}
          >
            {item.thumbnail ? (
              <Picture alt='' className='banners__image' src={item.thumbnail} mode='aspectFill' />
            ) : null}
            <View className='banners__caption'>
              <Text className='banners__title'>{item.title}</Text>
            </View>
          </Pressable>
        </SwiperItem>
      ))}
    </Swiper>
  )
}
