import { lazy, memo, Suspense, useMemo, useState } from 'react'
import { Pressable } from '@/components/Pressable'
import { AtActivityIndicator, AtNoticebar } from 'taro-ui'
import { Dialog } from '@/components/Dialog'
import type { PopupNotice } from '@wire/market'
import { useServerText } from '@/hooks/useServerText'
import { useT } from '@/hooks/useT'
import { fetchPopup } from '@/services/api/content'
import { readStored, writeStored } from '@/stores/storage'

// The notice's text is read on a tap; the sanitiser it goes through stays out of the first screen.
const RichHtml = lazy(() =>
  import('@/components/RichHtml').then((module) => ({ default: module.RichHtml })),
)

/** Notices already read on this device: each stays on Home until its reader says so. */
const SEEN_KEY = 'seenNotices'

/**
 * taro-ui 3.3.2's AtNoticebar (re)starts its marquee animation on mini-programs whenever it receives
 * props, marquee or not, which slides a still bar's text away: it gets its props once (memo), and
 * another text makes another bar (key).
 */
const NoticeBar = memo(function NoticeBar({
  title,
  moreText,
}: {
  title: string
  moreText: string
}) {
  return (
    <AtNoticebar single showMore moreText={moreText}>
      {title}
    </AtNoticebar>
  )
})

/** The site's notice (GET /news/index_pop): a notice bar on Home, opened in full on a tap. */
export function Notice() {
  const t = useT()
  // asked again in a new language; a notice read meanwhile stays away in every language
  const { load } = useServerText(fetchPopup)
  const [read, setRead] = useState<number | null>(null)
  const [reading, setReading] = useState(false)
  const unread = useMemo((): PopupNotice | null => {
    if (load.kind !== 'ready' || !load.value) return null
    const seen = readStored<number[]>(SEEN_KEY) ?? []
    return seen.includes(load.value.id) ? null : load.value
  }, [load])
  const notice = unread && unread.id !== read ? unread : null
  if (!notice) return null
  const done = () => {
    writeStored(SEEN_KEY, [...(readStored<number[]>(SEEN_KEY) ?? []), notice.id].slice(-20))
    setReading(false)
    setRead(notice.id)
  }
  return (
    <>
      <Pressable className='notice' onPress={() => setReading(true)}>
        <NoticeBar
          key={`${notice.id}:${notice.title}:${t('ui.noticeMore')}`}
          title={notice.title}
          moreText={t('ui.noticeMore')}
        />
      </Pressable>
      <Dialog
        className='notice__modal'
        isOpened={reading}
        title={notice.title}
        confirmText={t('home.noticeOk')}
        onConfirm={done}
        onClose={() => setReading(false)}
      >
        {reading ? (
          <Suspense fallback={<AtActivityIndicator mode='center' />}>
            <RichHtml className='notice__body' html={notice.content} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  )
}
