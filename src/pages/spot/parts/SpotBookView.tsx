// The spot book as the seconds tab's book is laid out (asks above, best at the bottom; the last
// trade between; bids below), from the local book kept by sequence (stores/spot.ts), and the
// latest trades under it. Tapping a level puts its price in the order form.
import { View, Text } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { useT } from '@/hooks/useT'
import { spotBook } from '@/stores/spot'
import { compact, thousands } from '@/utils/format'
import { buildBook } from '@/utils/orderBook'
import { BookSides } from '@/components/OrderBook'
import { clockTime } from './time'
import '@/components/OrderBook/index.scss'
import './SpotBookView.scss'

export interface SpotBookViewProps {
  quote: Match
  onPickPrice: (price: string) => void
}

export function SpotBookView({ quote, onPickPrice }: SpotBookViewProps) {
  const t = useT()
  const snap = useSnapshot(spotBook)
  const precision = quote.price_precision
  const copy = (side: typeof snap.bids): [string, string][] => side.map(([p, q]) => [p, q])
  // the book's last trade; before its first, the symbol's last price, which a market order on
  // this book is banded around too (server spot/submit.ts), as the seconds tab's book shows it
  const last = snap.lastPrice ?? quote.now_price
  const book = buildBook({
    bids: copy(snap.bids),
    asks: copy(snap.asks),
    price: last,
  })
  const empty = book.bids.length === 0 && book.asks.length === 0
  return (
    <>
      <View className='order-book spot-book' data-section='spot-book'>
        <Text className='section-title'>{t('trade.book.title')}</Text>
        {snap.simulated ? (
          <Text className='spot-book__simulated'>{t('spot.simulatedLiquidity')}</Text>
        ) : null}
        <View className='order-book__head'>
          <Text>{t('trade.book.price', { currency: quote.legal_name })}</Text>
          <Text>{t('trade.book.amount', { currency: quote.currency_name })}</Text>
        </View>
        {snap.status === 'loading' ? (
          <View className='order-book__waiting'>
            <Text>{t('common.loading')}</Text>
          </View>
        ) : snap.status === 'failed' ? (
          <View className='order-book__waiting'>
            <Text>{t('spot.bookFailed')}</Text>
          </View>
        ) : empty ? (
          <View className='order-book__waiting'>
            <Text>{t('spot.bookEmpty')}</Text>
          </View>
        ) : (
          <BookSides
            book={book}
            precision={precision}
            last={thousands(last, precision)}
            onPick={onPickPrice}
          />
        )}
      </View>
      <View className='order-book spot-trades' data-section='spot-trades'>
        <Text className='section-title'>{t('spot.trades')}</Text>
        {snap.trades.length === 0 ? (
          <Text className='spot-trades__none'>{t('spot.noTrades')}</Text>
        ) : (
          snap.trades.slice(0, 12).map((trade, i) => (
            <View key={`${trade.time}-${i}`} className='spot-trades__row'>
              <Text className='spot-trades__time'>{clockTime(trade.time)}</Text>
              <Text className={`spot-trades__price spot-trades__price--${trade.side}`}>
                {thousands(trade.price, precision)}
              </Text>
              <Text className='spot-trades__amount'>{compact(trade.amount)}</Text>
            </View>
          ))
        )}
      </View>
    </>
  )
}
