// After an exchange: what left, what arrived, what is available of both now, and where to go next.
import { Text, View } from '@tarojs/components'
import { Button } from '@/components/Button'
import { coinPlaces } from '@common/coins'
import { useT } from '@/hooks/useT'
import { ACCOUNT_RECORD } from '@/routes'
import type { TransferDone } from '@/services/api/exchange'
import { navigate } from '@/services/router'
import { balance } from '@/utils/format'

interface ExchangeDoneProps {
  done: TransferDone
  from: string
  to: string
  onAgain: () => void
}

export function ExchangeDone({ done, from, to, onAgain }: ExchangeDoneProps) {
  const t = useT()
  return (
    <View className='exchange__done' role='status'>
      <Text className='exchange__done-title'>{t('exchange.doneTitle')}</Text>
      <Text className='exchange__done-text'>
        {t('exchange.doneText', {
          number: balance(done.number),
          from,
          receive: balance(done.receive),
          to,
        })}
      </Text>
      <View className='exchange__row'>
        <Text className='exchange__label'>{from}</Text>
        <Text className='exchange__value'>
          {t('trade.available', {
            // what may be spent: floored to the coin's places, never more than the ledger holds
            amount: balance(done.from_balance, coinPlaces(done.from_currency)),
            currency: from,
          })}
        </Text>
      </View>
      <View className='exchange__row'>
        <Text className='exchange__label'>{to}</Text>
        <Text className='exchange__value'>
          {t('trade.available', {
            amount: balance(done.to_balance, coinPlaces(done.to_currency)),
            currency: to,
          })}
        </Text>
      </View>
      <View className='exchange__buttons'>
        <Button className='exchange__button' onPress={() => void navigate(ACCOUNT_RECORD)}>
          {t('exchange.records')}
        </Button>
        <Button className='exchange__button' type='primary' onPress={onAgain}>
          {t('exchange.again')}
        </Button>
      </View>
    </View>
  )
}
