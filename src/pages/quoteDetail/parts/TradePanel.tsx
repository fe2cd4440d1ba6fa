// Placing a seconds trade: choose a time option, enter a stake, buy up or down. Everything that
// decides the user's money is shown before they commit (ConfirmOrder). The balance shown is the
// seconds-trading account's, named, with where else the money is when it falls short (FundingLine).
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import type { Direction, SecondsOption } from '@wire/microtrade'
import { LiveQuote } from '@/components/LiveQuote'
import { useLiveMarket } from '@/hooks/useQuotes'
import { useT } from '@/hooks/useT'
import { AmountInput } from '@/components/AmountInput'
import { StateView } from '@/components/StateView'
import { loadTradeSetup, trade } from '@/stores/trade'
import { coinPlaces } from '@common/coins'
import { compare, mul } from '@common/decimal'
import { balance, grouped, thousands } from '@/utils/format'
import { maxStake, totalCost } from '@common/tradeRules'
import { amountFault } from '@/utils/amountFault'
import { ACCOUNT_LABELS } from '@/pages/user/assets/accounts'
import { ConfirmOrder } from './ConfirmOrder'
import { FundingLine } from './FundingLine'
import { MODE_ACCOUNTS } from '@/components/MoveSheet/funding'
import './TradePanel.scss'

const QUICK_AMOUNTS = ['10', '50', '100', '500']

export function TradePanel({ matchId }: { matchId: number }) {
  const t = useT()
  const { options, payable, setup } = useSnapshot(trade)
  const enabled = options.filter((o) => o.status === 1)
  const [chosenId, setChosenId] = useState<number | null>(null)
  const option = (enabled.find((o) => o.id === chosenId) ?? enabled[0]) as SecondsOption | undefined
  const currency = payable[0]
  const [amount, setAmount] = useState('')
  const [error, setError] = useState('')
  const [confirming, setConfirming] = useState<Direction | null>(null)
  // whether the symbol takes orders, not its price: the panel does not re-render at every tick
  const open = useLiveMarket((state) => state.quotes[matchId]?.open_microtrade === 1)

  if (setup !== 'ready') {
    const retry = () => void loadTradeSetup().catch(() => undefined)
    return (
      <View className='trade-panel' data-section='order'>
        <StateView kind={setup} onRetry={setup === 'failed' ? retry : undefined} />
      </View>
    )
  }
  if (!option || !currency) {
    return (
      <View className='trade-panel' data-section='order'>
        <StateView kind='empty' message={t('trade.notOffered')} />
      </View>
    )
  }
  const account = MODE_ACCOUNTS.seconds
  const typed = amount.trim()
  // before a usable stake is typed, an order needs at least the smallest stake
  const basis =
    amountFault(typed) || compare(typed, option.min_amount) < 0 ? option.min_amount : typed

  const check = (direction: Direction) => {
    const stake = amount.trim()
    const fault = amountFault(stake)
    if (fault) {
      return setError(t(fault === 'notPositive' ? 'common.amountAboveZero' : 'trade.enterAmount'))
    }
    if (compare(stake, option.min_amount) < 0) {
      return setError(
        t('trade.belowMin', { min: balance(option.min_amount), currency: currency.name }),
      )
    }
    const cost = totalCost(stake, option.fee_rate)
    if (compare(cost, currency.balance) > 0) {
      return setError(t('trade.notEnough', { cost: balance(cost), currency: currency.name }))
    }
    setError('')
    setConfirming(direction)
  }

  return (
    <View className='trade-panel' data-section='order'>
      <View className='trade-panel__options' role='radiogroup'>
        {enabled.map((o) => (
          <Pressable
            key={o.id}
            role='radio'
            selected={o.id === option.id}
            className={`trade-panel__option${o.id === option.id ? ' trade-panel__option--on' : ''}`}
            onPress={() => setChosenId(o.id)}
          >
            <Text className='trade-panel__seconds'>{t('trade.seconds', { s: o.seconds })}</Text>
            <Text className='trade-panel__ratio'>+{grouped(o.profit_ratio)}%</Text>
          </Pressable>
        ))}
      </View>
      <View className='trade-panel__terms'>
        <Text>
          {t('trade.minStake', { min: balance(option.min_amount), currency: currency.name })}
        </Text>
        <Text>{t('trade.feeRate', { rate: thousands(mul(option.fee_rate, '100'), 2) })}</Text>
      </View>
      <View className='trade-panel__amount'>
        <AmountInput
          className='app-input trade-panel__input'
          name='stake'
          value={amount}
          placeholder={t('trade.amountPlaceholder', { currency: currency.name })}
          onInput={(value) => {
            setAmount(value)
            setError('')
          }}
        />
        <Text className='trade-panel__currency'>{currency.name}</Text>
      </View>
      <View className='trade-panel__quick'>
        {QUICK_AMOUNTS.map((q) => (
          <Chip key={q} className='trade-panel__chip' circle onPress={() => setAmount(q)}>
            {q}
          </Chip>
        ))}
        <Chip
          className='trade-panel__chip'
          circle
          onPress={() => setAmount(maxStake(currency.balance, option.fee_rate))}
        >
          {t('trade.max')}
        </Chip>
      </View>
      <Text className='trade-panel__available'>
        {t('trade.availableIn', {
          account: t(ACCOUNT_LABELS[account]),
          // what may be spent: floored to the coin's places, never more than the ledger holds
          amount: balance(currency.balance, coinPlaces(currency.id)),
          currency: currency.name,
        })}
      </Text>
      <FundingLine
        needed={totalCost(basis, option.fee_rate)}
        currency={currency}
        account={account}
        onMoved={() => setError('')}
      />
      {error ? (
        <View className='trade-panel__error' role='alert'>
          {error}
        </View>
      ) : null}
      {open ? (
        <View className='trade-panel__buttons'>
          <Button className='trade-panel__buy app-button--up' onPress={() => check(1)}>
            {t('trade.buyUp')}
          </Button>
          <Button className='trade-panel__buy app-button--down' onPress={() => check(2)}>
            {t('trade.buyDown')}
          </Button>
        </View>
      ) : (
        <View className='trade-panel__closed'>{t('trade.closedForSymbol')}</View>
      )}
      <Text className='trade-panel__risk'>{t('trade.risk')}</Text>
      {confirming ? (
        <LiveQuote matchId={matchId}>
          {(quote) => (
            <ConfirmOrder
              quote={quote}
              option={option}
              currency={currency}
              stake={amount.trim()}
              direction={confirming}
              onClose={() => setConfirming(null)}
              onPlaced={() => {
                setConfirming(null)
                setAmount('')
              }}
            />
          )}
        </LiveQuote>
      ) : null}
    </View>
  )
}
