// An edition's auction, live: the leading bid, the least next bid, the end counted down (later
// after a late bid), the bids so far; a bid is the current price plus the raise typed, held from
// the user's available USDT while it leads, and the confirmation says so. Every bid anyone makes,
// and the end, reach the page over the socket, which reads the edition again.
import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { ANTI_SNIPE_MINUTES, bidOf } from '@common/collectibleRules'
import { isAmount } from '@common/validate'
import { Field } from '@/components/Field'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useNow } from '@/hooks/useNow'
import { useT } from '@/hooks/useT'
import { bidNft, fetchNftBids, type Nft, type NftListing } from '@/services/api/collectibles'
import { subscribeAuction } from '@/services/realtime'
import { formatCountdown, formatDateTime } from '@/utils/dates'
import { balance } from '@/utils/format'

const BID_STATUS = { 1: 'nft.bidLeading', 2: 'nft.bidOutbid', 3: 'nft.bidWon' } as const

export function AuctionPanel({
  nft,
  listing: l,
  onChange,
}: {
  nft: Nft
  listing: NftListing
  onChange: () => void
}) {
  const t = useT()
  const current = l.top_bid ?? l.price
  const [raise, setRaise] = useState(l.bids > 0 ? (l.step ?? '') : '0')
  const fetchBids = useCallback(() => fetchNftBids(nft.code), [nft.code])
  const bids = useDetail(fetchBids)
  const refreshBids = bids.refresh
  useEffect(
    () =>
      subscribeAuction(nft.code, () => {
        onChange()
        refreshBids()
      }),
    [nft.code, onChange, refreshBids],
  )
  const ends = Date.parse(l.ends_at ?? '')
  const now = useNow(true)
  const left = ends - now
  const typed = raise.trim()
  const amount = isAmount(typed, 2) || typed === '0' ? bidOf(current, typed) : ''
  const bid = useConfirmedWrite(
    (key) => bidNft(nft.code, typed, key),
    () => {
      onChange()
      refreshBids()
    },
  )
  const own = l.seller === 'you'

  return (
    <View className='nft-auction' data-listing={l.id}>
      <View className='nft-facts'>
        <Text>{t('nft.currentBid', { price: balance(current), bids: l.bids })}</Text>
        <Text>{t('nft.minBid', { price: balance(l.min_bid ?? current) })}</Text>
        <Text className='nft-auction__ends' data-ends={l.ends_at}>
          {left > 0 ? t('nft.endsIn', { left: formatCountdown(left) }) : t('nft.ended')}
        </Text>
        {l.leading ? <Text className='nft-auction__leading'>{t('nft.youLead')}</Text> : null}
      </View>
      <Text className='nft__note'>
        {t('nft.auctionRule', { minutes: ANTI_SNIPE_MINUTES, fee: l.fee_percent })}
      </Text>
      {!own && !l.leading && left > 0 ? (
        <>
          <Field
            name='raise'
            type='digit'
            label={t('nft.raise', { step: balance(l.bids > 0 ? (l.step ?? '0') : '0') })}
            value={raise}
            onInput={(v) => {
              setRaise(v)
              bid.changed()
            }}
            ltr
          />
          <Text className='nft__note' data-bid={amount}>
            {amount ? t('nft.yourBid', { price: balance(amount) }) : ''}
          </Text>
          <Button
            type='primary'
            loading={bid.busy}
            onPress={() => (amount ? bid.ask() : bid.setError(t('common.amountAboveZero')))}
          >
            {t('nft.placeBid')}
          </Button>
        </>
      ) : null}
      {bid.error ? <Text className='nft__error'>{bid.error}</Text> : null}
      <Text className='nft__section'>{t('nft.bids')}</Text>
      {bids.load.kind === 'ready' && bids.load.value.length > 0 ? (
        bids.load.value.map((b) => (
          <View key={b.id} className='nft-bid' data-bid-status={b.status}>
            <Text>{balance(b.amount)} USDT</Text>
            <Text>{b.mine ? t('nft.you') : t('nft.bidder')}</Text>
            <Text>{t(BID_STATUS[b.status])}</Text>
            <Text className='nft-card__edition'>{formatDateTime(b.created_at)}</Text>
          </View>
        ))
      ) : (
        <Text className='nft__note'>{t('nft.noBids')}</Text>
      )}
      <Dialog
        isOpened={bid.asking}
        title={t('nft.bidTitle')}
        content={t('nft.bidText', { price: balance(amount), name: nft.name })}
        cancelText={t('common.cancel')}
        confirmText={t('nft.placeBid')}
        onCancel={bid.cancel}
        onClose={bid.cancel}
        onConfirm={() => void bid.confirm()}
      />
    </View>
  )
}
