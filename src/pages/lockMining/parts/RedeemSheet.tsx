// Early redemption, asked first with what it costs: the penalty and the refund before anything
// else (SPEC §9: penalty = penalty ratio x remaining days x amount), as the server prices the order
// today, then the formula with this order's figures. The order ends at once: no more daily profit.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Sheet } from '@/components/Sheet'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { redeemLockOrder, type LockOrder, type Redeemed } from '@/services/api/lockMining'
import { ApiError } from '@/services/http'
import { balance, grouped } from '@/utils/format'

export interface RedeemSheetProps {
  order: LockOrder
  onClose: () => void
  onRedeemed: (result: Redeemed) => void
}

export function RedeemSheet({ order: o, onClose, onRedeemed }: RedeemSheetProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const c = o.currency_name

  const confirm = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      onRedeemed(await redeemLockOrder(o.id))
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Sheet isOpened title={t('lock.redeemTitle')} onClose={onClose}>
      <View className='lock-confirm lock-redeem'>
        <View className='lock-row lock-redeem__penalty'>
          <Text className='lock-row__label'>{t('lock.penaltyLabel')}</Text>
          <Text className='lock-row__value lock-redeem__loss'>
            {balance(o.cancel_fee)} {c}
          </Text>
        </View>
        <View className='lock-row lock-redeem__refund'>
          <Text className='lock-row__label'>{t('lock.refund')}</Text>
          <Text className='lock-row__value'>
            {balance(o.refund)} {c}
          </Text>
        </View>
        <Text className='lock__note'>
          {t('lock.penaltyFormula', {
            rate: grouped(o.adance_redeem_falsify),
            days: t('count.days', { count: o.remaining_days }),
            amount: balance(o.amount),
            currency: c,
          })}
        </Text>
        <Text className='lock__note'>{t('lock.redeemNote')}</Text>
        <FormFooter
          block='lock-confirm'
          error={error}
          busy={busy}
          onCancel={onClose}
          onSubmit={() => void confirm()}
        >
          {t('lock.redeem')}
        </FormFooter>
      </View>
    </Sheet>
  )
}
