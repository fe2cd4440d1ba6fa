// The help centre: the server's questions in the user's language, each opening its answer in
// place (several may be open). Pulling down asks again; a failed refresh keeps what is shown, and
// a language switched elsewhere asks again in the new one.
import { useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { RichHtml } from '@/components/RichHtml'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useServerText } from '@/hooks/useServerText'
import { useT } from '@/hooks/useT'
import { fetchFaq, type FaqItem } from '@/services/api/content'
import './QA.scss'

function Question({
  item,
  open,
  onToggle,
}: {
  item: FaqItem
  open: boolean
  onToggle: () => void
}) {
  return (
    <View className={open ? 'qa__item qa__item--open' : 'qa__item'} data-faq={item.id}>
      <Pressable className='qa__question' aria-expanded={open} onPress={onToggle}>
        <Text className='qa__question-text'>{item.question}</Text>
        <View className='qa__chevron' />
      </Pressable>
      {open ? <RichHtml className='qa__answer' html={item.answer} /> : null}
    </View>
  )
}

function QABody() {
  const t = useT()
  const { load, reload, retry } = useServerText(fetchFaq)
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now)
      if (!next.delete(id)) next.add(id)
      return next
    })

  if (load.kind === 'loading') return <Skeleton shape='rows' rows={8} />
  if (load.kind === 'failed') return <StateView kind='failed' onRetry={retry} />
  if (load.value.length === 0) return <StateView kind='empty' message={t('help.empty')} />
  return (
    <View className='qa'>
      {load.value.map((item) => (
        <Question
          key={item.id}
          item={item}
          open={open.has(item.id)}
          onToggle={() => toggle(item.id)}
        />
      ))}
    </View>
  )
}

export default function QAPage() {
  return (
    <Screen>
      <QABody />
    </Screen>
  )
}
