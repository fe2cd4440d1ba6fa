import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import { coinPlaces } from '@common/coins'
import { add, compare, mul } from '@common/decimal'
import { CoinLogo } from '@/components/CoinLogo'
import { useT } from '@/hooks/useT'
import { HIDDEN_FIGURE, hiddenBalances } from '@/stores/hiddenBalances'
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
  const { hidden } = useSnapshot(hiddenBalances)
  const shown = (figure: string) => (hidden ? HIDDEN_FIGURE : figure)
  const value = mul(add(holding.available, holding.frozen), holding.usdtPrice)
  return (
    <View className='holding' data-currency={holding.code}>
      <CoinLogo code={holding.code} logo={holding.logo} />
      <View className='holding__main'>
        <Text className='holding__code'>
          {holding.code}
          {name && name !== holding.code && <Text className='holding__name'> {name}</Text>}
        </Text>
        <Text className='holding__value'>
          {/* a project's token has no market: it is not valued at all rather than at 0 */}
          {compare(holding.usdtPrice, 0) > 0
            ? `≈ ${shown(thousands(value))} USDT`
            : t('assets.noMarket')}
        </Text>
      </View>
      <View className='holding__parts'>
        {/* floored to the coin's places: what may be spent is never overstated */}
        <Text className='holding__available'>
          {shown(balance(holding.available, coinPlaces(holding.currencyId)))}
        </Text>
        <Text className='holding__frozen'>
          {t('assets.frozen')} {shown(balance(holding.frozen, coinPlaces(holding.currencyId)))}
        </Text>
      </View>
    </View>
  )
})
