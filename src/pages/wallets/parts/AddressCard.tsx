import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Chip } from '@/components/Chip'
import { useT } from '@/hooks/useT'
import type { WalletAddress } from '@/services/api/addressBook'
import { copyText } from '@/services/clipboard'
import { formatDate } from '@/utils/dates'

export interface AddressCardProps {
  entry: WalletAddress
  onDelete: () => void
}

/** One saved address: coin and network, label, the whole address (it is checked by eye), added. */
export function AddressCard({ entry, onDelete }: AddressCardProps) {
  const t = useT()
  return (
    <View className='address-card' data-address={entry.address}>
      <View className='address-card__head'>
        <Chip size='small' circle className='address-card__coin'>
          {`${entry.currency_name} · ${entry.type}`}
        </Chip>
        <Text className='address-card__label'>{entry.name}</Text>
      </View>
      <Text className='address-card__address'>{entry.address}</Text>
      <View className='address-card__foot'>
        <Text className='address-card__added'>
          {t('wallet.added', { date: formatDate(Date.parse(entry.create_time)) })}
        </Text>
        <View className='address-card__actions'>
          <Pressable className='address-card__action' onPress={() => copyText(entry.address)}>
            {t('common.copy')}
          </Pressable>
          <Pressable
            className='address-card__action address-card__action--danger'
            onPress={onDelete}
          >
            {t('wallet.delete')}
          </Pressable>
        </View>
      </View>
    </View>
  )
}
