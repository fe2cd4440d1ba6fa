// The spot order form: buy or sell, limit or market, price and amount (or a share of what the
// spot account holds), and before anything is sent the total, the most the fee can be and what
// will arrive. Placing asks first, then sends once however often its answer is lost.
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import {
  amountForShare,
  marketPrice,
  preview,
  type SpotKind,
  type SpotSide,
} from '@common/spotRules'
import type { Match } from '@wire/market'
import { coinPlaces } from '@common/coins'
import { Field } from '@/components/Field'
import { MoveSheet } from '@/components/MoveSheet'
import { MODE_ACCOUNTS, orderPreset } from '@/components/MoveSheet/funding'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useT } from '@/hooks/useT'
import { placeSpotOrder } from '@/services/api/spot'
import type { WalletList } from '@/services/api/wallet'
import { toast } from '@/services/toast'
import { loadSpotBalances, spotAccount, spotBook } from '@/stores/spot'
import { balance, thousands } from '@/utils/format'
import { orderFault } from './orderFault'
import './SpotForm.scss'

const SHARES = [25, 50, 75, 100] as const

export interface SpotFormProps {
  quote: Match
  /** a price tapped in the book, with a counter so the same price tapped twice fills again */
  picked: { price: string; at: number } | null
  onPlaced: () => void
}

export function SpotForm({ quote, picked, onPlaced }: SpotFormProps) {
  const t = useT()
  const account = useSnapshot(spotAccount)
  const book = useSnapshot(spotBook)
  const [side, setSide] = useState<SpotSide>('buy')
  const [kind, setKind] = useState<SpotKind>('limit')
  const [price, setPrice] = useState('')
  const [amount, setAmount] = useState('')
  const [wallets, setWallets] = useState<WalletList | null>(null)
  // One key per intended order: a retry after a lost answer places it once; any change is another.
  const order = useConfirmedWrite(
    (key) =>
      placeSpotOrder(
        {
          currency_id: quote.currency_id,
          legal_id: quote.legal_id,
          type: side === 'buy' ? 1 : 2,
          amount: amount.trim(),
          ...(kind === 'limit' ? { target_price: price.trim() } : {}),
        },
        key,
      ),
    () => {
      toast(t('trade.placed'), 'success')
      setAmount('')
      onPlaced()
    },
  )

  // A price tapped in the book fills the form (state adjusted while rendering, not in an effect).
  const [seenPick, setSeenPick] = useState<SpotFormProps['picked']>(null)
  if (picked !== seenPick) {
    setSeenPick(picked)
    if (picked) {
      setKind('limit')
      setPrice(picked.price)
      order.changed()
    }
  }

  const rules = account.rules
  const spendId = side === 'buy' ? quote.legal_id : quote.currency_id
  const spendCode = side === 'buy' ? quote.legal_name : quote.currency_name
  const receiveCode = side === 'buy' ? quote.currency_name : quote.legal_name
  const available = account.available[spendId] ?? '0'
  const at = kind === 'limit' ? price.trim() : marketPrice(side, book.bids, book.asks)
  const shown = rules ? preview(side, amount.trim(), at, rules) : null

  const edit = (apply: () => void) => {
    apply()
    order.changed()
  }

  const ask = () => {
    if (!rules) return
    const fault = orderFault(side, kind, amount.trim(), at, available, rules)
    if (fault) {
      order.setError(
        t(fault, {
          step: rules.step,
          tick: rules.tick,
          min: rules.min_notional,
          currency: quote.legal_name,
        }),
      )
      return
    }
    order.ask()
  }

  const openMove = () => void loadSpotBalances().then(setWallets, () => undefined)

  return (
    <View className='spot-form' data-section='spot-form'>
      <View className='spot-form__sides' role='tablist'>
        {(['buy', 'sell'] as const).map((s) => (
          <Pressable
            key={s}
            role='tab'
            selected={s === side}
            className={`spot-form__side spot-form__side--${s}${s === side ? ' spot-form__side--active' : ''}`}
            onPress={() => edit(() => setSide(s))}
          >
            {t(s === 'buy' ? 'spot.buy' : 'spot.sell')}
          </Pressable>
        ))}
      </View>
      <View className='spot-form__kinds' role='radiogroup'>
        {(['limit', 'market'] as const).map((k) => (
          <Chip key={k} circle active={k === kind} onPress={() => edit(() => setKind(k))}>
            {t(k === 'limit' ? 'spot.limit' : 'spot.market')}
          </Chip>
        ))}
      </View>
      {kind === 'limit' ? (
        <Field
          name='price'
          type='digit'
          label={t('spot.price', { currency: quote.legal_name })}
          value={price}
          onInput={(value) => edit(() => setPrice(value))}
          ltr
        />
      ) : (
        <Text className='spot-form__market'>
          {at
            ? t('spot.marketAt', { price: thousands(at, quote.price_precision) })
            : t('spot.noMarket')}
        </Text>
      )}
      <Field
        name='amount'
        type='digit'
        label={t('spot.amount', { currency: quote.currency_name })}
        value={amount}
        onInput={(value) => edit(() => setAmount(value))}
        ltr
      />
      <View className='spot-form__shares'>
        {SHARES.map((percent) => (
          <Pressable
            key={percent}
            className='spot-form__share'
            onPress={() =>
              edit(() =>
                setAmount(amountForShare(side, percent, available, at, rules?.step ?? '1')),
              )
            }
          >
            {percent}%
          </Pressable>
        ))}
      </View>
      <View className='spot-form__available'>
        <Text>
          {t('trade.available', {
            // what may be spent: floored to the coin's places, never more than the ledger holds
            amount: balance(available, coinPlaces(spendId)),
            currency: spendCode,
          })}
        </Text>
        <Pressable className='spot-form__move' onPress={openMove}>
          {t('spot.moveIn')}
        </Pressable>
      </View>
      <View className='spot-form__preview' data-section='spot-preview'>
        <View className='spot-form__line'>
          <Text>{t('spot.total')}</Text>
          <Text>
            {shown
              ? `${kind === 'market' ? '≈ ' : ''}${thousands(shown.total, 2)} ${quote.legal_name}`
              : '--'}
          </Text>
        </View>
        <View className='spot-form__line'>
          <Text>{t('spot.feeUpTo', { rate: rules?.taker_fee ?? '--' })}</Text>
          <Text>{shown ? `${shown.fee} ${receiveCode}` : '--'}</Text>
        </View>
        <View className='spot-form__line spot-form__line--receive'>
          <Text>{t('spot.receive')}</Text>
          <Text>{shown ? `${shown.receive} ${receiveCode}` : '--'}</Text>
        </View>
      </View>
      {order.error ? (
        <View className='spot-form__error' role='alert'>
          {order.error}
        </View>
      ) : null}
      <Button
        className={`spot-form__submit spot-form__submit--${side}`}
        loading={order.busy}
        disabled={order.busy || !rules}
        onPress={ask}
      >
        {t(side === 'buy' ? 'spot.buyCoin' : 'spot.sellCoin', { currency: quote.currency_name })}
      </Button>
      <Text className='spot-form__risk'>
        {t('spot.risk', { band: rules?.band_percent ?? '5' })}
      </Text>
      <Dialog
        isOpened={order.asking}
        title={t('spot.confirmTitle')}
        content={
          shown
            ? t(side === 'buy' ? 'spot.confirmBuy' : 'spot.confirmSell', {
                amount: amount.trim(),
                currency: quote.currency_name,
                // a market order's price is the book's best now, an estimate
                price:
                  kind === 'limit'
                    ? price.trim()
                    : `≈ ${thousands(at ?? '0', quote.price_precision)}`,
                quote: quote.legal_name,
                total: thousands(shown.total, 2),
                fee: shown.fee,
                receive: shown.receive,
                receiveCurrency: receiveCode,
              })
            : ''
        }
        cancelText={t('common.cancel')}
        confirmText={t('trade.confirm')}
        onCancel={order.cancel}
        onClose={order.cancel}
        onConfirm={() => void order.confirm()}
      />
      {wallets ? (
        <MoveSheet
          open
          list={wallets}
          // what the order spends: the total to buy, the amount to sell
          preset={orderPreset(
            shown ? (side === 'buy' ? shown.total : amount.trim()) : '0',
            available,
            wallets,
            MODE_ACCOUNTS.spot,
            spendId,
          )}
          onClose={() => setWallets(null)}
          onMoved={() => {
            setWallets(null)
            void loadSpotBalances().catch(() => undefined)
          }}
        />
      ) : null}
    </View>
  )
}
