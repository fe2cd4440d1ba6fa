// The user's positions: open ones valued live at the mark (profit, margin ratio, how far the
// liquidation price is), each closable and with its take-profit and stop-loss editable; closing
// every position, every long or every short; pending limits, cancellable; and the history with
// why each ended and what it made. Everything that closes asks first.
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { useSnapshot } from 'valtio'
import { compare, mul, sub } from '@common/decimal'
import {
  closePrice,
  div,
  liquidationRounding,
  marginRatio,
  profitAt,
  type LeverSide,
} from '@common/leverRules'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { TOAST_REFUSAL } from '@/hooks/useWrite'
import { useT } from '@/hooks/useT'
import { batchCloseLever, closeLever, LEVER_STATUS, type LeverPosition } from '@/services/api/lever'
import { toast } from '@/services/toast'
import { lever, termsOf, type LeverTab } from '@/stores/lever'
import { market } from '@/stores/market'
import { formatInstant } from '@/utils/dates'
import { priceColor, thousands } from '@/utils/format'
import { StopSheet } from './StopSheet'
import './LeverPositions.scss'

const TABS: readonly [LeverTab, string][] = [
  ['positions', 'lever.positions'],
  ['pending', 'lever.pending'],
  ['history', 'lever.history'],
]

const REASONS: Readonly<Record<string, string>> = {
  manual: 'lever.reason.manual',
  take_profit: 'lever.reason.takeProfit',
  stop_loss: 'lever.reason.stopLoss',
  liquidation: 'lever.reason.liquidation',
  batch: 'lever.reason.batch',
  trader: 'lever.reason.trader',
}

/** A side of the book closed at once: 0 all, 1 long, 2 short. */
type BookSide = 0 | 1 | 2

/** A position valued at the live mark, as the server would close it now. */
function liveFigures(p: LeverPosition, mark: string) {
  const deal = lever.deals[p.match_id]
  if (!deal || p.price === null) return null
  const terms = termsOf(deal)
  const side = p.type as LeverSide
  const profit = profitAt(side, p.number, p.price, closePrice(side, mark, terms))
  const ratio = marginRatio(side, p.number, p.price, p.caution_money, mark, terms)
  const liq = p.liquidation_price ?? '0'
  // how far the mark may still move against the position, in % of the mark
  const distance =
    compare(liq, '0') > 0
      ? div(mul(sub(mark, liq), side === 1 ? '100' : '-100'), mark, 2, 'down')
      : null
  return { profit, ratio, distance }
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <View className='lever-positions__figure'>
      <Text className='lever-positions__label'>{label}</Text>
      <Text className='lever-positions__value' style={color ? { color } : undefined}>
        {value}
      </Text>
    </View>
  )
}

/** Side, multiple and symbol, and when. */
function CardTop({ p, time }: { p: LeverPosition; time: string }) {
  const t = useT()
  const side = p.type === 1 ? 'long' : 'short'
  return (
    <View className='lever-positions__top'>
      <Text className={`lever-positions__side lever-positions__side--${side}`}>
        {t(`lever.${side}`)} {p.multiple}x · {p.symbol}
      </Text>
      {p.copy_of !== null ? <Text className='lever-positions__copy'>{t('lever.copy')}</Text> : null}
      <Text className='lever-positions__time'>{formatInstant(time, 'MM-DD HH:mm')}</Text>
    </View>
  )
}

function PositionCard({
  p,
  onClose,
  onStops,
}: {
  p: LeverPosition
  onClose: () => void
  onStops?: () => void
}) {
  const t = useT()
  const { quotes } = useSnapshot(market)
  useSnapshot(lever)
  const places = lever.deals[p.match_id]?.price_precision ?? 2
  const price = (value: string | null) => (value === null ? '--' : thousands(value, places))
  const mark = quotes[p.match_id]?.now_price ?? p.update_price
  const open = p.status === LEVER_STATUS.open
  const live = open ? liveFigures(p, mark) : null
  const profit = live?.profit ?? p.profits
  return (
    <View className='lever-positions__card' data-position={p.id}>
      <CardTop p={p} time={p.open_time ?? p.create_time} />
      <View className='lever-positions__grid'>
        <Figure label={t('lever.sharesShort')} value={`${p.share} · ${p.number}`} />
        {open ? (
          <>
            <Figure label={t('lever.openPrice')} value={price(p.price)} />
            <Figure label={t('lever.mark')} value={price(mark)} />
            <Figure
              label={t('lever.liquidation')}
              // rounded toward the price: the line shown is reached no later than the real one
              value={
                p.liquidation_price === null
                  ? '--'
                  : thousands(p.liquidation_price, places, liquidationRounding(p.type))
              }
            />
            <Figure label={t('lever.margin')} value={thousands(p.caution_money, 2)} />
            <Figure
              label={t('lever.profit')}
              value={thousands(profit, 2)}
              color={priceColor(profit)}
            />
            <Figure label={t('lever.ratio')} value={`${live?.ratio ?? p.margin_ratio}%`} />
            <Figure
              label={t('lever.distance')}
              value={live?.distance ? `${live.distance}%` : '--'}
            />
            <Figure label={t('lever.overnightPaid')} value={thousands(p.overnight, 2)} />
          </>
        ) : (
          <>
            <Figure label={t('lever.limitShort')} value={price(p.target_price)} />
            <Figure label={t('lever.held')} value={thousands(p.frozen, 2)} />
          </>
        )}
        <Figure label={t('lever.takeProfit')} value={price(p.target_profit_price)} />
        <Figure label={t('lever.stopLoss')} value={price(p.stop_loss_price)} />
      </View>
      <View className='lever-positions__actions'>
        {onStops ? (
          <Pressable className='lever-positions__action' onPress={onStops}>
            {t('lever.editStops')}
          </Pressable>
        ) : null}
        <Pressable
          className='lever-positions__action lever-positions__action--close'
          onPress={onClose}
        >
          {t(open ? 'lever.close' : 'common.cancel')}
        </Pressable>
      </View>
    </View>
  )
}

function HistoryRow({ p }: { p: LeverPosition }) {
  const t = useT()
  const places = lever.deals[p.match_id]?.price_precision ?? 2
  const made = p.fact_profits
  return (
    <View className='lever-positions__card' data-history={p.id}>
      <CardTop p={p} time={p.close_time ?? p.create_time} />
      <View className='lever-positions__grid'>
        <Figure
          label={t('lever.ended')}
          value={
            p.status === LEVER_STATUS.cancelled
              ? t('lever.cancelled')
              : t(REASONS[p.close_reason ?? 'manual'])
          }
        />
        <Figure label={t('lever.openPrice')} value={p.price ? thousands(p.price, places) : '--'} />
        <Figure
          label={t('lever.closePrice')}
          value={p.close_price ? thousands(p.close_price, places) : '--'}
        />
        <Figure
          label={t('lever.realised')}
          value={made === null ? '--' : thousands(made, 2)}
          color={made === null ? undefined : priceColor(made)}
        />
      </View>
    </View>
  )
}

export interface LeverPositionsProps {
  onChanged: () => void
}

export function LeverPositions({ onChanged }: LeverPositionsProps) {
  const t = useT()
  const state = useSnapshot(lever)
  const [tab, setTab] = useState<LeverTab>('positions')
  const [editing, setEditing] = useState<LeverPosition | null>(null)
  const closed = () => {
    toast(t('lever.closed'), 'success')
    onChanged()
  }
  // What each close is about: a position (its id), a side of the book. Its key stays until it
  // succeeds or another is asked about, so a retry after a lost answer closes once.
  const [positionId, setPositionId] = useState(0)
  const [bookSide, setBookSide] = useState<BookSide>(0)
  const closeOne = useConfirmedWrite((key) => closeLever(positionId, key), closed, TOAST_REFUSAL)
  const closeSide = useConfirmedWrite(
    (key) => batchCloseLever(bookSide, key),
    closed,
    TOAST_REFUSAL,
  )
  const askOne = (id: number) => {
    if (id !== positionId) closeOne.changed()
    setPositionId(id)
    closeOne.ask()
  }
  const askSide = (side: BookSide) => {
    if (side !== bookSide) closeSide.changed()
    setBookSide(side)
    closeSide.ask()
  }

  const list = state.lists[tab === 'history' ? 'history' : 'book']
  const rows =
    tab === 'history'
      ? lever.history.map((p) => <HistoryRow key={p.id} p={p} />)
      : (tab === 'positions' ? lever.open : lever.pending).map((p) => (
          <PositionCard
            key={p.id}
            p={p}
            onClose={() => askOne(p.id)}
            onStops={() => setEditing(p)}
          />
        ))
  const question = closeOne.asking
    ? t(
        lever.pending.some((p) => p.id === positionId)
          ? 'lever.cancelQuestion'
          : 'lever.closeQuestion',
      )
    : closeSide.asking
      ? t(
          ['lever.closeAllQuestion', 'lever.closeLongQuestion', 'lever.closeShortQuestion'][
            bookSide
          ],
        )
      : ''
  const closing = closeOne.asking ? closeOne : closeSide

  return (
    <View className='lever-positions' data-section='lever-positions'>
      <View className='lever-positions__tabs' role='tablist'>
        {TABS.map(([value, label]) => {
          const count =
            value === 'positions'
              ? state.open.length
              : value === 'pending'
                ? state.pending.length
                : 0
          return (
            <Pressable
              key={value}
              role='tab'
              selected={value === tab}
              className={`lever-positions__tab${value === tab ? ' lever-positions__tab--active' : ''}`}
              onPress={() => setTab(value)}
            >
              {t(label)}
              {count > 0 ? ` (${count})` : ''}
            </Pressable>
          )
        })}
      </View>
      {tab === 'positions' && state.totals && state.open.length > 0 ? (
        <View className='lever-positions__totals' data-section='lever-totals'>
          <Text>
            {t('lever.totals', {
              margin: thousands(state.totals.caution_money_total, 2),
              profit: thousands(state.totals.profits_total, 2),
            })}
          </Text>
          <View className='lever-positions__batch'>
            {([0, 1, 2] as const).map((side) => (
              <Pressable
                key={side}
                className='lever-positions__action'
                onPress={() => askSide(side)}
              >
                {t(['lever.closeAll', 'lever.closeLongs', 'lever.closeShorts'][side])}
              </Pressable>
            ))}
          </View>
        </View>
      ) : null}
      {list === 'loading' ? (
        <Text className='lever-positions__none'>{t('common.loading')}</Text>
      ) : list === 'failed' ? (
        <Pressable className='lever-positions__none' onPress={onChanged}>
          {t('lever.listFailed')}
        </Pressable>
      ) : rows.length === 0 ? (
        <Text className='lever-positions__none'>{t('lever.none')}</Text>
      ) : (
        rows
      )}
      <Dialog
        isOpened={closeOne.asking || closeSide.asking}
        content={question}
        cancelText={t('common.back')}
        confirmText={t('lever.confirmClose')}
        onCancel={closing.cancel}
        onClose={closing.cancel}
        onConfirm={() => void closing.confirm()}
      />
      {editing ? (
        <StopSheet
          position={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            onChanged()
          }}
        />
      ) : null}
    </View>
  )
}
