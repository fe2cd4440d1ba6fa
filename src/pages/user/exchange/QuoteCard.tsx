// The quote as the server made it: the rate, the fee, what arrives and how long it holds.
import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import { balance, grouped } from '@/utils/format'
import { formatCountdown } from '@/utils/dates'
import { rateOf, timeLeft, type HeldQuote } from './terms'

interface QuoteCardProps {
  held: HeldQuote
  from: string
  to: string
  toId: number
  now: number
}

export function QuoteCard({ held, from, to, toId, now }: QuoteCardProps) {
  const t = useT()
  const { quote } = held
  const terms: [string, string][] = [
    [t('exchange.rate'), t('exchange.rateText', { from, rate: grouped(rateOf(quote, toId)), to })],
    [t('exchange.fee'), t('exchange.feeText', { fee: quote.fee })],
    [t('exchange.receive'), `${balance(quote.receive)} ${to}`],
  ]
  return (
    <View className='exchange__quote'>
      {/* a new quote's terms are said once; the countdown beside them, which changes every
          second, stays out of what a screen reader says by itself (issue 47) */}
      <View className='exchange__terms' role='status'>
        {terms.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      </View>
      <Row label={t('exchange.heldFor')} value={formatCountdown(timeLeft(held, now))} />
    </View>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='exchange__row'>
      <Text className='exchange__label'>{label}</Text>
      <Text className='exchange__value'>{value}</Text>
    </View>
  )
}
