// One movement of the records: a change (what it was, the change signed and coloured, the balance
// before and after, the account and part it changed) or a shift between an account's parts (a hold
// or its release: the amount uncoloured, from which part to which), and when.
import { memo, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import type { AccountRecord } from '@/services/api/records'
import { formatDateTime } from '@/utils/dates'
import { balance, priceColor, priceTrend } from '@/utils/format'
import { accountLabel, partLabel, typeLabel } from './labels'
import type { Movement } from './movements'

export const RecordRow = memo(function RecordRow({ movement }: { movement: Movement }) {
  const t = useT()
  const { record } = movement
  if (movement.kind === 'shift') {
    const { from, to, amount } = movement
    return (
      <Row
        record={record}
        kind='shift'
        value={
          <Text className='record__value'>
            {balance(amount)} {record.currency_name}
          </Text>
        }
      >
        <Text className='record__label'>
          {accountLabel(t, record.wallet)} ·{' '}
          {t('records.shifted', { from: partLabel(t, from), to: partLabel(t, to) })}
        </Text>
      </Row>
    )
  }
  const sign = priceTrend(record.value) === 'up' ? '+' : ''
  return (
    <Row
      record={record}
      kind='change'
      value={
        <Text className='record__value' style={{ color: priceColor(record.value) }}>
          {sign}
          {balance(record.value)} {record.currency_name}
        </Text>
      }
    >
      <Text className='record__label'>
        {accountLabel(t, record.wallet)} · {partLabel(t, record.part)}
      </Text>
      <Text className='record__figures'>
        {t('records.beforeAfter', { before: balance(record.before), after: balance(record.after) })}
      </Text>
    </Row>
  )
})

/** The frame: type and value on the first line, the account on the second, the time last. */
interface RowProps {
  record: AccountRecord
  kind: Movement['kind']
  value: ReactNode
  /** the second line */
  children: ReactNode
}

function Row({ record, kind, value, children }: RowProps) {
  const t = useT()
  return (
    <View className='record' data-record={record.id} data-type={record.type} data-kind={kind}>
      <View className='record__head'>
        <Text className='record__type'>{typeLabel(t, record.type)}</Text>
        {value}
      </View>
      <View className='record__line'>{children}</View>
      <Text className='record__time'>{formatDateTime(record.created_time)}</Text>
    </View>
  )
}
