// The leverage form: long or short, at the market or a limit, whole shares, a multiple from the
// symbol's list, take-profit and stop-loss; before anything is sent, every number that decides
// the outcome: margin, fee, liquidation price, the overnight fee a day and what a 1 % move does.
// Opening asks first, then sends once however often its answer is lost.
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import type { Match } from '@wire/market'
import { mul } from '@common/decimal'
import { coinPlaces } from '@common/coins'
import { liquidationRounding, type LeverSide } from '@common/leverRules'
import { Field } from '@/components/Field'
import { MoveSheet } from '@/components/MoveSheet'
import { MODE_ACCOUNTS, orderPreset } from '@/components/MoveSheet/funding'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useT } from '@/hooks/useT'
import { submitLever, type LeverDeal } from '@/services/api/lever'
import { fetchWallets, type WalletList } from '@/services/api/wallet'
import { toast } from '@/services/toast'
import { termsOf } from '@/stores/lever'
import { balance, thousands } from '@/utils/format'
import { formFault, preview, type Kind } from './leverMath'
import { StopFields } from './StopFields'
import './LeverForm.scss'

export interface LeverFormProps {
  quote: Match
  deal: LeverDeal
  /** a position opened, or money moved into the lever account */
  onChanged: () => void
}

const DEFAULT_MULTIPLE = 10

export function LeverForm({ quote, deal, onChanged }: LeverFormProps) {
  const t = useT()
  const [side, setSide] = useState<LeverSide>(1)
  const [kind, setKind] = useState<Kind>('market')
  const [limit, setLimit] = useState('')
  const [shares, setShares] = useState('1')
  const [chosen, setMultiple] = useState(DEFAULT_MULTIPLE)
  const [takeProfit, setTakeProfit] = useState('')
  const [stopLoss, setStopLoss] = useState('')
  const [wallets, setWallets] = useState<WalletList | null>(null)

  const terms = termsOf(deal)
  const multiple = deal.multiple.includes(chosen) ? chosen : deal.multiple[0]
  const mark = quote.now_price
  const shown = preview(side, kind, shares, limit, mark, multiple, terms)
  const quoteCode = quote.legal_name
  const money = (value: string) => `${thousands(value, 2)} ${quoteCode}`
  const price = (value: string) => thousands(value, quote.price_precision)
  const liquidation = (value: string) =>
    thousands(value, quote.price_precision, liquidationRounding(side))

  // One key per intended position: a retry after a lost answer opens it once; any change is another.
  const position = useConfirmedWrite(
    (key) =>
      submitLever(
        {
          currency_id: quote.currency_id,
          legal_id: quote.legal_id,
          type: side,
          share: shares.trim() as `${number}`,
          multiple,
          status: kind === 'market' ? '1' : '0',
          ...(kind === 'limit' ? { target_price: limit.trim() } : {}),
          ...(takeProfit.trim() ? { target_profit_price: takeProfit.trim() } : {}),
          ...(stopLoss.trim() ? { stop_loss_price: stopLoss.trim() } : {}),
        },
        key,
      ),
    () => {
      toast(t(kind === 'market' ? 'lever.opened' : 'lever.limitPlaced'), 'success')
      onChanged()
    },
  )

  const edit = (apply: () => void) => {
    apply()
    position.changed()
  }

  const ask = () => {
    const fault = formFault(
      side,
      kind,
      shares,
      limit,
      takeProfit,
      stopLoss,
      mark,
      deal.user_lever,
      shown,
      terms,
    )
    if (fault) {
      position.setError(
        t(fault, {
          places: quote.price_precision,
          price: shown ? liquidation(shown.liquidation) : '',
        }),
      )
      return
    }
    position.ask()
  }

  const line = (label: string, value: string, name?: string) => (
    <View className='lever-form__line' data-line={name}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </View>
  )

  return (
    <View className='lever-form' data-section='lever-form'>
      <View className='lever-form__sides' role='tablist'>
        {([1, 2] as const).map((s) => (
          <Pressable
            key={s}
            role='tab'
            selected={s === side}
            className={`lever-form__side lever-form__side--${s === 1 ? 'long' : 'short'}${s === side ? ' lever-form__side--active' : ''}`}
            onPress={() => edit(() => setSide(s))}
          >
            {t(s === 1 ? 'lever.long' : 'lever.short')}
          </Pressable>
        ))}
      </View>
      <View className='lever-form__kinds' role='radiogroup'>
        {(['market', 'limit'] as const).map((k) => (
          <Chip key={k} circle active={k === kind} onPress={() => edit(() => setKind(k))}>
            {t(k === 'market' ? 'lever.market' : 'lever.limit')}
          </Chip>
        ))}
      </View>
      {kind === 'limit' ? (
        <Field
          name='limit'
          type='digit'
          label={t('lever.limitPrice', { currency: quoteCode })}
          value={limit}
          onInput={(value) => edit(() => setLimit(value))}
          ltr
        />
      ) : (
        <Text className='lever-form__market'>
          {t('lever.marketAt', { price: price(shown?.price ?? mark), spread: deal.spread })}
        </Text>
      )}
      <Field
        name='shares'
        type='number'
        label={t('lever.shares', { size: deal.lever_share_num, currency: quote.currency_name })}
        value={shares}
        onInput={(value) => edit(() => setShares(value))}
        ltr
      />
      <View className='lever-form__multiples' role='radiogroup' data-section='multiples'>
        {deal.multiple.map((m) => (
          <Pressable
            key={m}
            role='radio'
            selected={m === multiple}
            className={`lever-form__multiple${m === multiple ? ' lever-form__multiple--active' : ''}`}
            onPress={() => edit(() => setMultiple(m))}
          >
            {m}x
          </Pressable>
        ))}
      </View>
      <StopFields
        className='lever-form__stops'
        takeProfit={takeProfit}
        stopLoss={stopLoss}
        onTakeProfit={(value) => edit(() => setTakeProfit(value))}
        onStopLoss={(value) => edit(() => setStopLoss(value))}
      />
      <View className='lever-form__available'>
        <Text>
          {t('trade.available', {
            // what may be spent: floored to the coin's places, never more than the ledger holds
            amount: balance(deal.user_lever, coinPlaces(quote.legal_id)),
            currency: quoteCode,
          })}
        </Text>
        <Pressable
          className='lever-form__move'
          onPress={() => void fetchWallets().then(setWallets, () => undefined)}
        >
          {t('lever.moveIn')}
        </Pressable>
      </View>
      <View className='lever-form__preview' data-section='lever-preview'>
        {line(t('lever.number'), shown ? `${shown.number} ${quote.currency_name}` : '--')}
        {line(t('lever.margin'), shown ? money(shown.margin) : '--', 'margin')}
        {line(t('lever.fee', { rate: deal.trade_fee }), shown ? money(shown.fee) : '--', 'fee')}
        {line(t('lever.liquidation'), shown ? liquidation(shown.liquidation) : '--', 'liquidation')}
        {line(
          t('lever.overnight', { rate: deal.overnight }),
          shown ? money(shown.overnight) : '--',
          'overnight',
        )}
        {line(
          t('lever.onePercent'),
          shown
            ? t('lever.onePercentValue', {
                money: money(shown.move.money),
                percent: shown.move.ofMargin,
              })
            : '--',
          'move',
        )}
      </View>
      {position.error ? (
        <View className='lever-form__error' role='alert'>
          {position.error}
        </View>
      ) : null}
      <Button
        className={`lever-form__submit lever-form__submit--${side === 1 ? 'long' : 'short'}`}
        loading={position.busy}
        disabled={position.busy || deal.status !== 1}
        onPress={ask}
      >
        {deal.status !== 1
          ? t('lever.off')
          : t(side === 1 ? 'lever.openLong' : 'lever.openShort', { multiple })}
      </Button>
      <Text className='lever-form__risk'>
        {t('lever.risk', {
          // a rate, shown as a percentage: 0.004 is 0.4%
          mmr: `${Number(mul(deal.mmr, '100'))}%`,
          spread: deal.spread,
          overnight: deal.overnight,
        })}
      </Text>
      <Dialog
        isOpened={position.asking}
        title={t('lever.confirmTitle')}
        content={
          shown
            ? t(side === 1 ? 'lever.confirmLong' : 'lever.confirmShort', {
                number: shown.number,
                currency: quote.currency_name,
                multiple,
                price: kind === 'market' ? `≈ ${price(shown.price)}` : price(shown.price),
                margin: money(shown.margin),
                fee: money(shown.fee),
                liquidation: liquidation(shown.liquidation),
              })
            : ''
        }
        cancelText={t('common.cancel')}
        confirmText={t('trade.confirm')}
        onCancel={position.cancel}
        onClose={position.cancel}
        onConfirm={() => void position.confirm()}
      />
      {wallets ? (
        <MoveSheet
          open
          list={wallets}
          // margin and opening fee
          preset={orderPreset(
            shown?.total ?? '0',
            deal.user_lever,
            wallets,
            MODE_ACCOUNTS.lever,
            quote.legal_id,
          )}
          onClose={() => setWallets(null)}
          onMoved={() => {
            setWallets(null)
            onChanged()
          }}
        />
      ) : null}
    </View>
  )
}
