// A dual product's terms as the list and the detail show them: target price, APR, term, when the
// price is read and when orders close.
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { DualProduct } from '@/services/api/dual'
import { formatInstant } from '@/utils/dates'
import { grouped } from '@/utils/format'

export function ProductFacts({ product: p }: { product: DualProduct }) {
  const t = useT()
  const fact = (label: string, value: string, name: string) => (
    <View className='dual-fact' data-fact={name}>
      <Text className='dual-fact__label'>{label}</Text>
      <Text className='dual-fact__value'>{value}</Text>
    </View>
  )
  return (
    <View className='dual-facts'>
      {fact(t('dual.target'), `${grouped(p.target_price)} USDT`, 'target')}
      {fact(t('dual.apr'), `${grouped(p.apr)}%`, 'apr')}
      {fact(t('dual.term'), t('count.days', { count: p.days }), 'days')}
      {fact(t('dual.settleAt'), formatInstant(p.settle_at, 'YYYY-MM-DD HH:mm'), 'settle')}
      {fact(t('dual.closeAt'), formatInstant(p.close_at, 'YYYY-MM-DD HH:mm'), 'close')}
    </View>
  )
}
