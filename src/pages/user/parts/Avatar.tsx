import { useEffect, useState } from 'react'
import { View, Image, Text } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import { useT } from '@/hooks/useT'
import { setHeadPortrait } from '@/services/api/profile'
import { uploadImage, uploadImageUrl } from '@/services/api/uploads'
import { toast } from '@/services/toast'
import { refreshUser } from './profileActions'

/**
 * The avatar: tap, pick, compressed and uploaded (services/upload shows the progress), then made
 * the avatar. The stored reference is shown through a signed address: an image tag cannot send
 * the session.
 */
export function Avatar({ value, name }: { value: string | null; name: string }) {
  const t = useT()
  // the address with the reference it shows, so a replaced avatar never shows the old picture
  const [signed, setSigned] = useState({ ref: '', url: '' })
  const src = value && signed.ref === value ? signed.url : ''
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let gone = false
    if (value) {
      uploadImageUrl(value)
        .then((url) => !gone && setSigned({ ref: value, url }))
        .catch(() => undefined)
    }
    return () => {
      gone = true
    }
  }, [value])

  const change = async () => {
    if (busy) return
    setBusy(true)
    try {
      const ref = await uploadImage()
      if (!ref) return
      toast(await setHeadPortrait(ref), 'success')
      await refreshUser()
    } catch {
      // the upload or the request wrapper said why
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='userinfo__avatar' role='button' onClick={() => void change()}>
      {src ? (
        <Image className='userinfo__avatar-image' src={src} mode='aspectFill' />
      ) : (
        <Text className='userinfo__avatar-letter'>{(name || '?').slice(0, 1).toUpperCase()}</Text>
      )}
      {busy ? <AtActivityIndicator className='userinfo__avatar-busy' size={36} /> : null}
      <Text className='userinfo__avatar-hint'>{t('profile.changeAvatar')}</Text>
    </View>
  )
}
