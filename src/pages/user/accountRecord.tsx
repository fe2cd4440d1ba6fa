// Account records (SPEC §3 "Account record"): every change of the user's balances, newest first,
// 10 at a time (more on reaching the end, all again on pulling down), by coin and by type. Each
// row is one movement: what it was, by how much, the balance before and after, and which account
// and part; a hold or its release is one row that says between which parts it moved.
import { useCallback, useState } from 'react'
import { View } from '@tarojs/components'
import type { SendOf } from '@wire/catalogue'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { fetchRecords } from '@/services/api/records'
import { navigate } from '@/services/router'
import { Filters, type RecordFilter } from './accountRecord/Filters'
import { foldMovements } from './accountRecord/movements'
import { RecordRow } from './accountRecord/RecordRow'
import './accountRecord/accountRecord.scss'

const ALL: RecordFilter = { currency: 0, type: '' }

const query = (filter: RecordFilter, page: number): SendOf<'accountList'> => ({
  page,
  currency: filter.currency || '',
  type: filter.type,
})

function RecordsBody() {
  const t = useT()
  const [filter, setFilter] = useState<RecordFilter>(ALL)
  const page = useCallback(
    (n: number) =>
      fetchRecords(query(filter, n)).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [filter],
  )
  const records = usePagedList(page)
  // the same filter again (a retry after a failure) is a new list too
  const choose = (next: RecordFilter) => setFilter({ ...next })

  let list
  if (records.load === 'loading') list = <Skeleton shape='rows' rows={5} />
  else if (records.load === 'failed') {
    list = <StateView kind='failed' onRetry={records.retry} />
  } else if (records.items.length === 0) {
    const filtered = filter.currency !== 0 || filter.type !== ''
    list = filtered ? (
      <StateView
        kind='empty'
        message={t('records.emptyFiltered')}
        action={{ label: t('records.showAll'), onPress: () => choose(ALL) }}
      />
    ) : (
      <StateView
        kind='empty'
        message={t('records.empty')}
        action={{ label: t('route.recharge'), onPress: () => void navigate('pages/user/recharge') }}
      />
    )
  } else {
    list = (
      <View className='records__list'>
        {foldMovements(records.items).map((m) => (
          <RecordRow key={m.record.id} movement={m} />
        ))}
        <ListFooter
          className='records__more'
          list={records}
          moreText={t('records.more')}
          noMoreText={t('records.noMore')}
        />
      </View>
    )
  }
  return (
    <View className='records'>
      <Filters value={filter} onChange={choose} />
      {list}
    </View>
  )
}

export default function AccountRecordPage() {
  return (
    <Screen>
      <RecordsBody />
    </Screen>
  )
}
