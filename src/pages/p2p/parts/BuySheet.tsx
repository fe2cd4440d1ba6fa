// Buying from one ad: the fiat amount typed, what it buys at the ad's price (common/p2pRules, the
// server's arithmetic), the rules that decide the order before it is placed (15 minutes to pay,
// the daily cancellations), and a confirmation.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { compare } from '@common/decimal'
import { coinFor, P2P_DAILY_CANCELS, P2P_PAY_MINUTES } from '@common/p2pRules'
import { isAmount } from '@common/validate'
import { Field } from '@/components/Field'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useT } from '@/hooks/useT'
import { P2P_ORDER } from '@/routes'
import { placeP2pOrder, type P2pAd } from '@/services/api/p2p'
import { navigate } from '@/services/router'
import { balance, grouped } from '@/utils/format'

export function BuySheet({ ad: a, onCancel }: { ad: P2pAd; onCancel: () => void }) {
  const t = useT()
  const [fiat, setFiat] = useState('')
  const typed = fiat.trim()
  const valid =
    isAmount(typed, 2) && compare(typed, a.min_fiat) >= 0 && compare(typed, a.max_fiat) <= 0
  const coin = valid ? coinFor(typed, a.price, a.coin_places) : null

  // one key per intended order: a retry after a lost answer places one
  const order = useConfirmedWrite(
    (key) => placeP2pOrder(a.id, typed, key),
    (placed) => void navigate(P2P_ORDER, { id: placed.id }),
  )

  const ask = () => {
    if (valid && coin !== null && compare(coin, '0') > 0) order.ask()
    else
      order.setError(
        t('p2p.range', { min: balance(a.min_fiat), max: balance(a.max_fiat), fiat: a.fiat }),
      )
  }

  return (
    <View className='p2p-sheet' data-section='buy-sheet'>
      <Text className='p2p-card__name'>
        {t('p2p.buyFrom', { currency: a.currency_name, merchant: a.merchant.name })}
      </Text>
      <Field
        name='fiat'
        type='digit'
        label={t('p2p.pay', { fiat: a.fiat })}
        value={fiat}
        onInput={(v) => {
          setFiat(v)
          order.changed()
        }}
        hint={t('p2p.limits', { min: balance(a.min_fiat), max: balance(a.max_fiat), fiat: a.fiat })}
        error={order.error}
        ltr
      />
      <Text className='p2p-sheet__receive' data-line='receive'>
        {t('p2p.receive', {
          amount: coin === null ? '--' : grouped(coin),
          currency: a.currency_name,
          price: grouped(a.price),
          fiat: a.fiat,
        })}
      </Text>
      <Text className='p2p__note'>
        {t('p2p.rules', { minutes: P2P_PAY_MINUTES, limit: P2P_DAILY_CANCELS })}
      </Text>
      <View className='p2p-sheet__actions'>
        <Button size='small' onPress={onCancel}>
          {t('common.back')}
        </Button>
        <Button size='small' type='primary' loading={order.busy} onPress={ask}>
          {t('p2p.placeOrder')}
        </Button>
      </View>
      <Dialog
        isOpened={order.asking}
        title={t('p2p.confirmTitle')}
        content={t('p2p.confirm', {
          fiat_amount: balance(typed),
          fiat: a.fiat,
          amount: coin === null ? '--' : grouped(coin),
          currency: a.currency_name,
          minutes: P2P_PAY_MINUTES,
        })}
        cancelText={t('common.back')}
        confirmText={t('p2p.placeOrder')}
        onCancel={order.cancel}
        onClose={order.cancel}
        onConfirm={() => void order.confirm()}
      />
    </View>
  )
}
