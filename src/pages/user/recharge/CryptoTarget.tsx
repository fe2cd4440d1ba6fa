// Where a virtual-currency deposit goes: the networks of the coin that take deposits now, the
// platform's address on the chosen one as text and QR code with a Copy button, and what the user
// must know before sending (the network's warning, the minimum, the confirmations). A demo
// server's address belongs to nobody, and says so.
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import { useT } from '@/hooks/useT'
import type { DepositAddress } from '@/services/api/deposit'
import { copyText } from '@/services/clipboard'
import { balance } from '@/utils/format'
import { qrDataUrl } from '@/utils/qrCode'

interface CryptoTargetProps {
  coin: string
  networks: readonly DepositAddress[]
  chosen: DepositAddress | undefined
  onChoose: (network: DepositAddress) => void
}

export function CryptoTarget({ coin, networks, chosen, onChoose }: CryptoTargetProps) {
  const t = useT()
  const address = chosen?.address ?? ''
  const qr = useMemo(() => (address ? qrDataUrl(address) : ''), [address])

  if (networks.length === 0) {
    return <Text className='recharge__warning'>{t('deposit.noNetwork', { coin })}</Text>
  }

  return (
    <View>
      <Text className='recharge__section-title'>{t('deposit.network')}</Text>
      <View className='recharge__options' role='radiogroup'>
        {networks.map((n) => (
          <Chip key={n.type} circle active={n.type === chosen?.type} onPress={() => onChoose(n)}>
            {n.type}
          </Chip>
        ))}
      </View>
      {chosen ? (
        <View className='recharge__target' data-network={chosen.type}>
          <Text className='recharge__section-title'>{t('deposit.address')}</Text>
          {qr ? (
            <Picture
              alt={t('deposit.address')}
              className='recharge__qr'
              src={qr}
              mode='aspectFit'
            />
          ) : null}
          <Text className='recharge__address'>{address}</Text>
          <Button size='small' className='recharge__copy' onPress={() => copyText(address)}>
            {t('common.copy')}
          </Button>
          {chosen.demo ? <Text className='recharge__demo'>{t('deposit.demoAddress')}</Text> : null}
          <Text className='recharge__warning'>
            {t('deposit.warning', { coin, network: chosen.type })}
          </Text>
          <Text className='recharge__facts'>
            {t('deposit.minimum', { min: balance(chosen.deposit_min), currency: coin })}
          </Text>
          <Text className='recharge__facts'>
            {t('deposit.confirmations', { n: chosen.confirmations })}
          </Text>
        </View>
      ) : null}
    </View>
  )
}
