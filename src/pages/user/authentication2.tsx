// Certification, step 2 (advanced): the document's front and back and a photo holding it, each
// compressed on the phone and uploaded, then sent together for review. The form is offered only
// while there is something to send: not before step 1 is certified, nor while the photos are under
// review or once they are approved; after a refusal it comes back under the reason.
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@/components/Button'
import type { PayloadOf } from '@wire/catalogue'
import { DetailState } from '@/components/DetailState'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { CERTIFICATION } from '@/routes'
import { fetchRealState, submitRealAdvanced } from '@/services/api/certification'
import { ApiError } from '@/services/http'
import { back, redirect } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { hasAllPhotos, type IdPhotos } from '@common/certificationRules'
import { PhotoSlot } from './parts/PhotoSlot'
import { ReviewState } from './parts/ReviewState'
import './certification.scss'

type RealState = PayloadOf<'realState'>

const SLOTS: readonly { key: keyof IdPhotos; label: string }[] = [
  { key: 'front', label: 'cert.front' },
  { key: 'back', label: 'cert.back' },
  { key: 'holding', label: 'cert.holding' },
]

function PhotosForm() {
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
      carryToast()
      await back()
    } catch (e) {
      if (e instanceof ApiError) setError(e.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
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
    </>
  )
}

function AdvancedStep({ state }: { state: RealState }) {
  const t = useT()
  if (state.review_status !== 2) {
    // the server refuses photos before step 1 is certified: not worth choosing three of them
    return (
      <View className='cert'>
        <Text className='cert__note'>{t('cert.needPrimary')}</Text>
        <Button onPress={() => void redirect(CERTIFICATION)}>{t('route.certification1')}</Button>
      </View>
    )
  }
  const status = state.advanced_review_status
  return (
    <View className='cert'>
      <ReviewState
        title={t('cert.advanced')}
        status={status}
        reason={state.real_data?.advanced_remark}
        demo={state.real_data?.advanced_demo}
      />
      {status === 0 || status === 3 ? <PhotosForm /> : null}
    </View>
  )
}

function AdvancedBody() {
  const { load, retry } = useDetail(fetchRealState)
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={4} />}>
      {(state) => <AdvancedStep state={state} />}
    </DetailState>
  )
}

export default function Authentication2Page() {
  return (
    <Screen>
      <AdvancedBody />
    </Screen>
  )
}
