// A merchant's ads (issue 30): posting a sell ad (the coin offered is held from the asset account
// until sold or the ad is closed; buyers pay to the bank card bound to the account), and the ads
// posted, each closable.
import { useCallback, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { ASSET_COINS } from '@common/coins'
import { P2P_FIATS, type P2pFiat } from '@common/p2pRules'
import { Field } from '@/components/Field'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { TOAST_REFUSAL } from '@/hooks/useWrite'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { closeP2pAd, fetchMyAds, postP2pAd } from '@/services/api/p2p'
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
  const code = ASSET_COINS.find((c) => c.id === coin)?.code ?? ''
  // one key per intended ad: a retry after a lost answer posts it once; any change is another
  const ad = useConfirmedWrite(
    (key) => postP2pAd({ currencyId: coin, fiat, ...values }, key),
    () => {
      setValues({ price: '', total: '', minFiat: '', maxFiat: '' })
      toast(t('p2p.posted'), 'success')
      onPosted()
    },
  )

  return (
    <View className='p2p-sheet' data-section='post-ad'>
      <Text className='p2p-card__name'>{t('p2p.postTitle')}</Text>
      <View className='p2p__chips' role='tablist'>
        {ASSET_COINS.map((c) => (
          <Pressable
            key={c.id}
            role='tab'
            selected={c.id === coin}
            className={`p2p__chip${c.id === coin ? ' p2p__chip--active' : ''}`}
            onPress={() => {
              setCoin(c.id)
              ad.changed()
            }}
          >
            {c.code}
          </Pressable>
        ))}
      </View>
      <ScrollView scrollX className='p2p__fiats'>
        <View className='p2p__chips p2p__chips--row' role='tablist'>
          {P2P_FIATS.map((f) => (
            <Pressable
              key={f}
              role='tab'
              selected={f === fiat}
              className={`p2p__chip${f === fiat ? ' p2p__chip--active' : ''}`}
              onPress={() => {
                setFiat(f)
                ad.changed()
              }}
            >
              {f}
            </Pressable>
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
            ad.changed()
          }}
          ltr
        />
      ))}
      {ad.error !== '' && <Text className='p2p__warn'>{ad.error}</Text>}
      <Text className='p2p__note'>{t('p2p.postRules')}</Text>
      <Button type='primary' size='small' onPress={ad.ask}>
        {t('p2p.post')}
      </Button>
      <Dialog
        isOpened={ad.asking}
        title={t('p2p.postTitle')}
        content={t('p2p.postConfirm', { total: values.total, currency: code })}
        cancelText={t('common.back')}
        confirmText={t('p2p.post')}
        onCancel={ad.cancel}
        onClose={ad.cancel}
        onConfirm={() => void ad.confirm()}
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
  // the ad asked about, by id; its key stays until it closes or another is asked about, so a
  // retry after a lost answer closes once
  const [adId, setAdId] = useState(0)
  const close = useConfirmedWrite(
    (key) => closeP2pAd(adId, key),
    () => {
      toast(t('p2p.adClosedToast'), 'success')
      void ads.refresh()
    },
    TOAST_REFUSAL,
  )
  const askClose = (id: number) => {
    if (id !== adId) close.changed()
    setAdId(id)
    close.ask()
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
            <AdCard key={a.id} ad={a} onClose={() => askClose(a.id)} />
          ))}
          <ListFooter list={ads} moreText={t('trade.loadMore')} noMoreText='' />
        </>
      )}
      <Dialog
        isOpened={close.asking}
        title={t('p2p.closeAd')}
        content={t('p2p.closeConfirm')}
        cancelText={t('common.back')}
        confirmText={t('p2p.closeAd')}
        onCancel={close.cancel}
        onClose={close.cancel}
        onConfirm={() => void close.confirm()}
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
