// The user's internal messages, newest first, a page of 10 at a time: unread ones marked, a tap
// opens one. Opening an unread message lowers the badge count at once (the detail marks it read
// on the server), so the badges agree with the list without asking again.
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import type { RoutePath } from '@/routes'
import { fetchMessages, type MailMessageItem } from '@/services/api/messages'
import { navigate } from '@/services/router'
import { messageOpened } from '@/stores/messages'
import { formatDateTime } from '@/utils/dates'
import './msg.scss'

const DETAIL: RoutePath = 'pages/msg/msg-detail'

function MessageRow({ item, onOpen }: { item: MailMessageItem; onOpen: () => void }) {
  const t = useT()
  return (
    <Pressable
      className={item.read ? 'msg-row' : 'msg-row msg-row--unread'}
      data-message={item.id}
      onPress={onOpen}
    >
      <View className='msg-row__head'>
        {item.read ? null : (
          <View className='msg-row__dot' role='img' aria-label={t('msg.unread')} />
        )}
        <Text className='msg-row__title'>{item.title}</Text>
        <Text className='msg-row__time'>{formatDateTime(item.created_at)}</Text>
      </View>
      {item.excerpt ? <Text className='msg-row__excerpt'>{item.excerpt}</Text> : null}
    </Pressable>
  )
}

const page = (n: number) =>
  fetchMessages({ page: n }).then((p) => ({ items: p.data, page: p.page, pages: p.pages }))

function MsgListBody() {
  const t = useT()
  const list = usePagedList(page)

  const open = (item: MailMessageItem) => {
    if (!item.read) {
      list.update((shown) => shown.map((m) => (m.id === item.id ? { ...m, read: true } : m)))
      messageOpened()
    }
    void navigate(DETAIL, { id: item.id })
  }

  if (list.load === 'loading') return <Skeleton shape='rows' rows={5} />
  if (list.load === 'failed') return <StateView kind='failed' onRetry={list.retry} />
  if (list.items.length === 0) return <StateView kind='empty' message={t('msg.empty')} />
  return (
    <View className='msg-list'>
      {list.items.map((item) => (
        <MessageRow key={item.id} item={item} onOpen={() => open(item)} />
      ))}
      <ListFooter
        className='msg-list__more'
        list={list}
        moreText={t('msg.more')}
        noMoreText={t('msg.noMore')}
      />
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
