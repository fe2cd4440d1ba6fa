// The user's commitments, newest first: what was committed to which project and, once allocated,
// the allocation worked through (tokens x price = charged, the rest returned).
import { Text, View } from '@tarojs/components'
import { OrderCards } from '@/components/OrderCards'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { fetchCommitments, type ProjectOrder } from '@/services/api/project'
import { formatInstant } from '@/utils/dates'
import { balance, grouped } from '@/utils/format'
import './project.scss'

function CommitmentCard({ order: o }: { order: ProjectOrder }) {
  const t = useT()
  const p = o.project
  return (
    <View className='project-card' data-order={o.id} data-status={o.status}>
      <Text className='project-card__title'>
        {p.name} · {p.symbol}
      </Text>
      <Text className='project-card__line'>
        {t('project.committedLine', { amount: balance(o.amount) })}
      </Text>
      <Text className='project-card__line' data-line='result'>
        {o.status === 2 && o.tokens !== null
          ? t('project.allocatedLine', {
              tokens: grouped(o.tokens),
              symbol: p.symbol,
              price: grouped(p.price),
              charged: balance(o.charged ?? '0'),
              released: balance(o.released ?? '0'),
            })
          : t('project.waitingLine', { end: formatInstant(p.end_at, 'YYYY-MM-DD HH:mm') })}
      </Text>
    </View>
  )
}

export default function ProjectOrdersPage() {
  const t = useT()
  return (
    <Screen>
      <OrderCards
        fetchPage={fetchCommitments}
        empty={t('project.noOrders')}
        className='project'
        card={(o) => <CommitmentCard key={o.id} order={o} />}
      />
    </Screen>
  )
}
