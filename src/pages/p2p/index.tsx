// P2P market (issue 30): buy a coin with fiat from a merchant. Filters by coin, fiat, the amount to
// pay and the method; the user's standing (certified, cancellations today, barred until when) above
// the ads; each ad opens the buy sheet. Links to the user's orders and, for a merchant, their ads.
import { useCallback, useMemo, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { ASSET_COINS } from '@common/coins'
import { P2P_FIATS, type P2pFiat } from '@common/p2pRules'
import { isAmount } from '@common/validate'
import { Field } from '@/components/Field'
import { ListFooter } from '@/components/ListFooter'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useDetail } from '@/hooks/useDetail'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { P2P_ADS, P2P_ORDERS } from '@/routes'
import { fetchP2pAds, fetchP2pStatus, type P2pAd, type P2pStatus } from '@/services/api/p2p'
import { navigate } from '@/services/router'
import { formatInstant } from '@/utils/dates'
import { AdCard } from './parts/AdCard'
import { BuySheet } from './parts/BuySheet'
import './p2p.scss'

function Standing({ status }: { status: P2pStatus }) {
  const t = useT()
  if (!status.certified) return <Text className='p2p__warn'>{t('p2p.certify')}</Text>
  if (status.barred_until) {
    return (
      <Text className='p2p__warn' data-line='barred'>
        {t('p2p.barred', {
          limit: status.cancel_limit,
          time: formatInstant(status.barred_until, 'YYYY-MM-DD HH:mm'),
        })}
      </Text>
    )
  }
  return (
    <Text className='p2p__note' data-line='cancels'>
      {t('p2p.cancels', { used: status.cancels_today, limit: status.cancel_limit })}
    </Text>
  )
}

function MarketBody() {
  const t = useT()
  const [coin, setCoin] = useState<number>(ASSET_COINS[0].id)
  const [fiat, setFiat] = useState<P2pFiat>('USD')
  const [amount, setAmount] = useState('')
  const [buying, setBuying] = useState<P2pAd | null>(null)
  const statusFetch = useCallback(() => fetchP2pStatus(), [])
  const { load: statusLoad } = useDetail(statusFetch)
  const status = statusLoad.kind === 'ready' ? statusLoad.value : null
  // an amount is a filter only once it reads as one
  const wanted = isAmount(amount.trim(), 2) ? amount.trim() : ''
  const page = useMemo(
    () => (n: number) =>
      fetchP2pAds({ currencyId: coin, fiat, amount: wanted }, n).then((p) => ({
        items: p.data,
        page: p.page,
        pages: p.pages,
      })),
    [coin, fiat, wanted],
  )
  const ads = usePagedList(page, { reloadOnShow: true })

  const chip = (active: boolean, label: string, onClick: () => void, name: string) => (
    <Pressable
      key={label}
      role='tab'
      selected={active}
      data-chip={name}
      className={`p2p__chip${active ? ' p2p__chip--active' : ''}`}
      onPress={onClick}
    >
      {label}
    </Pressable>
  )

  return (
    <View className='p2p'>
      <View className='p2p__top'>
        <Text className='p2p__note'>{t('p2p.intro')}</Text>
        <View className='p2p__links'>
          <Pressable
            className='pill-link p2p__link'
            role='link'
            onPress={() => void navigate(P2P_ORDERS)}
          >
            {t('p2p.myOrders')}
          </Pressable>
          {status?.merchant?.active && (
            <Pressable
              className='pill-link p2p__link'
              role='link'
              onPress={() => void navigate(P2P_ADS)}
            >
              {t('p2p.myAds')}
            </Pressable>
          )}
        </View>
      </View>
      {status && <Standing status={status} />}
      <View className='p2p__chips' role='tablist'>
        {ASSET_COINS.map((c) => chip(c.id === coin, c.code, () => setCoin(c.id), `coin-${c.code}`))}
      </View>
      <ScrollView scrollX className='p2p__fiats'>
        <View className='p2p__chips p2p__chips--row' role='tablist'>
          {P2P_FIATS.map((f) => chip(f === fiat, f, () => setFiat(f), `fiat-${f}`))}
        </View>
      </ScrollView>
      <Field
        name='amount'
        type='digit'
        label={t('p2p.amountFilter', { fiat })}
        value={amount}
        onInput={setAmount}
        hint={t('p2p.method')}
        ltr
      />
      {buying && <BuySheet ad={buying} onCancel={() => setBuying(null)} />}
      {ads.load === 'loading' ? (
        <Skeleton shape='rows' rows={3} />
      ) : ads.load === 'failed' ? (
        <StateView kind='failed' onRetry={ads.retry} />
      ) : ads.items.length === 0 ? (
        <StateView kind='empty' message={t('p2p.noAds')} />
      ) : (
        <>
          {ads.items.map((a) => (
            <AdCard key={a.id} ad={a} onBuy={() => setBuying(a)} />
          ))}
          <ListFooter list={ads} moreText={t('trade.loadMore')} noMoreText='' />
        </>
      )}
      <View className='p2p__note' role='note'>
        {t('p2p.risk')}
      </View>
    </View>
  )
}

export default function P2pPage() {
  return (
    <Screen>
      <ProductOff product='p2p' />
      <MarketBody />
    </Screen>
  )
}
