// A loan product's terms as the list and the borrow page show them: the rate, the term, the
// collateral it takes and the three LTV lines.
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { LoanProduct } from '@/services/api/loan'
import { grouped } from '@/utils/format'

export function ProductTerms({ product: p }: { product: LoanProduct }) {
  const t = useT()
  const fact = (label: string, value: string, name: string) => (
    <View className='loan-fact' data-fact={name}>
      <Text className='loan-fact__label'>{label}</Text>
      <Text className='loan-fact__value'>{value}</Text>
    </View>
  )
  return (
    <View className='loan-facts'>
      {fact(t('loan.dailyRate'), `${grouped(p.daily_rate)}%`, 'rate')}
      {fact(t('loan.term'), t('count.days', { count: p.days }), 'days')}
      {fact(
        t('loan.collateral'),
        p.collateral_coins.map((c) => c.currency_name).join(', '),
        'collateral',
      )}
      {fact(t('loan.ltvInitial'), `${grouped(p.ltv_initial)}%`, 'initial')}
      {fact(t('loan.ltvCall'), `${grouped(p.ltv_call)}%`, 'call')}
      {fact(t('loan.ltvLiquidate'), `${grouped(p.ltv_liquidate)}%`, 'liquidate')}
    </View>
  )
}
