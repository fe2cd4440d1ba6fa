import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { DepthEvent } from '@wire/market'
import { useT } from '@/hooks/useT'
import { subscribeDepth } from '@/services/realtime'
import { compact, thousands } from '@/utils/format'

const LEVELS = 5

/** The best five bids and asks, live. */
export function OrderBook({ matchId, precision }: { matchId: number; precision: number }) {
  const t = useT()
  const [book, setBook] = useState<DepthEvent | null>(null)
  useEffect(() => {
    const off = subscribeDepth(matchId, setBook)
    return () => {
      off()
      setBook(null)
    }
  }, [matchId])
  if (!book) return null
  const side = (levels: [string, string][], kind: 'bid' | 'ask') => (
    <View className={`order-book__side order-book__side--${kind}`}>
      {levels.slice(0, LEVELS).map(([price, qty]) => (
        <View key={price} className='order-book__level'>
          <Text className='order-book__price'>{thousands(price, precision)}</Text>
          <Text className='order-book__qty'>{compact(qty)}</Text>
        </View>
      ))}
    </View>
  )
  return (
    <View className='order-book'>
      <View className='order-book__head'>
        <Text>{t('trade.bids')}</Text>
        <Text>{t('trade.asks')}</Text>
      </View>
      <View className='order-book__sides'>
        {side(book.bids, 'bid')}
        {side(book.asks, 'ask')}
      </View>
    </View>
  )
}
