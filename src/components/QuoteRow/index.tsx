import { View, Text } from '@tarojs/components'
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
  /** second line: the full name (default), the market size, or the listing date */
  detail?: 'name' | 'size' | 'listed'
  /** shown when the symbol can be (un)watched */
  watched?: boolean
  onToggleWatch?: () => void
  /** defaults to opening the Trade tab on this symbol */
  onPress?: () => void
}

/** One live symbol: code, price in its own precision, 24 h change in the spec's colours. */
export function QuoteRow({
  matchId,
  detail = 'name',
  watched,
  onToggleWatch,
  onPress,
}: QuoteRowProps) {
  const t = useT()
  const quote = useQuote(matchId)
  if (!quote) return null
  const trend = priceTrend(quote.change)
  const second =
    detail === 'size'
      ? quote.market_cap !== null
        ? `${t('market.cap')} ${compact(quote.market_cap)}`
        : `${t('market.turnover')} ${compact(quote.turnover)}`
      : detail === 'listed'
        ? t('market.listedOn', { date: formatDate(quote.listed_at) })
        : quote.full_name
  return (
    <View
      className='quote-row'
      data-symbol={quote.symbol}
      onClick={onPress ?? (() => void switchTab(TRADE, { match_id: matchId }))}
    >
      {onToggleWatch ? (
        <View
          className={`quote-row__star${watched ? ' quote-row__star--on' : ''}`}
          role='checkbox'
          aria-checked={Boolean(watched)}
          aria-label={t(watched ? 'market.unwatch' : 'market.watch')}
          onClick={(e) => {
            e.stopPropagation()
            onToggleWatch()
          }}
        >
          <StarIcon on={Boolean(watched)} className='quote-row__star-icon' />
        </View>
      ) : null}
      <View className='quote-row__name'>
        <View>
          <Text className='quote-row__code'>{quote.currency_name}</Text>
          <Text className='quote-row__legal'> /{quote.legal_name}</Text>
        </View>
        <Text className='quote-row__detail'>{second}</Text>
      </View>
      <Text className={`quote-row__price quote-row__price--${trend}`}>
        {thousands(quote.now_price, quote.price_precision)}
      </Text>
      <View className={`quote-row__change quote-row__change--${trend}`}>
        {changeRate(quote.change)}
      </View>
    </View>
  )
}
