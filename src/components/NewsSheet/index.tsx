import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { AtButton, AtFloatLayout } from 'taro-ui'
import type { NewsDetail } from '@wire/market'
import { useT } from '@/hooks/useT'
import { fetchNewsDetail } from '@/services/api/content'
import { formatLongDate } from '@/utils/dates'
import { RichHtml } from '../RichHtml'
import { StateView } from '../StateView'
import './index.scss'

/** A news item or banner, opened over the page (SPEC §2 has no news route of its own). */
export function NewsSheet({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT()
  const [detail, setDetail] = useState<NewsDetail | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (id === null) return
    let gone = false
    fetchNewsDetail(id)
      .then((d) => {
        if (!gone) setDetail(d)
      })
      .catch(() => {
        if (!gone) setFailed(true)
      })
    return () => {
      gone = true
      setDetail(null)
      setFailed(false)
    }
  }, [id])
  return (
    <AtFloatLayout
      className='news-sheet__layout'
      isOpened={id !== null}
      title={detail?.title ?? t('home.news')}
      onClose={onClose}
    >
      {id === null ? null : detail ? (
        <View className='news-sheet'>
          <Text className='news-sheet__date'>{formatLongDate(detail.created_at)}</Text>
          <RichHtml className='news-sheet__body' html={detail.content} />
          <AtButton className='news-sheet__close' onClick={onClose}>
            {t('common.close')}
          </AtButton>
        </View>
      ) : (
        <StateView kind={failed ? 'failed' : 'loading'} message={t('common.loading')} />
      )}
    </AtFloatLayout>
  )
}
