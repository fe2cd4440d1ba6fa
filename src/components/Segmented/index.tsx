import { View } from '@tarojs/components'
import './index.scss'

export interface SegmentedProps<V extends string> {
  options: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
}

export function Segmented<V extends string>({ options, value, onChange }: SegmentedProps<V>) {
  return (
    <View className='segmented' role='tablist'>
      {options.map((o) => (
        <View
          key={o.value}
          role='tab'
          aria-selected={o.value === value}
          className={`segmented__item${o.value === value ? ' segmented__item--active' : ''}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </View>
      ))}
    </View>
  )
}
