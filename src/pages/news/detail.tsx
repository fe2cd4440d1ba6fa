// One article or banner (issue 31 item 3; SPEC §7 /news/detail): title, date and its HTML, which
// the server sanitised when it was written and RichHtml sanitises again, as every server HTML.
import { Text, View } from '@tarojs/components'
import { DetailState } from '@/components/DetailState'
import { RichHtml } from '@/components/RichHtml'
import { Screen } from '@/components/Screen'
import { usePageRecord } from '@/hooks/usePageRecord'
import { fetchNewsDetail } from '@/services/api/content'
import { formatLongDate } from '@/utils/dates'
import './news.scss'

function NewsDetailBody() {
  const { load, retry } = usePageRecord(fetchNewsDetail)
  return (
    <DetailState load={load} onRetry={retry}>
      {(news) => (
        <View className='news-detail' data-news={news.id}>
          <Text className='news-detail__title'>{news.title}</Text>
          <Text className='news-detail__date'>{formatLongDate(news.created_at)}</Text>
          <RichHtml className='news-detail__body' html={news.content} />
        </View>
      )}
    </DetailState>
  )
}

export default function NewsDetailPage() {
  return (
    <Screen>
      <NewsDetailBody />
    </Screen>
  )
}
