// Writing to customer service: a text, a picture (picked, made smaller and uploaded as the
// certification photos are), or both. One key per message: a retried send after a lost answer, or
// a second tap, posts it once; a change of what is written makes it another message.
import { useState } from 'react'
import { View, Text, Textarea, Image } from '@tarojs/components'
import { AtActivityIndicator, AtButton } from 'taro-ui'
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
          {preview ? <Image className='composer__preview' src={preview} mode='aspectFill' /> : null}
          <View
            className='composer__remove'
            role='button'
            onClick={() => change(() => setImage(''))}
          >
            {t('service.removePicture')}
          </View>
        </View>
      ) : null}
      <View className='composer__row'>
        <View
          className='composer__pick'
          role='button'
          aria-label={t('service.addPicture')}
          data-photo='support'
          onClick={() => void pick()}
        >
          {picking ? <AtActivityIndicator size={32} /> : <Text className='composer__plus'>+</Text>}
        </View>
        <Textarea
          className='composer__text'
          name='message'
          value={text}
          maxlength={SUPPORT_TEXT_MAX}
          autoHeight
          placeholder={t('service.placeholder')}
          onInput={(e) => change(() => setText(e.detail.value))}
        />
        <AtButton
          className='composer__send'
          type='primary'
          size='small'
          loading={sending}
          disabled={sending || picking || empty}
          onClick={send}
        >
          {sending ? t('service.sending') : t('service.send')}
        </AtButton>
      </View>
    </View>
  )
}
