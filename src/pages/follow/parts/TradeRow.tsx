// One of a trader's positions as others see it: side, symbol, multiple, shares, where it opened,
// and once closed where it closed and what it made after fees.
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { TraderTrade } from '@/services/api/follow'
import { formatInstant } from '@/utils/dates'
import { balance, grouped, priceColor } from '@/utils/format'

export function TradeRow({ trade }: { trade: TraderTrade }) {
  const t = useT()
  const long = trade.type === 1
  return (
    <View className='trade-row' data-trade={trade.id}>
      <View className='trade-row__head'>
        <Text className={`trade-row__side trade-row__side--${long ? 'long' : 'short'}`}>
          {t(long ? 'lever.long' : 'lever.short')} {trade.multiple}x
        </Text>
        <Text className='trade-row__symbol'>{trade.symbol}</Text>
        {trade.profit !== null ? (
          <Text className='trade-row__profit' style={{ color: priceColor(trade.profit) }}>
            {balance(trade.profit)}
          </Text>
        ) : null}
      </View>
      <Text className='trade-row__line'>
        {t('follow.tradeLine', {
          shares: trade.share,
          open: grouped(trade.price),
          close: trade.close_price === null ? '--' : grouped(trade.close_price),
        })}
      </Text>
      <Text className='trade-row__time'>
        {formatInstant(trade.open_time, 'MM-DD HH:mm')}
        {trade.close_time ? ` → ${formatInstant(trade.close_time, 'MM-DD HH:mm')}` : ''}
      </Text>
    </View>
  )
}
