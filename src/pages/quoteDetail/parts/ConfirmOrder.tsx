// What the user commits to, stated before they do: stake, fee, what comes back if right, what is
// lost if wrong, the draw rule and when and at which price the order settles.
import { View, Text } from '@tarojs/components'
import { Sheet } from '@/components/Sheet'
import type { Direction, PayableCurrency, SecondsOption } from '@wire/microtrade'
import type { Match } from '@wire/market'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { useWrite } from '@/hooks/useWrite'
import { submitOrder } from '@/services/api/microtrade'
import { toast } from '@/services/toast'
import { addPosition, loadOrders, refreshBalances } from '@/stores/trade'
import { balance, thousands } from '@/utils/format'
import { orderFee, payoutIfRight, profitIfRight, totalCost } from '@common/tradeRules'
import './ConfirmOrder.scss'

export interface ConfirmOrderProps {
  quote: Match
  option: SecondsOption
  currency: PayableCurrency
  stake: string
  direction: Direction
  onClose: () => void
  onPlaced: () => void
}

export function ConfirmOrder({
  quote,
  option,
  currency,
  stake,
  direction,
  onClose,
  onPlaced,
}: ConfirmOrderProps) {
  const t = useT()
  // one key for this confirmation: a double tap or a retry can't place a second order
  const order = useWrite(
    (key) =>
      submitOrder(
        {
          match_id: quote.id,
          currency_id: currency.id,
          type: direction,
          seconds: option.seconds,
          number: stake,
        },
        key,
      ),
    (placed) => {
      addPosition(placed)
      toast(t('trade.placed'), 'success')
      void refreshBalances().catch(() => undefined)
      onPlaced()
    },
    {
      refusal: (failure) => {
        // Unanswered, the order may still exist: Confirm again sends the same key (one order at
        // most), and the lists show it if it went through.
        if (failure.type === 'network') void Promise.allSettled([loadOrders(), refreshBalances()])
        return failure.message
      },
    },
  )
  const c = currency.name
  const fee = orderFee(stake, option.fee_rate)
  const payout = payoutIfRight(stake, option.profit_ratio)
  // every amount, in a sentence or not, through the one money formatter (utils/format balance)
  const rows: [string, string][] = [
    [t('trade.symbol'), quote.symbol],
    [t('trade.direction'), t(direction === 1 ? 'trade.up' : 'trade.down')],
    [t('trade.stake'), `${balance(stake)} ${c}`],
    [t('trade.fee'), `${balance(fee)} ${c}`],
    [t('trade.totalCost'), `${balance(totalCost(stake, option.fee_rate))} ${c}`],
    [
      t('trade.ifRight'),
      t('trade.ifRightText', {
        payout: balance(payout),
        profit: balance(profitIfRight(stake, option.profit_ratio)),
        currency: c,
      }),
    ],
    [t('trade.ifWrong'), t('trade.ifWrongText', { stake: balance(stake), currency: c })],
    [t('trade.draw'), t('trade.drawText')],
    [
      t('trade.buyPrice'),
      t('trade.buyPriceText', { price: thousands(quote.now_price, quote.price_precision) }),
    ],
    [t('trade.settlement'), t('trade.settlementText', { count: option.seconds })],
  ]

  return (
    <Sheet isOpened title={t('trade.confirmTitle')} onClose={onClose}>
      <View className='confirm-order'>
        {/* the terms scroll by themselves, so the answer and the buttons always stay in view */}
        <View className='confirm-order__rows'>
          {rows.map(([label, value]) => (
            <View key={label} className='confirm-order__row'>
              <Text className='confirm-order__label'>{label}</Text>
              <Text className='confirm-order__value'>{value}</Text>
            </View>
          ))}
        </View>
        <FormFooter
          block='confirm-order'
          tone={direction === 1 ? 'up' : 'down'}
          error={order.error}
          busy={order.busy}
          onCancel={onClose}
          onSubmit={() => void order.send()}
        >
          {t('trade.confirm')}
        </FormFooter>
      </View>
    </Sheet>
  )
}
