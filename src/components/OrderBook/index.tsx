// The order book as exchange apps lay it out: asks above (best at the bottom), the spread and the
// last price between, bids below (best at the top); each row's background bar is its running
// total's share of the deeper side. The price between is the one the book was built around, so
// the sides always straddle it.
import { memo, useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { useT } from '@/hooks/useT'
import { subscribeDepth } from '@/services/realtime'
import { depth, forgetDepth, receiveDepth } from '@/stores/marketDepth'
import { compact, priceTrend, thousands, type PriceTrend } from '@/utils/format'
import type { Book, BookLevel } from '@/utils/orderBook'
import './index.scss'

interface LevelRowProps extends Pick<BookLevel, 'price' | 'amount' | 'share'> {
  kind: 'bid' | 'ask'
  precision: number
  /** a level that can be tapped (Spot: its price goes into the order form) */
  onPick?: (price: string) => void
}

/**
 * One price level: its depth bar behind, price at the start and amount at the end. Every book is
 * built anew, so a level is compared by what it shows: a commit re-renders only the rows it moved.
 */
const LevelRow = memo(function LevelRow({
  price,
  amount,
  share,
  kind,
  precision,
  onPick,
}: LevelRowProps) {
  return (
    <Pressable
      className={`order-book__level order-book__level--${kind}`}
      data-price={price}
      onPress={onPick ? () => onPick(price) : undefined}
    >
      <View className='order-book__bar' style={{ width: `${(share * 100).toFixed(1)}%` }} />
      <Text className='order-book__price'>{thousands(price, precision)}</Text>
      <Text className='order-book__amount'>{compact(amount)}</Text>
    </Pressable>
  )
})

export interface BookSidesProps {
  book: Readonly<Pick<Book, 'spread'>> & {
    readonly asks: readonly BookLevel[]
    readonly bids: readonly BookLevel[]
  }
  precision: number
  /** the last price, written out, between the sides */
  last: string
  /** colours the last price by the day's move */
  trend?: PriceTrend
  /** levels that can be tapped (Spot: the price goes into the order form) */
  onPick?: (price: string) => void
}

/** Asks above (best at the bottom), the last price and the spread, bids below (best at the top). */
export function BookSides({ book, precision, last, trend, onPick }: BookSidesProps) {
  const t = useT()
  const rows = (levels: readonly BookLevel[], kind: 'bid' | 'ask') =>
    levels.map((l) => (
      <LevelRow
        key={`${kind[0]}${l.price}`}
        price={l.price}
        amount={l.amount}
        share={l.share}
        kind={kind}
        precision={precision}
        onPick={onPick}
      />
    ))
  return (
    <>
      {rows([...book.asks].reverse(), 'ask')}
      <View className='order-book__mid'>
        <Text className={`order-book__last${trend ? ` order-book__last--${trend}` : ''}`}>
          {last}
        </Text>
        {book.spread !== null ? (
          <Text className='order-book__spread'>
            {t('trade.book.spread', { spread: thousands(book.spread, precision) })}
          </Text>
        ) : null}
      </View>
      {rows(book.bids, 'bid')}
    </>
  )
}

export function OrderBook({ quote }: { quote: Match }) {
  const t = useT()
  const matchId = quote.id
  const precision = quote.price_precision
  const book = useSnapshot(depth).books[matchId]
  useEffect(() => {
    const off = subscribeDepth(matchId, receiveDepth)
    return () => {
      off()
      forgetDepth(matchId)
    }
  }, [matchId])
  return (
    <View className='order-book' data-section='book'>
      <Text className='section-title'>{t('trade.book.title')}</Text>
      <View className='order-book__head'>
        <Text>{t('trade.book.price', { currency: quote.legal_name })}</Text>
        <Text>{t('trade.book.amount', { currency: quote.currency_name })}</Text>
      </View>
      {book ? (
        <BookSides
          book={book}
          precision={precision}
          last={thousands(book.last ?? quote.now_price, precision)}
          trend={priceTrend(quote.change)}
        />
      ) : (
        <View className='order-book__waiting'>
          <Text>{t('trade.book.waiting')}</Text>
        </View>
      )}
    </View>
  )
}
