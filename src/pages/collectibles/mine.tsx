// The user's collectibles (issue 31 item 1): their editions and closed boxes, their bids with what
// became of each, and the auctions they won (paid from the held bid when each ended).
import { useCallback, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Tabs } from '@/components/Tabs'
import { DetailState } from '@/components/DetailState'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useDetail } from '@/hooks/useDetail'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { NFT_DETAIL, NFT_SERIES } from '@/routes'
import {
  fetchMyBids,
  fetchMyCollection,
  fetchWins,
  readWin,
  type MyCollection,
  type NftWin,
} from '@/services/api/collectibles'
import { navigate } from '@/services/router'
import { formatDateTime } from '@/utils/dates'
import { balance } from '@/utils/format'
import { NftCard } from './parts/NftCard'
import './collectibles.scss'

const TABS = ['nft.myCollection', 'nft.myBids', 'nft.myWins'] as const
const BID_STATUS = { 1: 'nft.bidLeading', 2: 'nft.bidOutbid', 3: 'nft.bidWon' } as const

function Collection({ c }: { c: MyCollection }) {
  const t = useT()
  if (c.nfts.length === 0 && c.boxes.length === 0) {
    return <StateView kind='empty' message={t('nft.emptyMine')} />
  }
  return (
    <View className='nft__list'>
      {c.boxes.map((b) => (
        <Pressable
          key={b.code}
          className='nft-box'
          role='link'
          data-box={b.code}
          onPress={() => void navigate(NFT_SERIES, { id: b.series_id })}
        >
          <Text className='nft-card__name'>{t('nft.closedBox', { series: b.series_name })}</Text>
          <Text className='nft-card__edition'>
            {t('nft.openUntil', { time: formatDateTime(b.open_until) })}
          </Text>
        </Pressable>
      ))}
      {c.nfts.map((n) => (
        <NftCard key={n.code} nft={n} />
      ))}
    </View>
  )
}

const bidsPage = (n: number) =>
  fetchMyBids(n).then((p) => ({ items: p.data, page: p.page, pages: p.pages }))

function Bids() {
  const t = useT()
  const list = usePagedList(bidsPage, { reloadOnShow: true })
  if (list.load === 'loading') return <Skeleton shape='rows' rows={4} />
  if (list.load === 'failed') return <StateView kind='failed' onRetry={list.retry} />
  if (list.items.length === 0) return <StateView kind='empty' message={t('nft.noMyBids')} />
  return (
    <View className='nft__list'>
      {list.items.map((b) => (
        <Pressable
          key={b.id}
          className='nft-bid'
          role='link'
          data-bid-status={b.status}
          onPress={() => void navigate(NFT_DETAIL, { code: b.code })}
        >
          <Text>{b.name}</Text>
          <Text>{balance(b.amount)} USDT</Text>
          <Text>{t(BID_STATUS[b.status])}</Text>
          <Text className='nft-card__edition'>{formatDateTime(b.created_at)}</Text>
        </Pressable>
      ))}
      <ListFooter list={list} moreText={t('nft.more')} noMoreText={t('nft.noMore')} />
    </View>
  )
}

function Wins({ wins, onRead }: { wins: readonly NftWin[]; onRead: () => void }) {
  const t = useT()
  if (wins.length === 0) return <StateView kind='empty' message={t('nft.noWins')} />
  return (
    <View className='nft__list'>
      {wins.map((w) => (
        <Pressable
          key={w.id}
          className={`nft-win${w.read ? '' : ' nft-win--new'}`}
          role='link'
          onPress={() => {
            if (!w.read) void readWin(w.id).then(onRead, () => undefined)
            void navigate(NFT_DETAIL, { code: w.nft.code })
          }}
        >
          <Text className='nft-card__name'>{w.nft.name}</Text>
          <Text>{t('nft.wonFor', { price: balance(w.price) })}</Text>
          <Text className='nft-card__edition'>{formatDateTime(w.closed_at)}</Text>
        </Pressable>
      ))}
    </View>
  )
}

function MineBody() {
  const [tab, setTab] = useState(0)
  const t = useT()
  const collection = useDetail(useCallback(() => fetchMyCollection(), []))
  const wins = useDetail(useCallback(() => fetchWins(), []))
  useDidShow(() => {
    collection.refresh()
    wins.refresh()
  })
  return (
    <View className='nft'>
      <Tabs current={tab} titles={TABS.map((key) => t(key))} onChange={setTab} />
      {tab === 0 ? (
        <DetailState load={collection.load} onRetry={collection.retry}>
          {(c) => <Collection c={c} />}
        </DetailState>
      ) : tab === 1 ? (
        <Bids />
      ) : (
        <DetailState load={wins.load} onRetry={wins.retry}>
          {(w) => <Wins wins={w} onRead={wins.refresh} />}
        </DetailState>
      )}
    </View>
  )
}

export default function MinePage() {
  return (
    <Screen>
      <MineBody />
    </Screen>
  )
}
