// The last step before an exchange: exactly what leaves and what arrives, at the quote the server
// holds, with the time it still holds. One request key per quote: a double tap or a retry after a
// lost answer converts once.
import { Text, View } from '@tarojs/components'
import { Sheet } from '@/components/Sheet'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { useWrite } from '@/hooks/useWrite'
import { exchangeAtQuote, type TransferDone } from '@/services/api/exchange'
import { balance, grouped } from '@/utils/format'
import { formatCountdown } from '@/utils/dates'
import { rateOf, timeLeft, type HeldQuote } from './terms'

interface ConfirmExchangeProps {
  held: HeldQuote
  fromId: number
  toId: number
  from: string
  to: string
  now: number
  onClose: () => void
  onDone: (done: TransferDone) => void
  /** the server refused: the quote is of no more use, the page says why */
  onRefused: (message: string) => void
}

export function ConfirmExchange(props: ConfirmExchangeProps) {
  const { held, fromId, toId, from, to, now, onClose, onDone, onRefused } = props
  const t = useT()
  const { quote } = held
  const rows: [string, string][] = [
    [t('exchange.leaves'), `${balance(quote.number)} ${from}`],
    [t('exchange.arrives'), `${balance(quote.receive)} ${to}`],
    [t('exchange.rate'), t('exchange.rateText', { from, rate: grouped(rateOf(quote, toId)), to })],
    [t('exchange.fee'), t('exchange.feeText', { fee: quote.fee })],
    [t('exchange.heldFor'), formatCountdown(timeLeft(held, now))],
  ]

  const exchange = useWrite(
    (key) =>
      exchangeAtQuote(
        {
          number: quote.number,
          from_currency_id: fromId,
          to_currency_id: toId,
          quote_id: quote.quote_id,
        },
        key,
      ),
    onDone,
    {
      refusal: (failure) => {
        // Unanswered, it may have gone through: Confirm again sends the same key (once at most).
        if (failure.type === 'network') return failure.message
        onRefused(failure.message)
        return ''
      },
    },
  )

  return (
    <Sheet isOpened title={t('exchange.confirmTitle')} onClose={onClose}>
      <View className='exchange__confirm'>
        {rows.map(([label, value]) => (
          <View key={label} className='exchange__row'>
            <Text className='exchange__label'>{label}</Text>
            <Text className='exchange__value'>{value}</Text>
          </View>
        ))}
        <Text className='exchange__note'>{t('exchange.accountNote')}</Text>
        <FormFooter
          block='exchange'
          error={exchange.error}
          busy={exchange.busy}
          onCancel={onClose}
          onSubmit={() => void exchange.send()}
        >
          {t('exchange.confirm')}
        </FormFooter>
      </View>
    </Sheet>
  )
}
