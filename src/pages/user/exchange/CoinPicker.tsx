// One side of an exchange: the coin, picked from those the server exchanges.
import { Text, View } from '@tarojs/components'
import { Chip } from '@/components/Chip'

interface CoinPickerProps {
  label: string
  coins: readonly { id: number; name: string }[]
  value: number
  /** the coin on the other side: picking it swaps the two */
  onPick: (id: number) => void
}

export function CoinPicker({ label, coins, value, onPick }: CoinPickerProps) {
  return (
    <View className='exchange__side'>
      <Text className='exchange__side-label'>{label}</Text>
      <View className='exchange__coins' role='radiogroup' aria-label={label}>
        {coins.map((c) => (
          <Chip key={c.id} circle active={c.id === value} onPress={() => onPick(c.id)}>
            {c.name}
          </Chip>
        ))}
      </View>
    </View>
  )
}
