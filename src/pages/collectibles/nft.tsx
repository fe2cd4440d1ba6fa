// One edition (issue 31 item 1): its picture, rarity, edition and artist, who owns it, collecting
// it; for sale at a fixed price it is bought after a confirmation; at auction the live panel
// takes bids; its owner puts it up for sale, or takes it off before any bid.
import { useCallback } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { sellerGets } from '@common/collectibleRules'
import { DetailState } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { NFT_ARTIST } from '@/routes'
import {
  buyNft,
  cancelResell,
  collectNft,
  fetchNft,
  type Nft,
  type NftListing,
} from '@/services/api/collectibles'
import { navigate, pageQuery } from '@/services/router'
import { balance } from '@/utils/format'
import { AuctionPanel } from './parts/AuctionPanel'
import { NftImage } from './parts/NftImage'
import { Rarity } from './parts/Rarity'
import { ResellForm } from './parts/ResellForm'
import './collectibles.scss'

const OWNER_KEYS = {
  house: 'nft.ownerHouse',
  you: 'nft.ownerYou',
  other: 'nft.ownerOther',
} as const

function FixedPrice({
  nft,
  listing: l,
  onDone,
}: {
  nft: Nft
  listing: NftListing
  onDone: () => void
}) {
  const t = useT()
  const buy = useConfirmedWrite((key) => buyNft(nft.code, key), onDone)
  return (
    <View className='nft-fixed'>
      <Text className='nft-series__name'>{t('nft.price', { price: balance(l.price) })}</Text>
      {l.seller === 'you' ? null : (
        <Button type='primary' loading={buy.busy} onPress={buy.ask}>
          {t('nft.buy')}
        </Button>
      )}
      {buy.error ? <Text className='nft__error'>{buy.error}</Text> : null}
      {l.seller === 'you' ? (
        <Text className='nft__note'>
          {t('nft.youGet', {
            price: balance(sellerGets(l.price, l.fee_percent)),
            fee: l.fee_percent,
          })}
        </Text>
      ) : null}
      <Dialog
        isOpened={buy.asking}
        title={t('nft.buyTitle')}
        content={t('nft.buyText', { price: balance(l.price), name: nft.name })}
        cancelText={t('common.cancel')}
        confirmText={t('nft.confirmBuy')}
        onCancel={buy.cancel}
        onClose={buy.cancel}
        onConfirm={() => void buy.confirm()}
      />
    </View>
  )
}

function Edition({ nft, refresh }: { nft: Nft; refresh: () => void }) {
  const t = useT()
  const collect = useConfirmedWrite((key) => collectNft(nft.code, !nft.collected, key), refresh)
  const cancel = useConfirmedWrite((key) => cancelResell(nft.code, key), refresh)
  const l = nft.listing
  return (
    <View className='nft-detail' data-nft={nft.code} data-owner={nft.owner}>
      <NftImage image={nft.image} name={nft.name} rarity={nft.rarity} />
      <View className='nft-detail__head'>
        <Text className='nft-series__name'>{nft.name}</Text>
        <Rarity rarity={nft.rarity} />
      </View>
      <Text className='nft-card__edition'>
        #{nft.edition}/{nft.editions} · {nft.code}
      </Text>
      <Pressable
        className='pill-link nft__link'
        role='link'
        onPress={() => void navigate(NFT_ARTIST, { uid: nft.artist.uid })}
      >
        {nft.artist.name}
      </Pressable>
      {nft.description ? <Text className='nft__note'>{nft.description}</Text> : null}
      <Text className='nft__note'>{t(OWNER_KEYS[nft.owner])}</Text>
      <Pressable
        className={`nft-collect${nft.collected ? ' nft-collect--on' : ''}`}
        aria-pressed={nft.collected}
        onPress={() => void collect.confirm()}
      >
        {t(nft.collected ? 'nft.collected' : 'nft.collect', { n: nft.collects })}
      </Pressable>
      {l?.kind === 'fixed' ? <FixedPrice nft={nft} listing={l} onDone={refresh} /> : null}
      {l?.kind === 'auction' ? <AuctionPanel nft={nft} listing={l} onChange={refresh} /> : null}
      {l && l.seller === 'you' && (l.kind === 'fixed' || l.bids === 0) ? (
        <Button loading={cancel.busy} onPress={() => void cancel.confirm()}>
          {t('nft.takeOff')}
        </Button>
      ) : null}
      {cancel.error ? <Text className='nft__error'>{cancel.error}</Text> : null}
      {nft.owner === 'you' && !l ? <ResellForm nft={nft} onDone={refresh} /> : null}
      <Text className='nft__risk'>{t('nft.risk')}</Text>
    </View>
  )
}

function NftBody() {
  const code = pageQuery(useRouter().params).code ?? ''
  const fetch = useCallback(() => fetchNft(code), [code])
  const { load, retry, refresh } = useDetail(code ? fetch : null, { refusalIsMissing: true })
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={6} />}>
      {(nft) => <Edition nft={nft} refresh={refresh} />}
    </DetailState>
  )
}

export default function NftPage() {
  return (
    <Screen>
      <NftBody />
    </Screen>
  )
}
