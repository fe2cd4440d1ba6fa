import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import { useT } from '@/hooks/useT'
import { useUploadUrl } from '@/hooks/useUploadUrl'
import type { SupportMessage } from '@/services/api/support'
import { formatDateTime } from '@/utils/dates'

/** One message: the user's on the trailing side, customer service's on the leading side. */
export function Bubble({ message }: { message: SupportMessage }) {
  const t = useT()
  const src = useUploadUrl(message.image)
  const who = message.from === 'user' ? t('service.you') : t('service.operator')
  return (
    <View
      className={`bubble bubble--${message.from}`}
      data-message={message.id}
      data-from={message.from}
    >
      <View className='bubble__box'>
        <Text className='bubble__who'>{who}</Text>
        {message.image ? (
          src ? (
            <Pressable
              label={t('service.picture')}
              onPress={() => void Taro.previewImage({ urls: [src] }).catch(() => undefined)}
            >
              <Picture alt='' className='bubble__image' src={src} mode='widthFix' />
            </Pressable>
          ) : (
            <View className='bubble__image bubble__image--waiting' />
          )
        ) : null}
        {message.text ? <Text className='bubble__text'>{message.text}</Text> : null}
      </View>
      <Text className='bubble__time'>{formatDateTime(message.created_at)}</Text>
    </View>
  )
}
