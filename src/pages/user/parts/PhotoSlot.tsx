import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
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
    <View
      className='photo-slot'
      data-photo={name}
      data-ref={value}
      role='button'
      onClick={() => void pick()}
    >
      {value && src ? (
        <Image className='photo-slot__image' src={src} mode='widthFix' />
      ) : (
        <View className='photo-slot__empty'>
          {busy ? <AtActivityIndicator size={40} /> : <Text className='photo-slot__plus'>+</Text>}
          <Text className='photo-slot__hint'>{t('cert.tapToUpload')}</Text>
        </View>
      )}
      <Text className='photo-slot__label'>{label}</Text>
    </View>
  )
}
