// A project's terms as the list and the detail show them, and its window with the time counted
// down to its next change (opens in / closes in / ended).
import { Text, View } from '@tarojs/components'
import { useNow } from '@/hooks/useNow'
import { useT } from '@/hooks/useT'
import type { Project } from '@/services/api/project'
import { formatInstant, splitDuration } from '@/utils/dates'
import { balance, grouped } from '@/utils/format'
import { liveWindow } from './windowState'

const STATE_KEYS = { 0: 'project.ended', 1: 'project.open', 2: 'project.soon' } as const

export function WindowLine({ project: p }: { project: Project }) {
  const t = useT()
  const now = useNow(true)
  const { state, left } = liveWindow(p, now)
  const d = splitDuration(left)
  const time = `${d.hours}:${d.minutes}:${d.seconds}`
  const count = Number(d.days)
  return (
    <View className='project-window' data-state={state}>
      <Text className={`project-window__tag project-window__tag--${state}`}>
        {t(STATE_KEYS[state])}
      </Text>
      {state !== 0 && (
        <Text className='project-window__left'>
          {t(state === 2 ? 'project.opensIn' : 'project.closesIn', {
            time: count > 0 ? `${t('count.days', { count })} ${time}` : time,
          })}
        </Text>
      )}
    </View>
  )
}

export function ProjectFacts({ project: p }: { project: Project }) {
  const t = useT()
  const fact = (label: string, value: string, name: string) => (
    <View className='project-fact' data-fact={name}>
      <Text className='project-fact__label'>{label}</Text>
      <Text className='project-fact__value'>{value}</Text>
    </View>
  )
  const when = (iso: string) => formatInstant(iso, 'YYYY-MM-DD HH:mm')
  return (
    <View className='project-facts'>
      {fact(t('project.price'), `${grouped(p.price)} USDT`, 'price')}
      {fact(t('project.forSale'), `${grouped(p.for_sale)} ${p.symbol}`, 'for_sale')}
      {fact(t('project.cap'), `${grouped(p.per_user_cap)} ${p.symbol}`, 'cap')}
      {fact(t('project.maxCommit'), `${balance(p.max_commit)} USDT`, 'max_commit')}
      {fact(t('project.committed'), `${balance(p.committed)} USDT`, 'committed')}
      {fact(t('project.subscribers'), String(p.subscribers), 'subscribers')}
      {fact(t('project.start'), when(p.start_at), 'start')}
      {fact(t('project.end'), when(p.end_at), 'end')}
    </View>
  )
}
