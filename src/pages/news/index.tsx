// News (issue 31 item 3; SPEC §7 /news/list, category 4): every article, newest first, ten at a
// time; a tap opens the article. Like every page but Home, login and register (SPEC §2), it needs a
// session.
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { NEWS_CATEGORY, type NewsItem } from '@wire/market'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { NEWS_DETAIL } from '@/routes'
import { fetchNews } from '@/services/api/content'
import { navigate } from '@/services/router'
import { formatLongDate } from '@/utils/dates'
import './news.scss'

function NewsRow({ item }: { item: NewsItem }) {
  return (
    <Pressable
      className='news-row'
      role='link'
      data-news={item.id}
      onPress={() => void navigate(NEWS_DETAIL, { id: item.id })}
    >
      <Text className='news-row__title'>{item.title}</Text>
      {item.summary ? <Text className='news-row__summary'>{item.summary}</Text> : null}
      <Text className='news-row__date'>{formatLongDate(item.created_at)}</Text>
    </Pressable>
  )
}

const page = (n: number) =>
  fetchNews(NEWS_CATEGORY.news, n).then((p) => ({ items: p.data, page: p.page, pages: p.pages }))

function NewsBody() {
  const t = useT()
  const list = usePagedList(page)
  if (list.load === 'loading') return <Skeleton shape='rows' rows={5} />
  if (list.load === 'failed') return <StateView kind='failed' onRetry={list.retry} />
  if (list.items.length === 0) return <StateView kind='empty' message={t('news.empty')} />
  return (
    <View className='news-list'>
      {list.items.map((item) => (
        <NewsRow key={item.id} item={item} />
      ))}
      <ListFooter list={list} moreText={t('news.more')} noMoreText={t('news.noMore')} />
    </View>
  )
}

export default function NewsPage() {
  return (
    <Screen>
      <NewsBody />
    </Screen>
  )
}
