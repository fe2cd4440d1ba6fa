// The user's internal messages, newest first, a page of 10 at a time: unread ones marked, a tap
// opens one. Opening an unread message lowers the badge count at once (the detail marks it read
// on the server), so the badges agree with the list without asking again.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { AtLoadMore } from 'taro-ui'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import type { RoutePath } from '@/routes'
import { fetchMessages, type MailMessageItem } from '@/services/api/messages'
import { navigate } from '@/services/router'
import { messageOpened } from '@/stores/messages'
import { formatDateTime } from '@/utils/dates'
import './msg.scss'

const DETAIL: RoutePath = 'pages/msg/msg-detail'

type Load = 'loading' | 'failed' | 'ready'

function MessageRow({ item, onOpen }: { item: MailMessageItem; onOpen: () => void }) {
  const t = useT()
  return (
    <View
      className={item.read ? 'msg-row' : 'msg-row msg-row--unread'}
      role='button'
      data-message={item.id}
      onClick={onOpen}
    >
      <View className='msg-row__head'>
        {item.read ? null : (
          <View className='msg-row__dot' role='img' aria-label={t('msg.unread')} />
        )}
        <Text className='msg-row__title'>{item.title}</Text>
        <Text className='msg-row__time'>{formatDateTime(item.created_at)}</Text>
      </View>
      {item.excerpt ? <Text className='msg-row__excerpt'>{item.excerpt}</Text> : null}
    </View>
  )
}

function MsgListBody() {
  const t = useT()
  const [items, setItems] = useState<readonly MailMessageItem[]>([])
  const [page, setPage] = useState(0)
  const [pages, setPages] = useState(0)
  const [load, setLoad] = useState<Load>('loading')
  const [loadingMore, setLoadingMore] = useState(false)

  const reload = useCallback(
    () =>
      fetchMessages({ page: 1 }).then(
        (first) => {
          setItems(first.data)
          setPage(first.page)
          setPages(first.pages)
          setLoad('ready')
        },
        () => setLoad((now) => (now === 'ready' ? now : 'failed')),
      ),
    [],
  )

  useEffect(() => {
    void reload()
  }, [reload])
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const more = async () => {
    if (loadingMore || load !== 'ready' || page >= pages) return
    setLoadingMore(true)
    try {
      const next = await fetchMessages({ page: page + 1 })
      // a message sent meanwhile shifts the pages by one: skip what is already shown
      setItems((shown) => [...shown, ...next.data.filter((m) => !shown.some((s) => s.id === m.id))])
      setPage(next.page)
      setPages(next.pages)
    } catch {
      // the request wrapper has said why; the button stays to try again
    } finally {
      setLoadingMore(false)
    }
  }
  useReachBottom(() => void more())

  const open = (item: MailMessageItem) => {
    if (!item.read) {
      setItems((shown) => shown.map((m) => (m.id === item.id ? { ...m, read: true } : m)))
      messageOpened()
    }
    void navigate(DETAIL, { id: item.id })
  }

  if (load === 'loading') return <Skeleton shape='rows' rows={5} />
  if (load === 'failed') {
    const retry = () => {
      setLoad('loading')
      void reload()
    }
    return <StateView kind='failed' onRetry={retry} />
  }
  if (items.length === 0) return <StateView kind='empty' message={t('msg.empty')} />
  return (
    <View className='msg-list'>
      {items.map((item) => (
        <MessageRow key={item.id} item={item} onOpen={() => open(item)} />
      ))}
      {pages > 1 ? (
        <AtLoadMore
          className='msg-list__more'
          status={loadingMore ? 'loading' : page < pages ? 'more' : 'noMore'}
          moreText={t('msg.more')}
          loadingText={t('common.loading')}
          noMoreText={t('msg.noMore')}
          onClick={() => void more()}
        />
      ) : null}
    </View>
  )
}

export default function MsgListPage() {
  return (
    <Screen>
      <MsgListBody />
    </Screen>
  )
}
