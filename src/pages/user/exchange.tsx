// Exchange between coins in the asset account (issue 12 item 6): pick the two coins and the
// amount, get a quote from the server (rate, fee, what arrives) held for a stated number of
// seconds, confirm exactly what leaves and what arrives. A quote that runs out is replaced by a
// new one and the page says so: the figures never change under the user's eyes unannounced.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Button } from '@/components/Button'
import { coinPlaces } from '@common/coins'
import { QUOTE_LOCK_SECONDS } from '@common/exchange'
import { compare, round } from '@common/decimal'
import { Field } from '@/components/Field'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useNow } from '@/hooks/useNow'
import { usePageVisible } from '@/hooks/usePageVisible'
import { useT } from '@/hooks/useT'
import {
  fetchQuote,
  fetchTransferList,
  type TransferDone,
  type TransferList,
} from '@/services/api/exchange'
import { ApiError } from '@/services/http'
import { navigate } from '@/services/router'
import { amountFault } from '@/utils/amountFault'
import { balance } from '@/utils/format'
import { CoinPicker } from './exchange/CoinPicker'
import { ConfirmExchange } from './exchange/ConfirmExchange'
import { ExchangeDone } from './exchange/ExchangeDone'
import { QuoteCard } from './exchange/QuoteCard'
import { hold, type HeldQuote } from './exchange/terms'
import './exchange/exchange.scss'

const USDT = 3
const BTC = 1

/** Quotes replaced without a tap in a row; then the page waits for the user to ask again. */
const AUTO_REQUOTES = 5

function ExchangeBody() {
  const t = useT()
  const [list, setList] = useState<TransferList | null>(null)
  const [failed, setFailed] = useState(false)
  const [fromId, setFromId] = useState(USDT)
  const [toId, setToId] = useState(BTC)
  const [amount, setAmount] = useState('')
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const [held, setHeld] = useState<HeldQuote | null>(null)
  const [quoting, setQuoting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState<TransferDone | null>(null)
  const requotes = useRef(0)
  // each quote asked for, and each change of what is asked: a late answer to an older question is
  // dropped rather than shown for the new one
  const asked = useRef(0)
  // the countdown runs only while the page is on screen, so a hidden page asks for nothing
  const visible = usePageVisible()
  const now = useNow(held !== null && visible)

  const load = useCallback(
    () =>
      fetchTransferList().then(
        (next) => {
          setList(next)
          setFailed(false)
        },
        () => setFailed(true),
      ),
    [],
  )
  useDidShow(() => void load())

  const coins = list?.transfer ?? []
  const code = (id: number) => coins.find((c) => c.id === id)?.name ?? ''
  const available = list?.wallet.find((w) => w.currency === fromId)?.change_balance ?? '0'
  const places = coinPlaces(fromId)

  const ask = useCallback(
    async (requoted: boolean) => {
      const value = amount.trim()
      const fault = amountFault(value, places)
      if (fault === 'notPositive') return setError(t('common.amountAboveZero'))
      if (fault) return setError(t('exchange.amountInvalid', { places }))
      if (compare(value, available) > 0) return setError(t('assets.overAvailable'))
      const mine = ++asked.current
      setQuoting(true)
      setError('')
      try {
        const quote = await fetchQuote({
          from_currency_id: fromId,
          to_currency_id: toId,
          number: value,
        })
        if (mine !== asked.current) return
        setHeld(hold(quote, Date.now()))
        setNotice(requoted ? t('exchange.requoted') : '')
      } catch (failure) {
        if (mine !== asked.current) return
        setHeld(null)
        if (failure instanceof ApiError) setError(failure.message)
      } finally {
        setQuoting(false)
      }
    },
    [amount, available, fromId, places, t, toId],
  )

  const expire = useCallback(() => {
    setConfirming(false)
    if (requotes.current >= AUTO_REQUOTES) {
      setHeld(null)
      setNotice(t('exchange.expired'))
      return
    }
    requotes.current += 1
    void ask(true)
  }, [ask, t])
  // When the quote runs out (on screen: a hidden page waits until it is shown again), a new one
  // replaces it and the notice says so.
  useEffect(() => {
    if (!held || !visible) return
    const timer = setTimeout(expire, Math.max(0, held.deadline - Date.now()))
    return () => clearTimeout(timer)
  }, [expire, held, visible])
  const expired = held !== null && now >= held.deadline

  /** Anything the user changes makes the quote another exchange's: it goes. */
  const change = (apply: () => void) => {
    apply()
    asked.current += 1
    setHeld(null)
    setError('')
    setNotice('')
  }
  const askNow = () => {
    requotes.current = 0
    void ask(false)
  }
  const pick = (side: 'from' | 'to', id: number) =>
    change(() => {
      const other = side === 'from' ? toId : fromId
      // picking the coin on the other side swaps the two
      const [nextFrom, nextTo] =
        side === 'from' ? [id, id === other ? fromId : toId] : [id === other ? toId : fromId, id]
      setFromId(nextFrom)
      setToId(nextTo)
      setAmount('')
    })

  if (!list) {
    if (failed) return <StateView kind='failed' onRetry={() => void load()} />
    return <Skeleton shape='rows' rows={6} />
  }
  if (done) {
    const again = () => {
      setDone(null)
      change(() => setAmount(''))
      void load()
    }
    return (
      <ExchangeDone
        done={done}
        from={code(done.from_currency)}
        to={code(done.to_currency)}
        onAgain={again}
      />
    )
  }
  if (list.wallet.every((w) => compare(w.change_balance, '0') <= 0)) {
    return (
      <StateView
        kind='empty'
        message={t('exchange.nothing')}
        action={{ label: t('route.recharge'), onPress: () => void navigate('pages/user/recharge') }}
      />
    )
  }

  const from = code(fromId)
  const to = code(toId)
  return (
    <View className='exchange'>
      <CoinPicker
        label={t('assets.from')}
        coins={coins}
        value={fromId}
        onPick={(id) => pick('from', id)}
      />
      <Pressable
        className='exchange__swap'
        label={t('assets.swap')}
        onPress={() =>
          change(() => {
            setFromId(toId)
            setToId(fromId)
            setAmount('')
          })
        }
      >
        ⇅
      </Pressable>
      <CoinPicker
        label={t('assets.to')}
        coins={coins}
        value={toId}
        onPick={(id) => pick('to', id)}
      />
      <Field
        name='amount'
        type='digit'
        label={t('trade.available', {
          // what may be spent: floored to the coin's places, never more than the ledger holds
          amount: balance(available, places),
          currency: from,
        })}
        placeholder={t('exchange.amountPlaceholder', { places })}
        value={amount}
        onInput={(value) => change(() => setAmount(value))}
        error={error}
        ltr
        suffix={
          <Pressable
            className='exchange__all'
            onPress={() => change(() => setAmount(round(available, places, 'down')))}
          >
            {t('assets.all')}
          </Pressable>
        }
      />
      {notice ? (
        <View className='exchange__notice' role='alert'>
          {notice}
        </View>
      ) : null}
      {held && !expired ? (
        <QuoteCard held={held} from={from} to={to} toId={toId} now={now} />
      ) : null}
      {held && !expired ? (
        <Button type='primary' onPress={() => setConfirming(true)}>
          {t('route.exchange')}
        </Button>
      ) : (
        <Button type='primary' loading={quoting} onPress={askNow}>
          {t('exchange.getQuote')}
        </Button>
      )}
      <Text className='exchange__note'>
        {t('exchange.lockNote', { s: held?.quote.lock_seconds ?? QUOTE_LOCK_SECONDS })}
      </Text>
      {confirming && held && !expired ? (
        <ConfirmExchange
          key={held.quote.quote_id}
          held={held}
          fromId={fromId}
          toId={toId}
          from={from}
          to={to}
          now={now}
          onClose={() => setConfirming(false)}
          onDone={(result) => {
            setConfirming(false)
            setHeld(null)
            setDone(result)
          }}
          onRefused={(message) => {
            setConfirming(false)
            setHeld(null)
            setError(message)
          }}
        />
      ) : null}
    </View>
  )
}

export default function ExchangePage() {
  return (
    <Screen>
      <ExchangeBody />
    </Screen>
  )
}
