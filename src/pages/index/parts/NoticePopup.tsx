import { useEffect, useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import type { PopupNotice } from '@wire/market'
import { RichHtml } from '@/components/RichHtml'
import { useT } from '@/hooks/useT'
import { fetchPopup } from '@/services/api/content'
import { readStored, writeStored } from '@/stores/storage'

/** Notices already shown on this device: each appears once. */
const SEEN_KEY = 'seenNotices'

export function NoticePopup() {
  const t = useT()
  const [notice, setNotice] = useState<PopupNotice | null>(null)
  useEffect(() => {
    let gone = false
    fetchPopup()
      .then((n) => {
        const seen = readStored<number[]>(SEEN_KEY) ?? []
        if (!gone && n && !seen.includes(n.id)) setNotice(n)
      })
      .catch(() => undefined)
    return () => {
      gone = true
    }
  }, [])
  if (!notice) return null
  const close = () => {
    writeStored(SEEN_KEY, [...(readStored<number[]>(SEEN_KEY) ?? []), notice.id].slice(-20))
    setNotice(null)
  }
  return (
    <View className='notice' role='dialog' aria-label={notice.title}>
      <View className='notice__card'>
        <Text className='notice__title'>{notice.title}</Text>
        <RichHtml className='notice__body' html={notice.content} />
        <Button className='btn btn--primary notice__ok' onClick={close}>
          {t('home.noticeOk')}
        </Button>
      </View>
    </View>
  )
}
