import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import { AtActivityIndicator } from 'taro-ui'
import { useT } from '@/hooks/useT'
import { useUploadUrl } from '@/hooks/useUploadUrl'
import { uploadImage } from '@/services/api/uploads'

export interface PhotoSlotProps {
  name: string
  label: string
  value: string
  onChange: (ref: string) => void
}

/** One photo of step 2: tap, pick, compressed and uploaded; the picture shows once stored. */
export function PhotoSlot({ name, label, value, onChange }: PhotoSlotProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const src = useUploadUrl(value)

  const pick = async () => {
    if (busy) return
    setBusy(true)
    try {
      const ref = await uploadImage()
      if (ref) onChange(ref)
    } catch {
      // the upload said why
    } finally {
      setBusy(false)
    }
  }

  return (
    <Pressable
      className='photo-slot'
      data-photo={name}
      data-ref={value}
      onPress={() => void pick()}
    >
      {value && src ? (
        <Picture alt='' className='photo-slot__image' src={src} mode='widthFix' />
      ) : (
        <View className='photo-slot__empty'>
          {busy ? <AtActivityIndicator size={40} /> : <Text className='photo-slot__plus'>+</Text>}
          <Text className='photo-slot__hint'>{t('cert.tapToUpload')}</Text>
        </View>
      )}
      <Text className='photo-slot__label'>{label}</Text>
    </Pressable>
  )
}
