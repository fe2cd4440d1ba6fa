// One internal message: its title, when it was sent and its content. Opening it marks it read on
// the server. The content is HTML the server sanitised when it was written; RichHtml sanitises it
// again, as every server HTML, before it is shown.
import { useCallback, useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { RichHtml } from '@/components/RichHtml'
import { Screen } from '@/components/Screen'
import { StateView } from '@/components/StateView'
import { usePageQuery } from '@/hooks/usePageQuery'
import { fetchMessage, type MailMessage } from '@/services/api/messages'
import { ApiError } from '@/services/http'
import { formatDateTime } from '@/utils/dates'
import './msg.scss'

type Load =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** the server refused (not the user's, or gone): its words, toasted too; retrying won't help */
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; message: MailMessage }

function MsgDetailBody() {
  const { id } = usePageQuery()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })

  // an id that is no number asks for message 0, which nobody has: the server says so
  const open = useCallback(
    () =>
      fetchMessage(Number(id) || 0).then(
        (message) => setLoad({ kind: 'ready', message }),
        (e: unknown) => {
          const refused = e instanceof ApiError && e.type === 'error'
          setLoad(refused ? { kind: 'refused', message: e.message } : { kind: 'failed' })
        },
      ),
    [id],
  )

  useEffect(() => {
    void open()
  }, [open])

  const retry = () => {
    setLoad({ kind: 'loading' })
    void open()
  }

  if (load.kind === 'loading') return <StateView kind='loading' />
  if (load.kind === 'failed') return <StateView kind='failed' onRetry={retry} />
  if (load.kind === 'refused') return <StateView kind='empty' message={load.message} />
  const { message } = load
  return (
    <View className='msg-detail'>
      <Text className='msg-detail__title'>{message.title}</Text>
      <Text className='msg-detail__time'>{formatDateTime(message.created_at)}</Text>
      <RichHtml className='msg-detail__content' html={message.content} />
    </View>
  )
}

export default function MsgDetailPage() {
  return (
    <Screen>
      <MsgDetailBody />
    </Screen>
  )
}
