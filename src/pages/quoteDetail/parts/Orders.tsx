// My positions (live countdown, estimated profit at the current price) and my closed orders
// (buy and settlement price, amount, buy time, outcome, actual profit).
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { AtLoadMore } from 'taro-ui'
import { Tabs } from '@/components/Tabs'
import { Chip } from '@/components/Chip'
import { useSnapshot } from 'valtio'
import type { MicroOrder } from '@wire/microtrade'
import { StateView } from '@/components/StateView'
import { useNow } from '@/hooks/useNow'
import { useT } from '@/hooks/useT'
import { market } from '@/stores/market'
import { loadClosed, loadOrders, trade, type Position } from '@/stores/trade'
import { formatCountdown, formatDateTime } from '@/utils/dates'
import { grouped, priceColor, thousands } from '@/utils/format'
import { OUTCOME_KEYS, outcomeKind } from '@/utils/tradeOutcome'
import { estimatedProfit } from '@common/tradeRules'
import './Orders.scss'

/** The symbol's live price and a formatter for prices in its precision. */
function useOrderQuote(order: MicroOrder): {
  price: string | undefined
  showPrice: (value: string | null) => string
} {
  const quote = useSnapshot(market).quotes[order.match_id]
  return {
    price: quote?.now_price,
    // a symbol since delisted has no precision here: its prices keep the decimals they came with
    showPrice: (value) =>
      value === null ? '-' : quote ? thousands(value, quote.price_precision) : grouped(value),
  }
}

function PositionRow({ position, now }: { position: Position; now: number }) {
  const t = useT()
  const { price, showPrice } = useOrderQuote(position)
  const leftMs = position.deadline - now
  const estimate = price ? estimatedProfit(position, price) : null
  return (
    <View className='order-row' data-order={position.id}>
      <View className='order-row__head'>
        <Text className='order-row__symbol'>{position.symbol_name}</Text>
        <Chip
          size='small'
          className={`order-row__dir order-row__dir--${position.type === 1 ? 'up' : 'down'}`}
        >
          {t(position.type === 1 ? 'trade.up' : 'trade.down')}
        </Chip>
        <Text className='order-row__timer'>
          {position.overdue
            ? t('trade.statusTimeout')
            : leftMs <= 0
              ? t('trade.checking')
              : t('trade.settlesIn', { time: formatCountdown(leftMs) })}
        </Text>
      </View>
      <View className='order-row__cells'>
        <Cell
          label={t('trade.stake')}
          value={`${thousands(position.number, 2)} ${position.currency_name}`}
        />
        <Cell label={t('trade.buyPrice')} value={showPrice(position.open_price)} />
        <Cell
          label={t('trade.estProfit')}
          value={estimate === null ? '-' : thousands(estimate, 2)}
          color={estimate === null ? undefined : priceColor(estimate)}
        />
      </View>
    </View>
  )
}

function ClosedRow({ order }: { order: MicroOrder }) {
  const t = useT()
  const outcome = order.profit_result === null ? null : outcomeKind(order.type, order.profit_result)
  const profit = order.fact_profits ?? '0'
  const { showPrice } = useOrderQuote(order)
  return (
    <View className='order-row' data-order={order.id}>
      <View className='order-row__head'>
        <Text className='order-row__symbol'>{order.symbol_name}</Text>
        {outcome ? (
          <Text className={`order-row__outcome order-row__outcome--${outcome}`}>
            {t(OUTCOME_KEYS[outcome])}
          </Text>
        ) : null}
        <Text className='order-row__profit' style={{ color: priceColor(profit) }}>
          {thousands(profit, 2)} {order.currency_name}
        </Text>
      </View>
      <View className='order-row__cells'>
        <Cell
          label={t('trade.stake')}
          value={`${thousands(order.number, 2)} ${order.currency_name}`}
        />
        <Cell label={t('trade.buyPrice')} value={showPrice(order.open_price)} />
        <Cell label={t('trade.settlePrice')} value={showPrice(order.end_price)} />
        <Cell label={t('trade.fee')} value={`${thousands(order.fee, 2)} ${order.currency_name}`} />
        <Cell label={t('trade.buyTime')} value={formatDateTime(order.created_at)} wide />
      </View>
    </View>
  )
}

interface CellProps {
  label: string
  value: string
  color?: string
  /** two columns wide */
  wide?: boolean
}

function Cell({ label, value, color, wide }: CellProps) {
  return (
    <View className={`order-row__cell${wide ? ' order-row__cell--wide' : ''}`}>
      <Text className='order-row__label'>{label}</Text>
      <Text className='order-row__value' style={color ? { color } : undefined}>
        {value}
      </Text>
    </View>
  )
}

const TABS = ['open', 'closed'] as const

export function Orders() {
  const t = useT()
  const { positions, closed, closedPage, closedPages, orders } = useSnapshot(trade)
  const [current, setCurrent] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  const tab = TABS[current]
  const now = useNow(tab === 'open' && positions.length > 0)
  const shown = tab === 'open' ? positions : closed
  const more = () => {
    if (loadingMore) return
    setLoadingMore(true)
    loadClosed(true)
      .catch(() => undefined)
      .finally(() => setLoadingMore(false))
  }
  return (
    <View className='orders' data-section='orders'>
      <Tabs
        current={current}
        titles={[`${t('trade.positions')} (${positions.length})`, t('trade.closedOrders')]}
        onChange={setCurrent}
      />
      {shown.length === 0 && orders !== 'ready' ? (
        <StateView
          kind={orders}
          onRetry={orders === 'failed' ? () => void loadOrders().catch(() => undefined) : undefined}
        />
      ) : tab === 'open' ? (
        positions.length === 0 ? (
          <StateView kind='empty' message={t('trade.noPositions')} />
        ) : (
          positions.map((p) => <PositionRow key={p.id} position={p as Position} now={now} />)
        )
      ) : closed.length === 0 ? (
        <StateView kind='empty' message={t('trade.noClosed')} />
      ) : (
        <>
          {closed.map((o) => (
            <ClosedRow key={o.id} order={o as MicroOrder} />
          ))}
          {closedPages > 1 ? (
            <AtLoadMore
              className='orders__more'
              status={loadingMore ? 'loading' : closedPage < closedPages ? 'more' : 'noMore'}
              moreText={t('trade.loadMore')}
              loadingText={t('common.loading')}
              noMoreText={t('ui.noMore')}
              onClick={more}
            />
          ) : null}
        </>
      )}
    </View>
  )
}
