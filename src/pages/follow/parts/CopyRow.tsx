// A copy: the follower's own leveraged position opened when the trader's opened, at the price of
// that instant. An open one shows its unrealised profit as last read and can be closed here.
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useT } from '@/hooks/useT'
import type { LeverPosition } from '@/services/api/lever'
import { balance, grouped, priceColor } from '@/utils/format'

export interface CopyRowProps {
  position: LeverPosition
  onClose: (position: LeverPosition) => void
}

export function CopyRow({ position: p, onClose }: CopyRowProps) {
  const t = useT()
  const open = p.status === 1
  const profit = open ? p.profits : (p.fact_profits ?? '0')
  return (
    <View className='copy-row' data-copy={p.id} data-status={p.status}>
      <View className='copy-row__main'>
        <Text className={`trade-row__side trade-row__side--${p.type === 1 ? 'long' : 'short'}`}>
          {t(p.type === 1 ? 'lever.long' : 'lever.short')} {p.multiple}x
        </Text>
        <Text>
          {p.symbol} · {p.share} @ {grouped(p.price ?? '0')}
        </Text>
        <Text style={{ color: priceColor(profit) }}>{balance(profit)}</Text>
      </View>
      {open ? (
        <Pressable className='copy-row__close' onPress={() => onClose(p)}>
          {t('lever.close')}
        </Pressable>
      ) : (
        <Text className='copy-row__ended'>
          {t(p.close_reason === 'trader' ? 'lever.reason.trader' : 'follow.closedByYou')}
        </Text>
      )}
    </View>
  )
}
