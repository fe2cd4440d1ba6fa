// The records' two filters: one coin or all, one type or all.
import { Picker, Text, View } from '@tarojs/components'
import { ASSET_COINS } from '@common/coins'
import { Chip } from '@/components/Chip'
import { RECORD_TYPES, type RecordType } from '@wire/recordTypes'
import { useT } from '@/hooks/useT'
import { typeLabel } from './labels'

export interface RecordFilter {
  /** 0: every coin */
  currency: number
  /** '': every type */
  type: RecordType | ''
}

interface FiltersProps {
  value: RecordFilter
  onChange: (next: RecordFilter) => void
}

export function Filters({ value, onChange }: FiltersProps) {
  const t = useT()
  const coins = [{ id: 0, code: t('records.allCoins') }, ...ASSET_COINS]
  const types: (RecordType | '')[] = ['', ...RECORD_TYPES]
  const typeName = (code: RecordType | '') => (code ? typeLabel(t, code) : t('records.allTypes'))
  return (
    <View className='records__filters'>
      <View className='records__coins' role='radiogroup' aria-label={t('records.coin')}>
        {coins.map((c) => (
          <Chip
            key={c.id}
            circle
            size='small'
            active={c.id === value.currency}
            onPress={() => onChange({ ...value, currency: c.id })}
          >
            {c.code}
          </Chip>
        ))}
      </View>
      <Picker
        mode='selector'
        range={types.map(typeName)}
        value={types.indexOf(value.type)}
        onChange={(e) => onChange({ ...value, type: types[Number(e.detail.value)] ?? '' })}
      >
        <View className='records__type' role='button'>
          <Text className='records__type-label'>{t('records.typeFilter')}</Text>
          <Text className='records__type-value'>{typeName(value.type)} ▾</Text>
        </View>
      </Picker>
    </View>
  )
}
