// H5 banners: a scroll-snapping strip with the same 3000 ms autoplay as the mini-program swiper,
// without the swiper library Taro's H5 Swiper brings into the first screen.
import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import type { NewsItem } from '@wire/market'
import { BANNER_AUTOPLAY_MS } from './bannerTiming'

export function Banners({
  items,
  onOpen,
}: {
  /** null while they load: their box is kept, so what follows does not move when they arrive */
  items: readonly NewsItem[] | null
  onOpen: (id: number) => void
}) {
  const track = useRef<HTMLDivElement | null>(null)
  const [current, setCurrent] = useState(0)
  const [held, setHeld] = useState(false)

  const count = items?.length ?? 0
  useEffect(() => {
    if (count < 2 || held) return
    const timer = setInterval(() => {
      const el = track.current
      if (!el) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' })
    }, BANNER_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [count, held])

  if (items === null) return <View className='banners banners--loading' />
  if (items.length === 0) return null
  return (
    <View className='banners'>
      {/* a DOM element: this file is H5 only, and the strip needs real scroll events */}
      <div
        className='banners__track'
        ref={track}
        onScroll={(e) => {
          const el = e.currentTarget
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))
        }}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
      >
        {items.map((item) => (
          <Pressable key={item.id} className='banners__item' onPress={() => onOpen(item.id)}>
            {item.thumbnail ? (
              <Picture alt='' className='banners__image' src={item.thumbnail} mode='aspectFill' />
            ) : null}
            <View className='banners__caption'>
              <Text className='banners__title'>{item.title}</Text>
            </View>
          </Pressable>
        ))}
      </div>
      <View className='banners__dots'>
        {items.map((item, i) => (
          <View
            key={item.id}
            className={`banners__dot${i === current ? ' banners__dot--on' : ''}`}
          />
        ))}
      </View>
    </View>
  )
}
