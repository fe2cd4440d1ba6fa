import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { add, mul } from '@common/decimal'
import { useT } from '@/hooks/useT'
import { currencyColor } from '@/utils/currencyColors'
import { balance, thousands } from '@/utils/format'
import type { Holding } from './accounts'

interface Props {
  holding: Holding
  /** the coin's name in the user's language; '' while unknown */
  name: string
}

/** One currency of one account: what is available, what is frozen, and about what it is worth. */
export const HoldingRow = memo(function HoldingRow({ holding, name }: Props) {
  const t = useT()
  const value = mul(add(holding.available, holding.frozen), holding.usdtPrice)
  return (
    <View className='holding' data-currency={holding.code}>
      <View className='holding__badge' style={{ backgroundColor: currencyColor(holding.code) }}>
        {holding.code.slice(0, 1)}
      </View>
      <View className='holding__main'>
        <Text className='holding__code'>
          {holding.code}
          {name && name !== holding.code && <Text className='holding__name'> {name}</Text>}
        </Text>
        <Text className='holding__value'>≈ {thousands(value)} USDT</Text>
      </View>
      <View className='holding__parts'>
        <Text className='holding__available'>{balance(holding.available)}</Text>
        <Text className='holding__frozen'>
          {t('assets.frozen')} {balance(holding.frozen)}
        </Text>
      </View>
    </View>
  )
})
