// Collectibles (issue 31 item 1): blind-box series with their published odds, editions at a fixed
// price, auctions and artists, a tab each; the way to the user's own collection and bids.
import { useCallback, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Tabs } from '@/components/Tabs'
import { ListFooter } from '@/components/ListFooter'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList, type ListPage } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { NFT_ARTIST, NFT_MINE } from '@/routes'
import {
  fetchArtists,
  fetchBoxSeries,
  fetchMarket,
  type NftArtist,
} from '@/services/api/collectibles'
import { navigate } from '@/services/router'
import { NftCard } from './parts/NftCard'
import { SeriesCard } from './parts/SeriesCard'
import './collectibles.scss'

const TABS = ['nft.tabBoxes', 'nft.tabFixed', 'nft.tabAuctions', 'nft.tabArtists'] as const

type Row = { id: number; node: 'series' | 'nft' | 'artist'; el: JSX.Element }

function ArtistRow({ artist }: { artist: NftArtist }) {
  const t = useT()
  return (
    <Pressable
      className='nft-artist-row'
      role='link'
      onPress={() => void navigate(NFT_ARTIST, { uid: artist.uid })}
    >
      <Text className='nft-card__name'>{artist.name}</Text>
      <Text className='nft-card__edition'>
        {t('nft.artistCounts', { works: artist.works, series: artist.series })}
      </Text>
    </Pressable>
  )
}

/** The tab's page of rows: each list item drawn by its own card. */
function pageOf(tab: number): (page: number) => Promise<ListPage<Row>> {
  if (tab === 0) {
    return (n) =>
      fetchBoxSeries(n).then((p) => ({
        ...p,
        items: p.data.map((s) => ({ id: s.id, node: 'series', el: <SeriesCard series={s} /> })),
      }))
  }
  if (tab === 3) {
    return (n) =>
      fetchArtists(n).then((p) => ({
        ...p,
        items: p.data.map((a, i) => ({
          id: (p.page - 1) * 20 + i,
          node: 'artist',
          el: <ArtistRow artist={a} />,
        })),
      }))
  }
  const kind = tab === 1 ? 'fixed' : 'auction'
  return (n) =>
    fetchMarket(kind, '', n).then((p) => ({
      ...p,
      items: p.data.map((nft) => ({
        id: nft.listing?.id ?? 0,
        node: 'nft',
        el: <NftCard nft={nft} />,
      })),
    }))
}

function CollectiblesBody() {
  const t = useT()
  const [tab, setTab] = useState(0)
  const fetchPage = useMemo(() => pageOf(tab), [tab])
  const list = usePagedList(fetchPage, { reloadOnShow: true })
  const toMine = useCallback(() => void navigate(NFT_MINE), [])
  return (
    <View className='nft'>
      <View className='nft__top'>
        <Text className='nft__note'>{t('nft.intro')}</Text>
        <Pressable className='pill-link nft__link' role='link' onPress={toMine}>
          {t('nft.mine')}
        </Pressable>
      </View>
      <Tabs current={tab} titles={TABS.map((key) => t(key))} onChange={setTab} />
      {list.load === 'loading' ? (
        <Skeleton shape='rows' rows={4} />
      ) : list.load === 'failed' ? (
        <StateView kind='failed' onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <StateView kind='empty' message={t('nft.empty')} />
      ) : (
        <View className='nft__list'>
          {list.items.map((row) => (
            <View key={`${row.node}-${row.id}`}>{row.el}</View>
          ))}
          <ListFooter list={list} moreText={t('nft.more')} noMoreText={t('nft.noMore')} />
        </View>
      )}
    </View>
  )
}

export default function CollectiblesPage() {
  return (
    <Screen>
      <ProductOff product='collectibles' />
      <CollectiblesBody />
    </Screen>
  )
}
