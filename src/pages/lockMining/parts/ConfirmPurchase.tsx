// The purchase as the user commits to it: product, amount, days, the estimated return as a range
// and what locking means, then Confirm. One key per confirmation, so a double tap or a retry after
// a lost answer locks the amount once.
import { Text, View } from '@tarojs/components'
import { Sheet } from '@/components/Sheet'
import { redemption, returnRange } from '@common/lockMiningRules'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { useWrite } from '@/hooks/useWrite'
import { buyLockProduct, type LockOrder, type LockProduct } from '@/services/api/lockMining'
import { balance, grouped } from '@/utils/format'
import { rateRange } from './terms'

export interface ConfirmPurchaseProps {
  product: LockProduct
  amount: string
  onClose: () => void
  onBought: (order: LockOrder) => void
  /** a refusal, for the page to act on (a missing wallet shows its link) */
  onRefused: () => void
}

export function ConfirmPurchase({
  product: p,
  amount,
  onClose,
  onBought,
  onRefused,
}: ConfirmPurchaseProps) {
  const t = useT()
  const purchase = useWrite((key) => buyLockProduct({ config_id: p.id, amount }, key), onBought, {
    refusal: (failure) => {
      onRefused()
      // 998 has already sent the app to certification: say why it went there
      return failure.message || t('lock.notCertified')
    },
  })
  const c = p.currency_name
  const est = returnRange(amount, p.rate, p.rate_max, p.day)
  const days = t('count.days', { count: p.day })
  const rows: [string, string][] = [
    [t('lock.product'), p.title],
    [t('lock.amountLabel'), `${balance(amount)} ${c}`],
    [t('lock.cycle'), days],
    [t('lock.dailyRate'), rateRange(p.rate, p.rate_max)],
    [
      t('lock.estDaily'),
      t('lock.range', { min: balance(est.dailyMin), max: balance(est.dailyMax), currency: c }),
    ],
    [
      t('lock.estTotal'),
      t('lock.range', { min: balance(est.totalMin), max: balance(est.totalMax), currency: c }),
    ],
    [
      t('lock.penalty'),
      t('lock.penaltyValue', { rate: grouped(p.adance_redeem_falsify) }) +
        ' · ' +
        t('lock.penaltyAtOnce', {
          penalty: balance(redemption(amount, p.adance_redeem_falsify, p.day).penalty),
          currency: c,
        }),
    ],
  ]

  return (
    <Sheet isOpened title={t('lock.confirmTitle')} onClose={onClose}>
      <View className='lock-confirm'>
        {rows.map(([label, value]) => (
          <View key={label} className='lock-row'>
            <Text className='lock-row__label'>{label}</Text>
            <Text className='lock-row__value'>{value}</Text>
          </View>
        ))}
        <Text className='lock__note'>{t('lock.ruleLocked', { days })}</Text>
        <FormFooter
          block='lock-confirm'
          error={purchase.error}
          busy={purchase.busy}
          onCancel={onClose}
          onSubmit={() => void purchase.send()}
        >
          {t('lock.confirm')}
        </FormFooter>
      </View>
    </Sheet>
  )
}
