// The conversation: earlier messages on request at the top, the latest at the bottom (the screen
// opens there and follows new ones), the composer under it. Answers are also internal messages,
// which the head links to.
import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Button } from '@/components/Button'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { MESSAGES } from '@/routes'
import { navigate } from '@/services/router'
import { Bubble } from './Bubble'
import { Composer } from './Composer'
import { useConversation } from './useConversation'

/** Keeps the newest message in view: on opening, on sending, on an answer. */
function useFollowLatest(latest: number | undefined): void {
  useEffect(() => {
    if (latest === undefined) return
    Taro.pageScrollTo({ scrollTop: 1e6, duration: 0 }).catch(() => undefined)
  }, [latest])
}

export function ConversationView() {
  const t = useT()
  const chat = useConversation()
  useFollowLatest(chat.items[chat.items.length - 1]?.id)

  return (
    <View className='service__chat'>
      <View className='service__chat-head'>
        <Text className='service__title'>{t('service.conversation')}</Text>
        {/* answers are kept among the messages too */}
        <Pressable className='service__messages-link' onPress={() => void navigate(MESSAGES)}>
          {t('service.openMessages')}
        </Pressable>
      </View>
      {chat.load === 'loading' ? <StateView kind='loading' /> : null}
      {chat.load === 'failed' ? <StateView kind='failed' onRetry={chat.retry} /> : null}
      {chat.load === 'ready' && chat.items.length === 0 ? (
        <StateView kind='empty' message={t('service.empty')} />
      ) : null}
      {chat.hasEarlier ? (
        <Button
          className='service__earlier'
          size='small'
          loading={chat.loadingEarlier}
          onPress={() => void chat.earlier()}
        >
          {t('service.earlier')}
        </Button>
      ) : null}
      <View className='service__messages'>
        {chat.items.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </View>
      {chat.load === 'ready' ? <Composer onSent={chat.add} /> : null}
    </View>
  )
}
