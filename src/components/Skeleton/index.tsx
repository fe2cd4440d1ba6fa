// Grey shapes where content is about to be, laid out like it, so the page does not jump when it
// arrives and the user sees what kind of thing is loading.
import { View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import './index.scss'

export interface SkeletonProps {
  /** quote rows (Home, Market) or the Trade tab's quote, chart and order panel */
  shape: 'rows' | 'trade'
  /** rows drawn for `rows` */
  rows?: number
}

function Row() {
  return (
    <View className='skeleton__row'>
      <View className='skeleton__name'>
        <View className='skeleton__bone skeleton__bone--code' />
        <View className='skeleton__bone skeleton__bone--detail' />
      </View>
      <View className='skeleton__bone skeleton__bone--price' />
      <View className='skeleton__bone skeleton__bone--pill' />
    </View>
  )
}

export function Skeleton({ shape, rows = 6 }: SkeletonProps) {
  const t = useT()
  return (
    <View className='skeleton' role='status' aria-label={t('common.loading')} aria-busy>
      {shape === 'trade' ? (
        <>
          <View className='skeleton__bone skeleton__bone--title' />
          <View className='skeleton__bone skeleton__bone--big' />
          <View className='skeleton__bone skeleton__bone--chart' />
          <View className='skeleton__bone skeleton__bone--panel' />
        </>
      ) : (
        Array.from({ length: rows }, (_, i) => <Row key={i} />)
      )}
    </View>
  )
}
