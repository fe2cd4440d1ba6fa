// Writing to customer service: a text, a picture (picked, made smaller and uploaded as the
// certification photos are), or both. One key per message: a retried send after a lost answer, or
// a second tap, posts it once; a change of what is written makes it another message.
import { useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import { AtActivityIndicator } from 'taro-ui'
import { Button } from '@/components/Button'
import { SUPPORT_TEXT_MAX } from '@common/support'
import { useT } from '@/hooks/useT'
import { useUploadUrl } from '@/hooks/useUploadUrl'
import { useWrite } from '@/hooks/useWrite'
import { sendSupportMessage, type SupportMessage } from '@/services/api/support'
import { uploadImage } from '@/services/api/uploads'

export function Composer({ onSent }: { onSent: (message: SupportMessage) => void }) {
  const t = useT()
  const [text, setText] = useState('')
  const [image, setImage] = useState('')
  const [picking, setPicking] = useState(false)
  const message = useWrite(
    (key) => sendSupportMessage({ text, image }, key),
    (sent) => {
      onSent(sent)
      setText('')
      setImage('')
    },
  )
  const sending = message.busy
  const preview = useUploadUrl(image)
  const empty = !text.trim() && !image

  const change = (apply: () => void) => {
    apply()
    message.changed()
  }

  const pick = async () => {
    if (picking || sending) return
    setPicking(true)
    try {
      const ref = await uploadImage()
      if (ref) change(() => setImage(ref))
    } catch {
      // the upload said why
    } finally {
      setPicking(false)
    }
  }

  const send = () => {
    if (picking || empty) return
    void message.send()
  }

  return (
    <View className='composer'>
      {message.error ? <Text className='composer__error'>{message.error}</Text> : null}
      {image ? (
        <View className='composer__attached'>
          {preview ? (
            <Picture
              alt={t('service.picture')}
              className='composer__preview'
              src={preview}
              mode='aspectFill'
            />
          ) : null}
          <Pressable className='composer__remove' onPress={() => change(() => setImage(''))}>
            {t('service.removePicture')}
          </Pressable>
        </View>
      ) : null}
      <View className='composer__row'>
        <Pressable
          className='composer__pick'
          label={t('service.addPicture')}
          data-photo='support'
          onPress={() => void pick()}
        >
          {picking ? <AtActivityIndicator size={32} /> : <Text className='composer__plus'>+</Text>}
        </Pressable>
        <Textarea
          className='composer__text'
          name='message'
          value={text}
          maxlength={SUPPORT_TEXT_MAX}
          autoHeight
          placeholder={t('service.placeholder')}
          onInput={(e) => change(() => setText(e.detail.value))}
        />
        <Button
          className='composer__send'
          type='primary'
          size='small'
          loading={sending}
          disabled={sending || picking || empty}
          onPress={send}
        >
          {sending ? t('service.sending') : t('service.send')}
        </Button>
      </View>
    </View>
  )
}
