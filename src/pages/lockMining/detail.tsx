// A lock-mining product and its purchase: the terms, an amount checked as it is typed, the
// estimated daily and total return as a range (common/lockMiningRules.ts, the server's own
// arithmetic), the rules before committing, a confirmation, then the purchase's success. Purchase
// needs primary certification and a bound wallet: both are said here before the user tries.
import { useCallback, useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import { coinPlaces } from '@common/coins'
import { redemption, returnRange } from '@common/lockMiningRules'
import { DetailState } from '@/components/DetailState'
import { Field } from '@/components/Field'
import { Screen } from '@/components/Screen'
import { useDetail } from '@/hooks/useDetail'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useT } from '@/hooks/useT'
import { CERTIFICATION, LOCK_MINING_ORDERS, WALLETS } from '@/routes'
import { fetchAddresses } from '@/services/api/addressBook'
import { refreshUser } from '@/services/user'
import { fetchWallets } from '@/services/api/wallet'
import {
  fetchLockProducts,
  WINDOW,
  type LockOrder,
  type LockProduct,
} from '@/services/api/lockMining'
import { navigate, redirect } from '@/services/router'
import { toast } from '@/services/toast'
import { session } from '@/stores/session'
import { balance, grouped } from '@/utils/format'
import { accountView } from '../user/assets/accounts'
import { ConfirmPurchase } from './parts/ConfirmPurchase'
import { ProductCard } from './parts/ProductCard'
import { amountProblem } from './parts/terms'
import './lockMining.scss'

function Bought({ order }: { order: LockOrder }) {
  const t = useT()
  return (
    <View className='lock lock-bought' role='status'>
      <Text className='lock-bought__title'>{t('lock.bought')}</Text>
      <Text className='lock-bought__text'>
        {t('lock.boughtText', {
          amount: balance(order.amount),
          currency: order.currency_name,
          date: order.end_at,
        })}
      </Text>
      <Button type='primary' onPress={() => void redirect(LOCK_MINING_ORDERS)}>
        {t('lock.viewOrders')}
      </Button>
    </View>
  )
}

function Purchase({ product: p }: { product: LockProduct }) {
  const t = useT()
  const { user } = useSnapshot(session)
  const [amount, setAmount] = useState('')
  const [error, setError] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [bought, setBought] = useState<LockOrder | null>(null)
  // null until known; a failed look leaves the server to say it
  const [hasWallet, setHasWallet] = useState<boolean | null>(null)
  // the asset account's part that can be locked, when known
  const [available, setAvailable] = useState<string | undefined>(undefined)
  const [places, setPlaces] = useState(2)

  const checkAccount = useCallback(() => {
    // certified meanwhile (the review is the operator's): the notice goes once the user is read
    if (session.user?.review_status !== 2) void refreshUser()
    void fetchAddresses({ page: 1, limit: 1 }).then(
      (book) => setHasWallet(book.total > 0),
      () => undefined,
    )
    void fetchWallets().then(
      (list) => {
        const holding = accountView(list, 'legal').holdings.find((h) => h.code === p.currency_name)
        setAvailable(holding?.available ?? '0')
        if (holding) setPlaces(coinPlaces(holding.currencyId))
      },
      () => undefined,
    )
  }, [p.currency_name])
  // this part mounts after the page's first show: read now, and again when back from binding an
  // address or a deposit
  useDidShow(checkAccount)
  useEffect(checkAccount, [checkAccount])

  if (bought) return <Bought order={bought} />

  const c = p.currency_name
  // the estimate needs an amount the product takes, whatever the balance now
  const valid = amount.trim() !== '' && amountProblem(amount, p) === ''
  const est = valid ? returnRange(amount.trim(), p.rate, p.rate_max, p.day) : null
  const days = t('count.days', { count: p.day })
  const blocked =
    p.window !== WINDOW.open ? t('lock.notOpen') : p.limit_left === 0 ? t('lock.limitReached') : ''

  const buy = () => {
    const problem = amountProblem(amount, p, { required: true, available })
    setError(problem)
    if (!problem && !blocked) setConfirming(true)
  }

  return (
    <View className='lock'>
      <ProductCard product={p} />
      {user && user.review_status !== 2 ? (
        <View className='lock__notice' role='alert'>
          <Text>{t('lock.notCertified')}</Text>
          <Pressable
            className='lock__link'
            role='link'
            onPress={() => void navigate(CERTIFICATION)}
          >
            {t('lock.certify')}
          </Pressable>
        </View>
      ) : null}
      {hasWallet === false ? (
        <View className='lock__notice' role='alert'>
          <Text>{t('lock.noWallet')}</Text>
          <Pressable className='lock__link' role='link' onPress={() => void navigate(WALLETS)}>
            {t('lock.bindWallet')}
          </Pressable>
        </View>
      ) : null}
      <Field
        name='amount'
        type='digit'
        label={t('lock.amount', { currency: c })}
        placeholder={t('lock.amountPlaceholder', { min: balance(p.save_min), max: balance(p.max) })}
        value={amount}
        onInput={(value) => {
          setAmount(value)
          setError(amountProblem(value, p, { available }))
        }}
        error={error}
        ltr
      />
      {available === undefined ? null : (
        <Text className='lock__note lock__available'>
          {/* floored to the coin's places: what may be locked is never overstated */}
          {t('trade.available', { amount: balance(available, places), currency: c })}
        </Text>
      )}
      <View className='lock-estimate'>
        <View className='lock-row'>
          <Text className='lock-row__label'>{t('lock.estDaily')}</Text>
          <Text className='lock-row__value lock-estimate__daily'>
            {est
              ? t('lock.range', {
                  min: balance(est.dailyMin),
                  max: balance(est.dailyMax),
                  currency: c,
                })
              : '-'}
          </Text>
        </View>
        <View className='lock-row'>
          <Text className='lock-row__label'>{t('lock.estTotal')}</Text>
          <Text className='lock-row__value lock-estimate__total'>
            {est
              ? t('lock.range', {
                  min: balance(est.totalMin),
                  max: balance(est.totalMax),
                  currency: c,
                })
              : '-'}
          </Text>
        </View>
        <Text className='lock__note'>{t('lock.estNote')}</Text>
      </View>
      <View className='lock-rules'>
        <Text className='lock-rules__title'>{t('lock.rulesTitle')}</Text>
        <Text className='lock-rules__item'>{t('lock.ruleLocked', { days })}</Text>
        <Text className='lock-rules__item'>{t('lock.ruleDays')}</Text>
        <Text className='lock-rules__item'>
          {t('lock.rulePenalty', { rate: grouped(p.adance_redeem_falsify) })}
        </Text>
        {valid ? (
          <Text className='lock-rules__item'>
            {t('lock.penaltyAtOnce', {
              penalty: balance(redemption(amount.trim(), p.adance_redeem_falsify, p.day).penalty),
              currency: c,
            })}
          </Text>
        ) : null}
        <Text className='lock-rules__item'>{t('lock.risk')}</Text>
      </View>
      {blocked ? <View className='lock__error'>{blocked}</View> : null}
      <Button type='primary' disabled={blocked !== ''} onPress={buy}>
        {t('lock.buy')}
      </Button>
      {confirming ? (
        <ConfirmPurchase
          product={p}
          amount={amount.trim()}
          onClose={() => setConfirming(false)}
          onBought={(order) => {
            setConfirming(false)
            setBought(order)
            toast(t('lock.bought'), 'success')
          }}
          onRefused={checkAccount}
        />
      ) : null}
    </View>
  )
}

function DetailBody() {
  const t = useT()
  const { id } = usePageQuery()
  const fetch = useCallback(
    () => fetchLockProducts().then((products) => products.find((p) => String(p.id) === id) ?? null),
    [id],
  )
  const { load, retry } = useDetail(id ? fetch : null)
  // no such product on offer: SPEC §8's "product information error"
  return (
    <DetailState load={load} onRetry={retry} missing={t('lock.productError')}>
      {(product) => <Purchase product={product} />}
    </DetailState>
  )
}

export default function DetailPage() {
  return (
    <Screen>
      <DetailBody />
    </Screen>
  )
}
