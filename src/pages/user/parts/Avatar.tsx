import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import { AtActivityIndicator } from 'taro-ui'
import { useT } from '@/hooks/useT'
import { setHeadPortrait } from '@/services/api/profile'
import { useUploadUrl } from '@/hooks/useUploadUrl'
import { uploadImage } from '@/services/api/uploads'
import { toast } from '@/services/toast'
import { refreshUser } from '@/services/user'

/**
 * The avatar: tap, pick, compressed and uploaded (services/upload shows the progress), then made
 * the avatar. The stored reference is shown through a signed address: an image tag cannot send
 * the session.
 */
export function Avatar({ value, name }: { value: string | null; name: string }) {
  const t = useT()
  const src = useUploadUrl(value)
  const [busy, setBusy] = useState(false)

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
    <Pressable className='userinfo__avatar' onPress={() => void change()}>
      {src ? (
        <Picture alt='' className='userinfo__avatar-image' src={src} mode='aspectFill' />
      ) : (
        <Text className='userinfo__avatar-letter'>{(name || '?').slice(0, 1).toUpperCase()}</Text>
      )}
      {busy ? <AtActivityIndicator className='userinfo__avatar-busy' size={36} /> : null}
      <Text className='userinfo__avatar-hint'>{t('profile.changeAvatar')}</Text>
    </Pressable>
  )
}
