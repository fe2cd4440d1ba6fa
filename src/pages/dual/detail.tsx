// One dual product (issue 29 item 1): its terms, and for the amount typed both outcomes worked out
// ("if BTC is at or above 100,000 at 08:00 on 3 Dec you receive ... USDT; otherwise ... BTC"), with
// the formula the server pays by (common/dualRules.ts); buying asks first and holds the deposit.
import { useCallback, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { USDT } from '@common/coins'
import { compare } from '@common/decimal'
import { dualOutcomes, type DualPayout } from '@common/dualRules'
import { isAmount } from '@common/validate'
import { DetailState } from '@/components/DetailState'
import { Field } from '@/components/Field'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { DUAL_ORDERS } from '@/routes'
import { buyDual, fetchDualProduct, type DualProduct } from '@/services/api/dual'
import { pageQuery, redirect } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { formatInstant } from '@/utils/dates'
import { grouped } from '@/utils/format'
import { amountText } from './parts/amountText'
import { ProductFacts } from './parts/ProductFacts'
import './dual.scss'

function DetailBody() {
  const id = Number(pageQuery(useRouter().params).id)
  const fetch = useCallback(() => fetchDualProduct(id), [id])
  const { load, retry } = useDetail(Number.isInteger(id) && id > 0 ? fetch : null, {
    refusalIsMissing: true,
  })
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={4} />}>
      {(product: DualProduct) => <BuyForm product={product} />}
    </DetailState>
  )
}

function BuyForm({ product: p }: { product: DualProduct }) {
  const t = useT()
  const [num, setNum] = useState('')
  const typed = num.trim()
  const valid =
    isAmount(typed, p.deposit_places) && compare(typed, p.min) >= 0 && compare(typed, p.max) <= 0
  const outcomes = valid ? dualOutcomes(p, typed, p.coin_places) : null
  const paid = (o: DualPayout) =>
    amountText(o.amount, o.in === 'coin' ? p.currency_name : USDT.code)
  const when = formatInstant(p.settle_at, 'YYYY-MM-DD HH:mm')
  const coin = p.currency_name
  const target = grouped(p.target_price)

  // one key per intended order: a retry after a lost answer buys once
  const order = useConfirmedWrite(
    (key) => buyDual(p.id, typed, key),
    () => {
      toast(t('dual.bought'), 'success')
      carryToast()
      void redirect(DUAL_ORDERS)
    },
  )

  const ask = () => {
    if (valid) order.ask()
    else order.setError(t('dual.range', { min: p.min, max: p.max, currency: p.deposit_name }))
  }

  return (
    <View className='dual'>
      <View className='dual-card'>
        <Text className='dual-card__title'>
          {t(p.type === 'call' ? 'dual.call' : 'dual.put', { coin })}
        </Text>
        <ProductFacts product={p} />
        <Text className='dual__note'>{t('dual.now', { coin, price: grouped(p.last_price) })}</Text>
      </View>
      <Field
        name='num'
        type='digit'
        label={t('dual.amount', { currency: p.deposit_name })}
        value={num}
        onInput={(value) => {
          setNum(value)
          order.changed()
        }}
        hint={t('dual.limits', { min: p.min, max: p.max, currency: p.deposit_name })}
        error={order.error}
        ltr
      />
      <View className='dual-outcomes' data-section='outcomes'>
        <Text className='dual-outcomes__line' data-outcome='reached'>
          {t(p.type === 'call' ? 'dual.ifAbove' : 'dual.ifBelow', {
            coin,
            target,
            when,
            payout: outcomes ? paid(outcomes.reached) : '--',
          })}
        </Text>
        <Text className='dual-outcomes__line' data-outcome='missed'>
          {t('dual.otherwise', { payout: outcomes ? paid(outcomes.missed) : '--' })}
        </Text>
        <Text className='dual__note'>
          {t('dual.formula', { apr: grouped(p.apr), days: p.days })}
        </Text>
      </View>
      <View className='dual__note' role='note'>
        {t('dual.risk')}
      </View>
      <Button
        className='dual__buy'
        type='primary'
        disabled={!p.open}
        loading={order.busy}
        onPress={ask}
      >
        {t(p.open ? 'dual.buy' : 'dual.closed')}
      </Button>
      <Dialog
        isOpened={order.asking}
        title={t('dual.confirmTitle')}
        content={t('dual.confirm', { amount: amountText(typed, p.deposit_name), when })}
        cancelText={t('common.back')}
        confirmText={t('dual.buy')}
        onCancel={order.cancel}
        onClose={order.cancel}
        onConfirm={() => void order.confirm()}
      />
    </View>
  )
}

export default function DualDetailPage() {
  return (
    <Screen>
      <DetailBody />
    </Screen>
  )
}
