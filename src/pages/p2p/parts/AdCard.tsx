// One sell ad as the market lists it: the merchant and their record from real orders, the price,
// what is still offered, the limits and how to pay.
import { Text, View } from '@tarojs/components'
import { Button } from '@/components/Button'
import { useT } from '@/hooks/useT'
import type { P2pAd } from '@/services/api/p2p'
import { balance, grouped } from '@/utils/format'

interface Props {
  ad: P2pAd
  /** the buy action; none on the merchant's own list */
  onBuy?: () => void
  /** the close action of the merchant's own list */
  onClose?: () => void
}

export function AdCard({ ad: a, onBuy, onClose }: Props) {
  const t = useT()
  return (
    <View className='p2p-card' data-ad={a.id} data-status={a.status}>
      <View className='p2p-card__head'>
        <Text className='p2p-card__name'>{a.merchant.name}</Text>
        <Text className='p2p-card__record'>
          {a.merchant.completion === null
            ? t('p2p.newMerchant')
            : t('p2p.record', { done: a.merchant.orders_done, rate: a.merchant.completion })}
        </Text>
      </View>
      <Text className='p2p-card__price'>
        {grouped(a.price)} {a.fiat}
      </Text>
      <Text className='p2p-card__line'>
        {t('p2p.available', { amount: grouped(a.remaining), currency: a.currency_name })}
      </Text>
      <Text className='p2p-card__line'>
        {t('p2p.limits', { min: balance(a.min_fiat), max: balance(a.max_fiat), fiat: a.fiat })}
      </Text>
      <Text className='p2p-card__line'>{t('p2p.bank', { bank: a.bank_name })}</Text>
      {onBuy && (
        <Button className='p2p-card__action' type='primary' size='small' onPress={onBuy}>
          {t('p2p.buy', { currency: a.currency_name })}
        </Button>
      )}
      {onClose && a.status === 1 && (
        <Button className='p2p-card__action' size='small' onPress={onClose}>
          {t('p2p.closeAd')}
        </Button>
      )}
      {a.status === 0 && <Text className='p2p-card__line'>{t('p2p.adClosed')}</Text>}
    </View>
  )
}
