// Putting one's edition up for sale: at a fixed price, or at auction from a starting price with a
// least raise and a length; what the seller would receive (the price less the platform's fee) is
// shown before the confirmation.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { AUCTION_HOURS, NFT_FEE_PERCENT, sellerGets } from '@common/collectibleRules'
import { isAmount } from '@common/validate'
import { Field } from '@/components/Field'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useT } from '@/hooks/useT'
import { resellNft, type MarketKind, type Nft } from '@/services/api/collectibles'
import { balance } from '@/utils/format'

export function ResellForm({ nft, onDone }: { nft: Nft; onDone: () => void }) {
  const t = useT()
  const [kind, setKind] = useState<MarketKind>('fixed')
  const [price, setPrice] = useState('')
  const [step, setStep] = useState('1')
  const [hours, setHours] = useState('24')
  const write = useConfirmedWrite(
    (key) => resellNft(nft.code, { kind, price: price.trim(), step: step.trim(), hours }, key),
    onDone,
  )
  const edit = (apply: () => void) => {
    apply()
    write.changed()
  }
  const hoursValid =
    /^\d+$/.test(hours) && Number(hours) >= AUCTION_HOURS.min && Number(hours) <= AUCTION_HOURS.max
  const check = () => {
    if (!isAmount(price.trim(), 2)) return write.setError(t('common.amountAboveZero'))
    if (kind === 'auction' && !isAmount(step.trim(), 2)) {
      return write.setError(t('common.amountAboveZero'))
    }
    if (kind === 'auction' && !hoursValid) {
      return write.setError(t('nft.hoursRange', AUCTION_HOURS))
    }
    write.ask()
  }
  const gets = isAmount(price.trim(), 2) ? sellerGets(price.trim()) : ''
  return (
    <View className='nft-resell'>
      <Text className='nft__section'>{t('nft.resell')}</Text>
      <View className='nft-kinds' role='radiogroup'>
        {(['fixed', 'auction'] as const).map((k) => (
          <Pressable
            key={k}
            role='radio'
            selected={k === kind}
            className={`nft-kind${k === kind ? ' nft-kind--active' : ''}`}
            onPress={() => edit(() => setKind(k))}
          >
            {t(k === 'fixed' ? 'nft.kindFixed' : 'nft.kindAuction')}
          </Pressable>
        ))}
      </View>
      <Field
        name='resell-price'
        type='digit'
        label={t(kind === 'fixed' ? 'nft.resellPrice' : 'nft.startPrice')}
        value={price}
        onInput={(v) => edit(() => setPrice(v))}
        ltr
      />
      {kind === 'auction' ? (
        <>
          <Field
            name='resell-step'
            type='digit'
            label={t('nft.step')}
            value={step}
            onInput={(v) => edit(() => setStep(v))}
            ltr
          />
          <Field
            name='resell-hours'
            type='number'
            label={t('nft.hours', AUCTION_HOURS)}
            value={hours}
            onInput={(v) => edit(() => setHours(v))}
            ltr
          />
        </>
      ) : null}
      <Text className='nft__note' data-gets={gets}>
        {gets
          ? t('nft.youGet', { price: balance(gets), fee: NFT_FEE_PERCENT })
          : t('nft.feeNote', { fee: NFT_FEE_PERCENT })}
      </Text>
      <Button type='primary' loading={write.busy} onPress={check}>
        {t('nft.putOnSale')}
      </Button>
      {write.error ? <Text className='nft__error'>{write.error}</Text> : null}
      <Dialog
        isOpened={write.asking}
        title={t('nft.resell')}
        content={t(kind === 'fixed' ? 'nft.resellFixedText' : 'nft.resellAuctionText', {
          price: balance(price.trim()),
          gets: gets ? balance(gets) : '',
          hours,
        })}
        cancelText={t('common.cancel')}
        confirmText={t('nft.putOnSale')}
        onCancel={write.cancel}
        onClose={write.cancel}
        onConfirm={() => void write.confirm()}
      />
    </View>
  )
}
