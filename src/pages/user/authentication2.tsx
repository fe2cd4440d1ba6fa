// Certification, step 2 (advanced): the document's front and back and a photo holding it, each
// compressed on the phone and uploaded, then sent together for review.
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { submitRealAdvanced } from '@/services/api/certification'
import { ApiError } from '@/services/http'
import { back } from '@/services/router'
import { toast } from '@/services/toast'
import { hasAllPhotos, type IdPhotos } from '@common/certificationRules'
import { PhotoSlot } from './parts/PhotoSlot'
import './certification.scss'

const SLOTS: readonly { key: keyof IdPhotos; label: string }[] = [
  { key: 'front', label: 'cert.front' },
  { key: 'back', label: 'cert.back' },
  { key: 'holding', label: 'cert.holding' },
]

function PhotosBody() {
  const t = useT()
  const [photos, setPhotos] = useState<IdPhotos>({ front: '', back: '', holding: '' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (!hasAllPhotos(photos)) {
      setError(t('cert.photosRequired'))
      return
    }
    if (busy) return
    setBusy(true)
    try {
      toast(await submitRealAdvanced(photos), 'success')
      await back()
    } catch (e) {
      if (e instanceof ApiError) setError(e.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='cert'>
      <View className='cert__photos'>
        {SLOTS.map((slot) => (
          <PhotoSlot
            key={slot.key}
            name={slot.key}
            label={t(slot.label)}
            value={photos[slot.key]}
            onChange={(ref) => {
              setPhotos((now) => ({ ...now, [slot.key]: ref }))
              setError('')
            }}
          />
        ))}
      </View>
      <Text className='cert__note'>{t('cert.photosPrivacy')}</Text>
      <FormFooter block='cert' error={error} busy={busy} onSubmit={() => void submit()}>
        {t('cert.submit')}
      </FormFooter>
    </View>
  )
}

export default function Authentication2Page() {
  return (
    <Screen>
      <PhotosBody />
    </Screen>
  )
}
