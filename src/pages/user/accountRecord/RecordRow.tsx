// One account record: what it was, the change signed and coloured, the balance before and after,
// the account and part it changed, and when.
import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { AccountRecord } from '@/services/api/records'
import { formatDateTime } from '@/utils/dates'
import { balance, priceColor, priceTrend } from '@/utils/format'
import { accountLabel, typeLabel } from './labels'

export const RecordRow = memo(function RecordRow({ record }: { record: AccountRecord }) {
  const t = useT()
  const sign = priceTrend(record.value) === 'up' ? '+' : ''
  return (
    <View className='record' data-record={record.id} data-type={record.type}>
      <View className='record__head'>
        <Text className='record__type'>{typeLabel(t, record.type)}</Text>
        <Text className='record__value' style={{ color: priceColor(record.value) }}>
          {sign}
          {balance(record.value)} {record.currency_name}
        </Text>
      </View>
      <View className='record__line'>
        <Text className='record__label'>{accountLabel(t, record.wallet, record.part)}</Text>
        <Text className='record__figures'>
          {t('records.beforeAfter', {
            before: balance(record.before),
            after: balance(record.after),
          })}
        </Text>
      </View>
      <Text className='record__time'>{formatDateTime(record.created_time)}</Text>
    </View>
  )
})
