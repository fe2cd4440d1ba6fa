// Where a bank card or bank transfer deposit goes: the account the operator set for the coin,
// each field with its own Copy button (payers paste them into their bank's form one by one), and
// the user's reference, which the payment must carry for the operator to tell whose it is. A coin
// without an account says so and leads to customer service; the reference still shows, as
// customer service will ask for it. A demo server's account does not exist, and says so.
import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Button } from '@/components/Button'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { SERVICE } from '@/routes'
import { fetchDepositBank, type DepositBank, type ReceivingAccount } from '@/services/api/deposit'
import { navigate } from '@/services/router'
import { copyText } from '@/services/clipboard'

/** What coin `coin` answered; what another coin answered shows as loading. */
type Loaded =
  | { kind: 'loading'; coin: number }
  | { kind: 'failed'; coin: number }
  | { kind: 'ready'; coin: number; value: DepositBank }

type Field = keyof Omit<ReceivingAccount, 'demo' | 'note'>

const FIELD_KEYS = {
  bank_name: 'deposit.bankName',
  holder: 'deposit.bankHolder',
  account: 'deposit.bankAccount',
  swift: 'deposit.bankSwift',
} as const satisfies Record<Field, string>

/** Account numbers and codes read left to right in every language. */
const LTR_FIELDS: readonly Field[] = ['account', 'swift']

function AccountFields({ bank }: { bank: ReceivingAccount }) {
  const t = useT()
  const fields = (Object.keys(FIELD_KEYS) as Field[]).filter((f) => bank[f])
  return (
    <View className='recharge__bank-fields'>
      {bank.demo ? <Text className='recharge__demo'>{t('deposit.bankDemo')}</Text> : null}
      {fields.map((f) => (
        <View key={f} className='recharge__bank-field' data-field={f}>
          <View className='recharge__bank-text'>
            <Text className='recharge__bank-label'>{t(FIELD_KEYS[f])}</Text>
            <Text
              className={`recharge__bank-value${LTR_FIELDS.includes(f) ? ' recharge__bank-value--ltr' : ''}`}
            >
              {bank[f]}
            </Text>
          </View>
          <Button size='small' className='recharge__copy' onPress={() => copyText(bank[f])}>
            {t('common.copy')}
          </Button>
        </View>
      ))}
      {bank.note ? <Text className='recharge__facts'>{bank.note}</Text> : null}
    </View>
  )
}

function Reference({ reference }: { reference: string }) {
  const t = useT()
  return (
    <View className='recharge__reference' data-reference={reference}>
      <Text className='recharge__section-title'>{t('deposit.reference')}</Text>
      <Text className='recharge__reference-code'>{reference}</Text>
      <Button size='small' className='recharge__copy' onPress={() => copyText(reference)}>
        {t('common.copy')}
      </Button>
      <Text className='recharge__warning'>{t('deposit.referenceNote')}</Text>
    </View>
  )
}

export function BankTarget({ coinId, coin }: { coinId: number; coin: string }) {
  const t = useT()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading', coin: 0 })
  const load = useCallback(
    (id: number) =>
      fetchDepositBank(id).then(
        (value) => setLoaded({ kind: 'ready', coin: id, value }),
        () => setLoaded({ kind: 'failed', coin: id }),
      ),
    [],
  )
  useEffect(() => {
    void load(coinId)
  }, [coinId, load])
  const shown: Loaded = loaded.coin === coinId ? loaded : { kind: 'loading', coin: coinId }

  if (shown.kind === 'loading') return <StateView kind='loading' />
  if (shown.kind === 'failed') {
    const retry = () => {
      setLoaded({ kind: 'loading', coin: coinId })
      void load(coinId)
    }
    return <StateView kind='failed' onRetry={retry} />
  }
  const { bank, reference } = shown.value
  return (
    <View className='recharge__bank' data-bank={bank ? 'set' : 'none'}>
      <Text className='recharge__section-title'>{t('deposit.bankDetails')}</Text>
      {bank ? (
        <AccountFields bank={bank} />
      ) : (
        <View>
          <Text className='recharge__note'>{t('deposit.bankNone', { currency: coin })}</Text>
          <Pressable className='recharge__link' role='link' onPress={() => void navigate(SERVICE)}>
            {t('deposit.contactService')}
          </Pressable>
        </View>
      )}
      <Reference reference={reference} />
      <Text className='recharge__note'>{t('deposit.bankCredit', { currency: coin })}</Text>
    </View>
  )
}
