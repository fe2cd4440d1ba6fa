// The user's dual-investment orders, newest first: what was deposited into which product, and once
// settled the price read and what was paid in which currency.
import { Text, View } from '@tarojs/components'
import { OrderCards } from '@/components/OrderCards'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { fetchDualOrders, type DualOrder } from '@/services/api/dual'
import { formatInstant } from '@/utils/dates'
import { grouped } from '@/utils/format'
import { amountText } from './parts/amountText'
import './dual.scss'

function OrderCard({ order: o }: { order: DualOrder }) {
  const t = useT()
  const p = o.product
  return (
    <View className='dual-card' data-order={o.id} data-status={o.status}>
      <Text className='dual-card__title'>
        {t(p.type === 'call' ? 'dual.call' : 'dual.put', { coin: p.currency_name })} ·{' '}
        {grouped(p.target_price)} USDT
      </Text>
      <Text className='dual-card__line'>
        {t('dual.deposited', { amount: amountText(o.num, p.deposit_name) })}
      </Text>
      <Text className='dual-card__line'>
        {o.status === 2 && o.payout !== null
          ? t('dual.settled', {
              price: grouped(p.settle_price ?? '0'),
              amount: amountText(o.payout, o.payout_name ?? ''),
            })
          : t('dual.holding', { when: formatInstant(p.settle_at, 'YYYY-MM-DD HH:mm') })}
      </Text>
    </View>
  )
}

export default function DualOrdersPage() {
  const t = useT()
  return (
    <Screen>
      <OrderCards
        fetchPage={fetchDualOrders}
        empty={t('dual.noOrders')}
        className='dual'
        card={(o) => <OrderCard key={o.id} order={o} />}
      />
    </Screen>
  )
}
