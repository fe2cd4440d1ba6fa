// One internal message: its title, when it was sent and its content. Opening it marks it read on
// the server. The content is HTML the server sanitised when it was written; RichHtml sanitises it
// again, as every server HTML, before it is shown.
import { View, Text } from '@tarojs/components'
import { DetailState } from '@/components/DetailState'
import { RichHtml } from '@/components/RichHtml'
import { Screen } from '@/components/Screen'
import { usePageRecord } from '@/hooks/usePageRecord'
import { fetchMessage } from '@/services/api/messages'
import { formatDateTime } from '@/utils/dates'
import './msg.scss'

function MsgDetailBody() {
  const { load, retry } = usePageRecord(fetchMessage)
  return (
    <DetailState load={load} onRetry={retry}>
      {(message) => (
        <View className='msg-detail'>
          <Text className='msg-detail__title'>{message.title}</Text>
          <Text className='msg-detail__time'>{formatDateTime(message.created_at)}</Text>
          <RichHtml className='msg-detail__content' html={message.content} />
        </View>
      )}
    </DetailState>
  )
}

export default function MsgDetailPage() {
  return (
    <Screen>
      <MsgDetailBody />
    </Screen>
  )
}
