// A card payment's state: what the card is charged at which rate, and whether the provider has
// confirmed it.
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { PayOrder } from '@/services/api/pay'
import { balance } from '@/utils/format'

const STATUS_KEYS = { 1: 'pay.waiting', 2: 'pay.paid', 3: 'pay.failed' } as const

export function PaymentState({ order }: { order: PayOrder }) {
  const t = useT()
  return (
    <View className='pay-state' data-pay-status={order.status}>
      {order.sandbox ? <Text className='pay-checkout__sandbox'>{t('pay.sandbox')}</Text> : null}
      <Text className='pay__note'>{t(STATUS_KEYS[order.status])}</Text>
      <Text className='pay__note'>
        {t('pay.charged', {
          amount: balance(order.pay_amount),
          currency: order.currency_code,
          rate: balance(order.rate),
          coin: order.currency_name,
        })}
      </Text>
    </View>
  )
}
