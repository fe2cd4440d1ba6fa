import { View, Text } from '@tarojs/components'
import { navigate } from '@/services/router'
import './index.scss'

export interface LinkItem {
  label: string
  path: string
  /** shown at the end of the row, before the chevron */
  value?: string
}

export function LinkList({ items }: { items: readonly LinkItem[] }) {
  return (
    <View className='link-list'>
      {items.map((item) => (
        <View
          key={item.path}
          className='link-list__item'
          role='link'
          onClick={() => void navigate(item.path)}
        >
          <Text className='link-list__label'>{item.label}</Text>
          {item.value ? <Text className='link-list__value'>{item.value}</Text> : null}
          <View className='link-list__chevron' />
        </View>
      ))}
    </View>
  )
}
