import { memo, useCallback } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { livePrice } from '../PriceAnnouncer'
import { TRADE } from '@/routes'
import { useT } from '@/hooks/useT'
import { useQuote } from '@/hooks/useQuotes'
import { StarIcon } from '@/components/Icons'
import { switchTab } from '@/services/router'
import { formatDate } from '@/utils/dates'
import { changeRate, compact, priceTrend, thousands } from '@/utils/format'
import './index.scss'

export interface QuoteRowProps {
  matchId: number
  /** second line: the full name (default), the 24 h volume, the market size, or the listing date */
  detail?: 'name' | 'volume' | 'size' | 'listed'
  /** shown when the symbol can be (un)watched */
  watched?: boolean
  onToggleWatch?: (matchId: number) => void
  /** defaults to opening the Trade tab on this symbol */
  onPress?: (matchId: number) => void
}

/**
 * One live symbol: code, price in its own precision, 24 h change in the spec's colours.
 * A tick re-renders the price and the change only: the row and its parts are memoised and take
 * callbacks by match id (the longest-frame budget on a streaming Market tab, DESIGN §7).
 */
export const QuoteRow = memo(function QuoteRow({
  matchId,
  detail = 'name',
  watched,
  onToggleWatch,
  onPress,
}: QuoteRowProps) {
  const t = useT()
  const quote = useQuote(matchId)
  const press = useCallback(
    () => (onPress ? onPress(matchId) : void switchTab(TRADE, { match_id: matchId })),
    [onPress, matchId],
  )
  if (!quote) return null
  const trend = priceTrend(quote.change)
  const second =
    detail === 'volume'
      ? `${t('market.vol')} ${compact(quote.turnover)}`
      : detail === 'size'
        ? quote.market_cap !== null
          ? `${t('market.cap')} ${compact(quote.market_cap)}`
          : `${t('market.turnover')} ${compact(quote.turnover)}`
        : detail === 'listed' && quote.listed_at !== null
          ? t('market.listedOn', { date: formatDate(quote.listed_at) })
          : quote.full_name
  return (
    // the star and the way to the chart side by side: a control inside another is two controls a
    // screen reader cannot tell apart
    <View className='quote-row' data-symbol={quote.symbol}>
      {onToggleWatch ? (
        <WatchStar matchId={matchId} watched={Boolean(watched)} onToggle={onToggleWatch} />
      ) : null}
      {/* named by its text: code, the second line, price and change, in the order they show */}
      <Pressable className='quote-row__open' role='link' onPress={press} {...livePrice(matchId)}>
        <QuoteName code={quote.currency_name} legal={quote.legal_name} second={second} />
        <Text className={`quote-row__price quote-row__price--${trend}`}>
          {thousands(quote.now_price, quote.price_precision)}
        </Text>
        <View className={`quote-row__change quote-row__change--${trend}`}>
          {changeRate(quote.change)}
        </View>
      </Pressable>
    </View>
  )
})

const QuoteName = memo(function QuoteName(props: { code: string; legal: string; second: string }) {
  return (
    <View className='quote-row__name'>
      <View>
        <Text className='quote-row__code'>{props.code}</Text>
        <Text className='quote-row__legal'> /{props.legal}</Text>
      </View>
      <Text className='quote-row__detail'>{props.second}</Text>
    </View>
  )
})

interface WatchStarProps {
  matchId: number
  watched: boolean
  onToggle: (matchId: number) => void
}

const WatchStar = memo(function WatchStar({ matchId, watched, onToggle }: WatchStarProps) {
  const t = useT()
  return (
    <Pressable
      className={`quote-row__star${watched ? ' quote-row__star--on' : ''}`}
      role='checkbox'
      selected={watched}
      label={t(watched ? 'market.unwatch' : 'market.watch')}
      onPress={() => onToggle(matchId)}
    >
      <StarIcon on={watched} className='quote-row__star-icon' />
    </Pressable>
  )
})
