// Account records (SPEC §3 "Account record"): every change of the user's balances, newest first,
// 10 at a time (more on reaching the end, all again on pulling down), by coin and by type. Each
// row says what it was, by how much, the balance before and after, and which account and part.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { AtLoadMore } from 'taro-ui'
import type { SendOf } from '@wire/catalogue'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { fetchRecords, type AccountRecord } from '@/services/api/records'
import { navigate } from '@/services/router'
import { Filters, type RecordFilter } from './accountRecord/Filters'
import { RecordRow } from './accountRecord/RecordRow'
import './accountRecord/accountRecord.scss'

type Load = 'loading' | 'failed' | 'ready'

const ALL: RecordFilter = { currency: 0, type: '' }

const query = (filter: RecordFilter, page: number): SendOf<'accountList'> => ({
  page,
  currency: filter.currency || '',
  type: filter.type,
})

function RecordsBody() {
  const t = useT()
  const [filter, setFilter] = useState<RecordFilter>(ALL)
  const [items, setItems] = useState<readonly AccountRecord[]>([])
  const [page, setPage] = useState(0)
  const [pages, setPages] = useState(0)
  const [load, setLoad] = useState<Load>('loading')
  const [loadingMore, setLoadingMore] = useState(false)
  // answers to an older filter arrive late sometimes: only the latest request may fill the list
  const serial = useRef(0)

  const reload = useCallback((next: RecordFilter) => {
    const mine = ++serial.current
    return fetchRecords(query(next, 1)).then(
      (first) => {
        if (mine !== serial.current) return
        setItems(first.data)
        setPage(first.page)
        setPages(first.pages)
        setLoad('ready')
      },
      () => {
        if (mine === serial.current) setLoad((now) => (now === 'ready' ? now : 'failed'))
      },
    )
  }, [])

  useEffect(() => {
    void reload(ALL)
  }, [reload])
  usePullDownRefresh(() => void reload(filter).finally(() => Taro.stopPullDownRefresh()))

  const more = async () => {
    if (loadingMore || load !== 'ready' || page >= pages) return
    const mine = serial.current
    setLoadingMore(true)
    try {
      const next = await fetchRecords(query(filter, page + 1))
      if (mine !== serial.current) return
      // a record written meanwhile shifts the pages by one: skip what is already shown
      setItems((shown) => [...shown, ...next.data.filter((r) => !shown.some((s) => s.id === r.id))])
      setPage(next.page)
      setPages(next.pages)
    } catch {
      // the request wrapper has said why; the button stays to try again
    } finally {
      setLoadingMore(false)
    }
  }
  useReachBottom(() => void more())

  const choose = (next: RecordFilter) => {
    setLoad('loading')
    setFilter(next)
    void reload(next)
  }

  let list
  if (load === 'loading') list = <Skeleton shape='rows' rows={5} />
  else if (load === 'failed') {
    list = <StateView kind='failed' onRetry={() => choose({ ...filter })} />
  } else if (items.length === 0) {
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
        {items.map((r) => (
          <RecordRow key={r.id} record={r} />
        ))}
        {pages > 1 ? (
          <AtLoadMore
            className='records__more'
            status={loadingMore ? 'loading' : page < pages ? 'more' : 'noMore'}
            moreText={t('records.more')}
            loadingText={t('common.loading')}
            noMoreText={t('records.noMore')}
            onClick={() => void more()}
          />
        ) : null}
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
