// The user's one personal bank card, or the way to add it. The number shows by its last four
// characters; the whole card is on the edit form.
import { useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { LOCALE_TAGS } from '@/locales'
import { BIND_BANK_CARD } from '@/routes'
import { fetchBankCard, type SavedCard } from '@/services/api/bankCard'
import { navigate } from '@/services/router'
import { session } from '@/stores/session'
import { formatDate } from '@/utils/dates'
import { countryName } from '@/utils/regionNames'
import { isCertifiedHolder, maskCardNumber } from '@common/bankCard'
import './bankCard.scss'

type Load = 'loading' | 'failed' | 'ready'

function BankCardBody() {
  const t = useT()
  const { user, lang } = useSnapshot(session)
  const certified = user?.review_status === 2 ? (user.name ?? '') : ''
  const [card, setCard] = useState<SavedCard | null>(null)
  const [load, setLoad] = useState<Load>('loading')

  const reload = async () => {
    try {
      setCard(await fetchBankCard())
      setLoad('ready')
    } catch {
      setLoad((now) => (now === 'ready' ? now : 'failed'))
    }
  }
  useDidShow(() => void reload())
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  if (load === 'loading') return <Skeleton shape='rows' rows={2} />
  if (load === 'failed') return <StateView kind='failed' onRetry={() => void reload()} />
  return (
    <View className='bank'>
      {card ? (
        <View className='bank-card' data-card={card.cardNumber}>
          <Text className='bank-card__bank'>{card.bankName}</Text>
          <Text className='bank-card__number'>{maskCardNumber(card.cardNumber)}</Text>
          <View className='bank-card__foot'>
            <Text className='bank-card__holder'>{card.cardHolder}</Text>
            <Text className='bank-card__country'>
              {countryName(card.bankCountry, LOCALE_TAGS[lang])}
            </Text>
          </View>
          <Text className='bank-card__updated'>
            {t('bank.updated', { date: formatDate(Date.parse(card.updated_at)) })}
          </Text>
        </View>
      ) : (
        <StateView kind='empty' message={t('bank.empty')} />
      )}
      {card && certified && !isCertifiedHolder(card.cardHolder, certified) ? (
        <View className='bank__warning' role='alert'>
          {t('bank.holderMismatch', { name: certified })}
        </View>
      ) : (
        <View className='bank__note'>{t('bank.holderNote')}</View>
      )}
      <Button type='primary' onPress={() => void navigate(BIND_BANK_CARD)}>
        {card ? t('bank.edit') : t('bank.add')}
      </Button>
    </View>
  )
}

export default function BankCardListPage() {
  return (
    <Screen>
      <BankCardBody />
    </Screen>
  )
}
