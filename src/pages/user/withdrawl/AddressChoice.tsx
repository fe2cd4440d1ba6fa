import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useT } from '@/hooks/useT'
import { WALLETS } from '@/routes'
import type { WalletAddress } from '@/services/api/addressBook'
import { navigate } from '@/services/router'

export interface AddressChoiceProps {
  /** the saved addresses of the chosen coin and network */
  entries: readonly WalletAddress[]
  chosen: number | undefined
  coin: string
  network: string
  error?: string
  onChoose: (id: number) => void
}

/**
 * Where the withdrawal goes: only an address from the user's book, never one typed here, so a
 * takeover cannot add a destination without the book's 24 h lock.
 */
export function AddressChoice({
  entries,
  chosen,
  coin,
  network,
  error,
  onChoose,
}: AddressChoiceProps) {
  const t = useT()
  return (
    <View className='withdraw__choice'>
      <Text className='withdraw__label'>{t('withdraw.address')}</Text>
      {entries.length === 0 ? (
        <View className='withdraw__empty'>
          <Text className='withdraw__note'>{t('withdraw.noAddress', { coin, network })}</Text>
          <Pressable className='withdraw__link' role='link' onPress={() => void navigate(WALLETS)}>
            {t('withdraw.addAddress')}
          </Pressable>
        </View>
      ) : (
        <View className='withdraw__addresses' role='radiogroup'>
          {entries.map((entry) => (
            <Pressable
              key={entry.id}
              className={`withdraw__address${entry.id === chosen ? ' withdraw__address--chosen' : ''}`}
              role='radio'
              selected={entry.id === chosen}
              data-address={entry.address}
              onPress={() => onChoose(entry.id)}
            >
              <Text className='withdraw__address-name'>{entry.name}</Text>
              <Text className='withdraw__address-text'>{entry.address}</Text>
            </Pressable>
          ))}
        </View>
      )}
      {error ? <Text className='withdraw__error'>{error}</Text> : null}
    </View>
  )
}
