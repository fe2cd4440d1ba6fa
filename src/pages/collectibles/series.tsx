// A blind-box series (issue 31 item 1): what a box costs, its odds as published and what is left
// to draw, every item, the hash of the draw seed (and the seed with every opening once revealed,
// so anyone can replay the draws), buying a box after a confirmation, and opening the user's own.
import { useCallback, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { DetailState } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { NFT_DETAIL } from '@/routes'
import {
  buyBlindBox,
  fetchBoxDetail,
  openBlindBox,
  type BoxDetail,
  type BoxOpening,
} from '@/services/api/collectibles'
import { navigate, pageQuery } from '@/services/router'
import { formatDateTime } from '@/utils/dates'
import { balance } from '@/utils/format'
import { NftImage } from './parts/NftImage'
import { Rarity, RARITY_KEYS } from './parts/Rarity'
import { SERIES_STATE_KEYS } from './parts/SeriesCard'
import './collectibles.scss'

function Odds({ s }: { s: BoxDetail }) {
  const t = useT()
  return (
    <View className='nft-odds' role='table'>
      <View className='nft-odds__row nft-odds__row--head' role='row'>
        <Text>{t('nft.rarityTitle')}</Text>
        <Text>{t('nft.oddsTitle')}</Text>
        <Text>{t('nft.leftTitle')}</Text>
      </View>
      {s.odds.map((o) => (
        <View key={o.rarity} className='nft-odds__row' role='row' data-rarity={o.rarity}>
          <Rarity rarity={o.rarity} />
          <Text>
            {o.percent}% ({o.boxes})
          </Text>
          <Text>{o.left}</Text>
        </View>
      ))}
    </View>
  )
}

function OpenBox({ code, onOpened }: { code: string; onOpened: (o: BoxOpening) => void }) {
  const t = useT()
  const write = useConfirmedWrite((key) => openBlindBox(code, key), onOpened)
  return (
    <View className='nft-box' data-box={code}>
      <Text className='nft-box__code'>{code}</Text>
      <Button size='small' type='primary' loading={write.busy} onPress={() => void write.confirm()}>
        {t('nft.open')}
      </Button>
      {write.error ? <Text className='nft__error'>{write.error}</Text> : null}
    </View>
  )
}

function Series({ s, refresh }: { s: BoxDetail; refresh: () => void }) {
  const t = useT()
  const [opened, setOpened] = useState<BoxOpening | null>(null)
  const buy = useConfirmedWrite((key) => buyBlindBox(s.id, key), refresh)
  const showOpening = (o: BoxOpening) => {
    setOpened(o)
    refresh()
  }
  return (
    <View className='nft-series' data-series={s.id}>
      <NftImage
        image={s.cover}
        name={s.name}
        rarity={s.odds[s.odds.length - 1]?.rarity ?? 'common'}
      />
      <Text className='nft-series__name'>{s.name}</Text>
      <Text className='nft__note'>{s.description}</Text>
      <View className='nft-facts'>
        <Text>{t('nft.boxPrice', { price: balance(s.price) })}</Text>
        <Text>{t(SERIES_STATE_KEYS[s.state])}</Text>
        <Text>{t('nft.boxesLeft', { left: s.total - s.sold, total: s.total })}</Text>
        <Text>
          {t('nft.saleWindow', {
            start: formatDateTime(s.sale_start),
            end: formatDateTime(s.sale_end),
          })}
        </Text>
        <Text>{t('nft.openUntil', { time: formatDateTime(s.open_until) })}</Text>
      </View>
      <Odds s={s} />
      <Text className='nft__note'>{t('nft.drawRule')}</Text>
      <View className='nft-seed'>
        <Text className='nft-seed__label'>{t('nft.seedHash')}</Text>
        <Text className='nft-seed__value'>{s.seed_hash}</Text>
        {s.seed ? (
          <>
            <Text className='nft-seed__label'>{t('nft.seed')}</Text>
            <Text className='nft-seed__value' data-seed={s.seed}>
              {s.seed}
            </Text>
            <Text className='nft__note'>{t('nft.verify', { n: s.openings?.length ?? 0 })}</Text>
          </>
        ) : (
          <Text className='nft__note'>{t('nft.seedLater')}</Text>
        )}
      </View>
      {s.state === 1 ? (
        <Button type='primary' loading={buy.busy} onPress={buy.ask}>
          {t('nft.buyBox', { price: balance(s.price) })}
        </Button>
      ) : null}
      {buy.error ? <Text className='nft__error'>{buy.error}</Text> : null}
      <Text className='nft__risk'>{t('nft.risk')}</Text>
      {s.my_boxes.length > 0 ? (
        <View className='nft-boxes'>
          <Text className='nft__section'>{t('nft.myBoxes')}</Text>
          {s.my_boxes.map((code) => (
            <OpenBox key={code} code={code} onOpened={showOpening} />
          ))}
        </View>
      ) : null}
      <Text className='nft__section'>{t('nft.items')}</Text>
      <View className='nft-items'>
        {s.items.map((i) => (
          <View key={i.id} className='nft-item'>
            <NftImage image={i.image} name={i.name} rarity={i.rarity} />
            <Text className='nft-card__name'>{i.name}</Text>
            <Rarity rarity={i.rarity} />
            <Text className='nft-card__edition'>
              {t('nft.itemLeft', { left: i.left, editions: i.editions })}
            </Text>
          </View>
        ))}
      </View>
      <Dialog
        isOpened={buy.asking}
        title={t('nft.buyBoxTitle')}
        content={t('nft.buyBoxText', { price: balance(s.price), name: s.name })}
        cancelText={t('common.cancel')}
        confirmText={t('nft.confirmBuy')}
        onCancel={buy.cancel}
        onClose={buy.cancel}
        onConfirm={() => void buy.confirm()}
      />
      <Dialog
        className='nft-opened'
        isOpened={opened !== null}
        title={t('nft.openedTitle')}
        content={
          opened
            ? t('nft.openedText', {
                name: opened.nft.name,
                edition: opened.nft.edition,
                editions: opened.nft.editions,
                rarity: t(RARITY_KEYS[opened.nft.rarity]),
              })
            : ''
        }
        cancelText={t('common.close')}
        confirmText={t('nft.view')}
        onCancel={() => setOpened(null)}
        onClose={() => setOpened(null)}
        onConfirm={() => {
          const code = opened?.nft.code
          setOpened(null)
          if (code) void navigate(NFT_DETAIL, { code })
        }}
      />
    </View>
  )
}

function SeriesBody() {
  const id = Number(pageQuery(useRouter().params).id)
  const fetch = useCallback(() => fetchBoxDetail(id), [id])
  const { load, retry, refresh } = useDetail(Number.isInteger(id) && id > 0 ? fetch : null, {
    refusalIsMissing: true,
  })
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={6} />}>
      {(s) => <Series s={s} refresh={refresh} />}
    </DetailState>
  )
}

export default function SeriesPage() {
  return (
    <Screen>
      <SeriesBody />
    </Screen>
  )
}
