// A trader's figures as the server computed them from their closed positions, profit after fees:
// the same block on the list and at the top of the trader's page.
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { Trader } from '@/services/api/follow'
import { balance, priceColor } from '@/utils/format'

export function TraderStats({ trader }: { trader: Trader }) {
  const t = useT()
  const cell = (label: string, value: string, color?: string, name?: string) => (
    <View className='trader-stats__cell' data-stat={name}>
      <Text className='trader-stats__value' style={color ? { color } : undefined}>
        {value}
      </Text>
      <Text className='trader-stats__label'>{label}</Text>
    </View>
  )
  return (
    <View className='trader-stats'>
      {cell(
        t('follow.profit30d'),
        balance(trader.profit_30d),
        priceColor(trader.profit_30d),
        'profit30d',
      )}
      {cell(
        t('follow.profitTotal'),
        balance(trader.profit_total),
        priceColor(trader.profit_total),
        'profitTotal',
      )}
      {cell(
        t('follow.winRate'),
        trader.win_rate === null ? '--' : `${trader.win_rate}%`,
        undefined,
        'winRate',
      )}
      {cell(t('follow.trades'), String(trader.trades), undefined, 'trades')}
      {cell(t('follow.followers'), String(trader.followers), undefined, 'followers')}
      {cell(t('follow.drawdown'), balance(trader.max_drawdown), undefined, 'drawdown')}
    </View>
  )
}

/** The trader's name with its first letter as an avatar, and what the user should know first. */
export function TraderName({ trader, avatar }: { trader: Trader; avatar?: string | null }) {
  const t = useT()
  return (
    <View className='trader-name'>
      {avatar ? (
        <View className='trader-name__avatar' style={{ backgroundImage: `url(${avatar})` }} />
      ) : (
        <View className='trader-name__avatar'>{trader.nickname.slice(0, 1).toUpperCase()}</View>
      )}
      <Text className='trader-name__nickname'>{trader.nickname}</Text>
      {trader.followed ? <Text className='trader-name__tag'>{t('follow.following')}</Text> : null}
      {!trader.accepting ? (
        <Text className='trader-name__tag trader-name__tag--off'>{t('follow.closedToNew')}</Text>
      ) : null}
      <Text className='trader-name__share'>
        {t('follow.shareShort', { ratio: trader.share_ratio })}
      </Text>
    </View>
  )
}
