// The user's side of the book: open orders (each cancellable, after a question), ended orders with
// why they ended, and fills with their fees and whether the other side was the house's simulated
// liquidity.
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { TOAST_REFUSAL } from '@/hooks/useWrite'
import { useT } from '@/hooks/useT'
import { cancelSpotOrder, type SpotFill, type SpotOrder } from '@/services/api/spot'
import { toast } from '@/services/toast'
import { spotAccount, type OrdersTab } from '@/stores/spot'
import { formatInstant } from '@/utils/dates'
import { thousands } from '@/utils/format'
import './SpotOrders.scss'

const TABS: readonly [OrdersTab, string][] = [
  ['open', 'spot.openOrders'],
  ['history', 'spot.history'],
  ['fills', 'spot.fills'],
]

const END_REASONS: Readonly<Record<string, string>> = {
  cancelled: 'spot.ended.cancelled',
  ioc: 'spot.ended.ioc',
  market: 'spot.ended.market',
  self_trade: 'spot.ended.selfTrade',
}

export interface SpotOrdersProps {
  quote: Match
  onChanged: () => void
}

function OrderRow({
  order,
  quote,
  onCancel,
}: {
  order: SpotOrder
  quote: Match
  onCancel?: () => void
}) {
  const t = useT()
  const p = quote.price_precision
  const status =
    order.status === 1
      ? t('spot.status.open')
      : order.status === 2
        ? t('spot.status.filled')
        : t(END_REASONS[order.end_reason ?? 'cancelled'])
  return (
    <View className='spot-orders__row' data-order={order.id}>
      <View className='spot-orders__top'>
        <Text
          className={`spot-orders__side spot-orders__side--${order.type === 1 ? 'buy' : 'sell'}`}
        >
          {t(order.type === 1 ? 'spot.buy' : 'spot.sell')} ·{' '}
          {t(order.kind === 'limit' ? 'spot.limit' : 'spot.market')}
        </Text>
        <Text className='spot-orders__time'>{formatInstant(order.create_time, 'MM-DD HH:mm')}</Text>
      </View>
      <View className='spot-orders__figures'>
        <Text>
          {order.kind === 'limit'
            ? `${t('spot.priceShort')} ${thousands(order.target_price, p)}`
            : t('spot.marketPrice')}
        </Text>
        <Text>
          {t('spot.filledOf', {
            filled: order.trade_amount,
            amount: order.num,
            currency: quote.currency_name,
          })}
        </Text>
        {order.trade_price !== '0' ? (
          <Text>{t('spot.average', { price: thousands(order.trade_price, p + 2) })}</Text>
        ) : null}
        <Text>{status}</Text>
      </View>
      {onCancel ? (
        <Pressable className='spot-orders__cancel' onPress={onCancel}>
          {t('common.cancel')}
        </Pressable>
      ) : null}
    </View>
  )
}

function FillRow({ fill, quote }: { fill: SpotFill; quote: Match }) {
  const t = useT()
  return (
    <View className='spot-orders__row' data-fill={fill.id}>
      <View className='spot-orders__top'>
        <Text
          className={`spot-orders__side spot-orders__side--${fill.type === 1 ? 'buy' : 'sell'}`}
        >
          {t(fill.type === 1 ? 'spot.buy' : 'spot.sell')} ·{' '}
          {t(fill.role === 'maker' ? 'spot.maker' : 'spot.taker')}
        </Text>
        <Text className='spot-orders__time'>{formatInstant(fill.time, 'MM-DD HH:mm')}</Text>
      </View>
      <View className='spot-orders__figures'>
        <Text className='spot-orders__trade'>
          {fill.amount} {quote.currency_name} @ {thousands(fill.price, quote.price_precision)}
        </Text>
        <Text>
          {t('spot.feePaid', {
            fee: fill.fee,
            currency:
              fill.fee_currency === quote.currency_id ? quote.currency_name : quote.legal_name,
          })}
        </Text>
        {fill.simulated ? (
          <Text className='spot-orders__simulated'>{t('spot.withSimulated')}</Text>
        ) : null}
      </View>
    </View>
  )
}

export function SpotOrders({ quote, onChanged }: SpotOrdersProps) {
  const t = useT()
  const account = useSnapshot(spotAccount)
  const [tab, setTab] = useState<OrdersTab>('open')
  // the order asked about, by id; its key stays until it is cancelled or another is asked about,
  // so a retry after a lost answer cancels once
  const [orderId, setOrderId] = useState(0)
  const cancel = useConfirmedWrite(
    (key) => cancelSpotOrder(orderId, key),
    () => {
      toast(t('spot.cancelled'), 'success')
      onChanged()
    },
    TOAST_REFUSAL,
  )
  const askCancel = (id: number) => {
    if (id !== orderId) cancel.changed()
    setOrderId(id)
    cancel.ask()
  }

  const state = account.lists[tab]
  const rows =
    tab === 'fills'
      ? account.fills.map((f) => <FillRow key={f.id} fill={f} quote={quote} />)
      : (tab === 'open' ? account.open : account.history).map((o) => (
          <OrderRow
            key={o.id}
            order={o}
            quote={quote}
            onCancel={tab === 'open' ? () => askCancel(o.id) : undefined}
          />
        ))
  return (
    <View className='spot-orders' data-section='spot-orders'>
      <View className='spot-orders__tabs' role='tablist'>
        {TABS.map(([value, label]) => (
          <Pressable
            key={value}
            role='tab'
            selected={value === tab}
            className={`spot-orders__tab${value === tab ? ' spot-orders__tab--active' : ''}`}
            onPress={() => setTab(value)}
          >
            {t(label)}
            {value === 'open' && account.open.length > 0 ? ` (${account.open.length})` : ''}
          </Pressable>
        ))}
      </View>
      {state === 'loading' ? (
        <Text className='spot-orders__none'>{t('common.loading')}</Text>
      ) : state === 'failed' ? (
        <Pressable className='spot-orders__none' onPress={onChanged}>
          {t('spot.listFailed')}
        </Pressable>
      ) : rows.length === 0 ? (
        <Text className='spot-orders__none'>
          {t(tab === 'fills' ? 'spot.noFills' : 'spot.noOrders')}
        </Text>
      ) : (
        rows
      )}
      <Dialog
        isOpened={cancel.asking}
        content={t('spot.cancelQuestion')}
        cancelText={t('common.back')}
        confirmText={t('spot.cancelOrder')}
        onCancel={cancel.cancel}
        onClose={cancel.cancel}
        onConfirm={() => void cancel.confirm()}
      />
    </View>
  )
}
