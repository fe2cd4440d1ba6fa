// A week's statement with the high-water mark worked through: the week's realised profit, the
// cumulative, the mark before and after, and the share charged (ratio x the part above the mark,
// plus anything an earlier week still owed) and what was paid.
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { FollowMine } from '@/services/api/follow'
import { balance, priceColor } from '@/utils/format'

export function StatementCard({ statement: s }: { statement: FollowMine['statements'][number] }) {
  const t = useT()
  const row = (label: string, value: string, color?: string) => (
    <View className='statement__row'>
      <Text>{label}</Text>
      <Text style={color ? { color } : undefined}>{value}</Text>
    </View>
  )
  return (
    <View className='statement' data-week={s.week_start}>
      <Text className='statement__title'>
        {t('follow.weekOf', { week: s.week_start, name: s.nickname })}
      </Text>
      {row(t('follow.weekRealised'), balance(s.realised), priceColor(s.realised))}
      {row(t('follow.cumulative'), balance(s.cumulative))}
      {row(
        t('follow.highWater'),
        `${balance(s.high_water_before)} → ${balance(s.high_water_after)}`,
      )}
      {row(t('follow.shareDue', { ratio: s.share_ratio }), balance(s.due))}
      {row(t('follow.sharePaid'), balance(s.paid))}
    </View>
  )
}
