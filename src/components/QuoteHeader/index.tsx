import { View, Text } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { livePriceStop } from '../PriceAnnouncer'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { toggleWatch, watchlist } from '@/stores/watchlist'
import { useT } from '@/hooks/useT'
import { compact, priceTrend, thousands } from '@/utils/format'
import { ChangeText } from '@/components/ChangeText'
import { ChangeBase } from '@/components/ChangeText/ChangeBase'
import { StarIcon } from '@/components/Icons'
import './index.scss'

export interface QuoteHeaderProps {
  quote: Match
  onSwitch: () => void
}

/** SPEC §2 quote: name, latest, change rate, yesterday close, today open, high, low, volume. */
export function QuoteHeader({ quote, onSwitch }: QuoteHeaderProps) {
  const t = useT()
  // the star is the watchlist's: every page with this header shows and toggles it the same way
  const watched = quote.id in useSnapshot(watchlist).entries
  const p = quote.price_precision
  const figures: [string, string][] = [
    [t('trade.high'), thousands(quote.high, p)],
    [t('trade.low'), thousands(quote.low, p)],
    [t('trade.volume'), compact(quote.volume)],
    [t('trade.yesterdayClose'), thousands(quote.yesterday_close, p)],
    [t('trade.todayOpen'), thousands(quote.today_open, p)],
    [t('trade.turnover'), compact(quote.turnover)],
  ]
  return (
    <View className='quote-header' data-section='quote'>
      <View className='quote-header__top'>
        <Pressable className='quote-header__switch' onPress={onSwitch}>
          <Text className='quote-header__symbol'>{quote.symbol}</Text>
          <View className='quote-header__caret' />
        </Pressable>
        <Pressable
          className={`quote-header__star${watched ? ' quote-header__star--on' : ''}`}
          role='checkbox'
          selected={watched}
          label={t(watched ? 'market.unwatch' : 'market.watch')}
          onPress={() => void toggleWatch(quote.id, quote.currency_id)}
        >
          <StarIcon on={watched} className='quote-header__star-icon' />
        </Pressable>
      </View>
      <Text className='quote-header__name'>{quote.full_name}</Text>
      {/* not a control: a place in the Tab order where the price can be heard as it moves */}
      <View className='quote-header__main' {...livePriceStop(quote.id)}>
        <Text className={`quote-header__price quote-header__price--${priceTrend(quote.change)}`}>
          {thousands(quote.now_price, p)}
        </Text>
        <ChangeText className='quote-header__change' value={quote.change} />
        {/* against the price 24 h ago, not yesterday's close shown below: it says which */}
        <ChangeBase />
      </View>
      <View className='quote-header__figures'>
        {figures.map(([label, value]) => (
          <View key={label} className='quote-header__figure'>
            <Text className='quote-header__label'>{label}</Text>
            <Text className='quote-header__value'>{value}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
