// A merchant's ads (issue 30): posting a sell ad (the coin offered is held from the asset account
// until sold or the ad is closed; buyers pay to the bank card bound to the account), and the ads
// posted, each closable.
import { useCallback, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { AtButton, AtModal } from 'taro-ui'
import { ASSET_COINS } from '@common/coins'
import { P2P_FIATS, type P2pFiat } from '@common/p2pRules'
import { Field } from '@/components/Field'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { closeP2pAd, fetchMyAds, postP2pAd, type P2pAd } from '@/services/api/p2p'
import { ApiError, newRequestKey } from '@/services/http'
import { toast } from '@/services/toast'
import { AdCard } from './parts/AdCard'
import './p2p.scss'

const FIELDS = ['price', 'total', 'minFiat', 'maxFiat'] as const
type FieldName = (typeof FIELDS)[number]

const LABELS: Record<FieldName, string> = {
  price: 'p2p.adPrice',
  total: 'p2p.adTotal',
  minFiat: 'p2p.adMin',
  maxFiat: 'p2p.adMax',
}

function PostForm({ onPosted }: { onPosted: () => void }) {
  const t = useT()
  const [coin, setCoin] = useState<number>(ASSET_COINS[0].id)
  const [fiat, setFiat] = useState<P2pFiat>('USD')
  const [values, setValues] = useState<Record<FieldName, string>>({
    price: '',
    total: '',
    minFiat: '',
    maxFiat: '',
  })
  const [error, setError] = useState('')
  const [asking, setAsking] = useState(false)
  const [key, setKey] = useState(newRequestKey)
  const code = ASSET_COINS.find((c) => c.id === coin)?.code ?? ''

  const post = async () => {
    try {
      await postP2pAd({ currencyId: coin, fiat, ...values }, key)
      setAsking(false)
      setKey(newRequestKey())
      setValues({ price: '', total: '', minFiat: '', maxFiat: '' })
      toast(t('p2p.posted'), 'success')
      onPosted()
    } catch (e) {
      setAsking(false)
      if (e instanceof ApiError) setError(e.message)
    }
  }

  return (
    <View className='p2p-sheet' data-section='post-ad'>
      <Text className='p2p-card__name'>{t('p2p.postTitle')}</Text>
      <View className='p2p__chips' role='tablist'>
        {ASSET_COINS.map((c) => (
          <View
            key={c.id}
            role='tab'
            aria-selected={c.id === coin}
            className={`p2p__chip${c.id === coin ? ' p2p__chip--active' : ''}`}
            onClick={() => setCoin(c.id)}
          >
            {c.code}
          </View>
        ))}
      </View>
      <ScrollView scrollX className='p2p__fiats'>
        <View className='p2p__chips p2p__chips--row' role='tablist'>
          {P2P_FIATS.map((f) => (
            <View
              key={f}
              role='tab'
              aria-selected={f === fiat}
              className={`p2p__chip${f === fiat ? ' p2p__chip--active' : ''}`}
              onClick={() => setFiat(f)}
            >
              {f}
            </View>
          ))}
        </View>
      </ScrollView>
      {FIELDS.map((name) => (
        <Field
          key={name}
          name={name}
          type='digit'
          label={t(LABELS[name], { fiat, currency: code })}
          value={values[name]}
          onInput={(v) => {
            setValues((old) => ({ ...old, [name]: v }))
            setError('')
            setKey(newRequestKey())
          }}
          ltr
        />
      ))}
      {error !== '' && <Text className='p2p__warn'>{error}</Text>}
      <Text className='p2p__note'>{t('p2p.postRules')}</Text>
      <AtButton type='primary' size='small' onClick={() => setAsking(true)}>
        {t('p2p.post')}
      </AtButton>
      <AtModal
        isOpened={asking}
        title={t('p2p.postTitle')}
        content={t('p2p.postConfirm', { total: values.total, currency: code })}
        cancelText={t('common.back')}
        confirmText={t('p2p.post')}
        onCancel={() => setAsking(false)}
        onClose={() => setAsking(false)}
        onConfirm={() => void post()}
      />
    </View>
  )
}

function AdsBody() {
  const t = useT()
  const page = useCallback(
    (n: number) => fetchMyAds(n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [],
  )
  const ads = usePagedList(page, { reloadOnShow: true })
  const [closing, setClosing] = useState<P2pAd | null>(null)
  const close = async (ad: P2pAd) => {
    setClosing(null)
    try {
      await closeP2pAd(ad.id, newRequestKey())
      toast(t('p2p.adClosedToast'), 'success')
      void ads.refresh()
    } catch {
      // the request wrapper has said why
    }
  }
  return (
    <View className='p2p'>
      <PostForm onPosted={() => void ads.refresh()} />
      {ads.load === 'loading' ? (
        <Skeleton shape='rows' rows={3} />
      ) : ads.load === 'failed' ? (
        <StateView kind='failed' onRetry={ads.retry} />
      ) : ads.items.length === 0 ? (
        <StateView kind='empty' message={t('p2p.noMyAds')} />
      ) : (
        <>
          {ads.items.map((a) => (
            <AdCard key={a.id} ad={a} onClose={() => setClosing(a)} />
          ))}
          <ListFooter list={ads} moreText={t('trade.loadMore')} noMoreText='' />
        </>
      )}
      <AtModal
        isOpened={closing !== null}
        title={t('p2p.closeAd')}
        content={t('p2p.closeConfirm')}
        cancelText={t('common.back')}
        confirmText={t('p2p.closeAd')}
        onCancel={() => setClosing(null)}
        onClose={() => setClosing(null)}
        onConfirm={() => closing && void close(closing)}
      />
    </View>
  )
}

export default function P2pAdsPage() {
  return (
    <Screen>
      <AdsBody />
    </Screen>
  )
}
