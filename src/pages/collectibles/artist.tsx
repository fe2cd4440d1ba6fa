// An artist (issue 31 item 1): who they are, their blind-box series and their editions for sale.
import { useCallback } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { DetailState } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { fetchArtist } from '@/services/api/collectibles'
import { pageQuery } from '@/services/router'
import { NftCard } from './parts/NftCard'
import { SeriesCard } from './parts/SeriesCard'
import './collectibles.scss'

function ArtistBody() {
  const t = useT()
  const uid = pageQuery(useRouter().params).uid ?? ''
  const fetch = useCallback(() => fetchArtist(uid), [uid])
  const { load, retry } = useDetail(uid ? fetch : null, { refusalIsMissing: true })
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={5} />}>
      {({ artist, series, works }) => (
        <View className='nft' data-artist={artist.uid}>
          <Text className='nft-series__name'>{artist.name}</Text>
          {artist.bio ? <Text className='nft__note'>{artist.bio}</Text> : null}
          <Text className='nft__section'>{t('nft.tabBoxes')}</Text>
          {series.length === 0 ? <Text className='nft__note'>{t('nft.empty')}</Text> : null}
          {series.map((s) => (
            <SeriesCard key={s.id} series={s} />
          ))}
          <Text className='nft__section'>{t('nft.onMarket')}</Text>
          {works.length === 0 ? <Text className='nft__note'>{t('nft.empty')}</Text> : null}
          {works.map((n) => (
            <NftCard key={n.code} nft={n} />
          ))}
        </View>
      )}
    </DetailState>
  )
}

export default function ArtistPage() {
  return (
    <Screen>
      <ArtistBody />
    </Screen>
  )
}
