import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import { AtButton, AtFloatLayout } from 'taro-ui'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { fetchNewsDetail } from '@/services/api/content'
import { formatLongDate } from '@/utils/dates'
import { DetailState } from '../DetailState'
import { RichHtml } from '../RichHtml'
import './index.scss'

/** A news item or banner, opened over the page (SPEC §2 has no news route of its own). */
export function NewsSheet({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT()
  // a closed sheet asks for nothing
  const fetch = useMemo(() => (id === null ? null : () => fetchNewsDetail(id)), [id])
  const { load } = useDetail(fetch)
  return (
    <AtFloatLayout
      className='news-sheet__layout'
      isOpened={id !== null}
      title={load.kind === 'ready' ? load.value.title : t('home.news')}
      onClose={onClose}
    >
      {id === null ? null : (
        <DetailState load={load}>
          {(detail) => (
            <View className='news-sheet'>
              <Text className='news-sheet__date'>{formatLongDate(detail.created_at)}</Text>
              <RichHtml className='news-sheet__body' html={detail.content} />
              <AtButton className='news-sheet__close' onClick={onClose}>
                {t('common.close')}
              </AtButton>
            </View>
          )}
        </DetailState>
      )}
    </AtFloatLayout>
  )
}
