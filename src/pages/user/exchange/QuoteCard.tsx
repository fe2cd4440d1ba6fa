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
  const rows: [string, string][] = [
    [t('exchange.rate'), t('exchange.rateText', { from, rate: grouped(rateOf(quote, toId)), to })],
    [t('exchange.fee'), t('exchange.feeText', { fee: quote.fee })],
    [t('exchange.receive'), `${balance(quote.receive)} ${to}`],
    [t('exchange.heldFor'), formatCountdown(timeLeft(held, now))],
  ]
  return (
    <View className='exchange__quote' role='status'>
      {rows.map(([label, value]) => (
        <View key={label} className='exchange__row'>
          <Text className='exchange__label'>{label}</Text>
          <Text className='exchange__value'>{value}</Text>
        </View>
      ))}
    </View>
  )
}
