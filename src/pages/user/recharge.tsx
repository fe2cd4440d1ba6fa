// Deposit (SPEC §2 /pages/user/recharge; issue 12 item 4, issue 25 item 3, issue 31 item 2):
// choose how (virtual currency, bank card, third party or bank transfer), the coin and, for virtual
// currency, the network and the platform's address, for bank card and bank transfer the operator's
// account and the user's reference; then the amount and the voucher that shows the money was
// sent. Nothing is credited until the voucher is reviewed, and the screen says so. The third party
// is a card payment on its provider's page (pages/pay), credited when the provider confirms it.
import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import { ASSET_COINS, coinPlaces, USDT } from '@common/coins'
import { compare } from '@common/decimal'
import { Field } from '@/components/Field'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { StateView } from '@/components/StateView'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useT } from '@/hooks/useT'
import { PAY_CARD, RECHARGE_RECORD, type RoutePath } from '@/routes'
import {
  fetchDepositAddresses,
  requestDeposit,
  type DepositAddress,
  type InAddress,
  type Recharge,
} from '@/services/api/deposit'
import { navigate } from '@/services/router'
import { amountFault } from '@/utils/amountFault'
import { balance } from '@/utils/format'
import { PhotoSlot } from './parts/PhotoSlot'
import { BankTarget } from './recharge/BankTarget'
import { CryptoTarget } from './recharge/CryptoTarget'
import {
  METHOD_KEYS,
  PICKED_METHOD_KEYS,
  REVIEW_HOURS,
  wireTypeOf,
  type PickedMethod as Method,
} from './recharge/labels'
import './certification.scss'
import './recharge/recharge.scss'

const DETAIL: RoutePath = 'pages/user/recharge-detail'

/** The addresses of coin `coin`; what another coin answered shows as loading. */
type Addresses =
  | { kind: 'loading'; coin: number }
  | { kind: 'failed'; coin: number }
  | { kind: 'ready'; coin: number; value: InAddress }

function MethodPicker({ method, onChange }: { method: Method; onChange: (m: Method) => void }) {
  const t = useT()
  const methods = Object.keys(PICKED_METHOD_KEYS) as Method[]
  return (
    <View>
      <Text className='recharge__section-title'>{t('deposit.method')}</Text>
      <View className='recharge__options' role='radiogroup'>
        {methods.map((m) => (
          <Pressable
            key={m}
            className={`recharge__method${m === method ? ' recharge__method--active' : ''}`}
            role='radio'
            selected={m === method}
            data-method={m}
            onPress={() => onChange(m)}
          >
            <Text>{t(PICKED_METHOD_KEYS[m])}</Text>
            {m === 'transfer' ? (
              <Text className='recharge__method-hint'>{t('deposit.bankTransferHint')}</Text>
            ) : null}
          </Pressable>
        ))}
      </View>
    </View>
  )
}

function Submitted({ made, onAnother }: { made: Recharge; onAnother: () => void }) {
  const t = useT()
  return (
    <View className='recharge__done' data-recharge={made.id}>
      <Text className='recharge__done-title'>{t('deposit.submitted')}</Text>
      <Text className='recharge__note'>{t('deposit.submittedNote', { hours: REVIEW_HOURS })}</Text>
      <Button type='primary' onPress={() => void navigate(DETAIL, { id: made.id })}>
        {t('deposit.viewDetail')}
      </Button>
      <Button onPress={() => void navigate(RECHARGE_RECORD)}>{t('deposit.viewRecords')}</Button>
      <Button onPress={onAnother}>{t('deposit.another')}</Button>
    </View>
  )
}

function RechargeBody() {
  const t = useT()
  const [method, setMethod] = useState<Method>('1')
  const [coinId, setCoinId] = useState<number>(ASSET_COINS[0].id)
  const [loaded, setAddresses] = useState<Addresses>({ kind: 'loading', coin: 0 })
  const [network, setNetwork] = useState('')
  const [amount, setAmount] = useState('')
  const [voucher, setVoucher] = useState('')
  const [made, setMade] = useState<Recharge | null>(null)

  const coin = ASSET_COINS.find((c) => c.id === coinId)?.code ?? USDT.code
  const places = coinPlaces(coinId)

  const load = useCallback(
    (id: number) =>
      fetchDepositAddresses(id).then(
        (value) => setAddresses({ kind: 'ready', coin: id, value }),
        () => setAddresses({ kind: 'failed', coin: id }),
      ),
    [],
  )
  useEffect(() => {
    void load(coinId)
  }, [coinId, load])
  const addresses: Addresses = loaded.coin === coinId ? loaded : { kind: 'loading', coin: coinId }
  const retry = () => {
    setAddresses({ kind: 'loading', coin: coinId })
    void load(coinId)
  }

  const list = addresses.kind === 'ready' ? addresses.value.list : []
  const chosen: DepositAddress | undefined = list.find((n) => n.type === network) ?? list[0]
  const demo = list.some((n) => n.demo)

  // One key per intended deposit: a retry after a lost answer, or a second tap, makes one
  // request. Any change of what is asked makes it another request, with a new key.
  const deposit = useConfirmedWrite(
    (key) =>
      requestDeposit(
        {
          currency: String(coinId),
          type: wireTypeOf(method),
          account: voucher,
          amount: amount.trim(),
          sub_type: method === '1' ? (chosen?.type ?? '') : '',
        },
        key,
      ),
    setMade,
  )

  const change = (apply: () => void) => {
    apply()
    deposit.changed()
  }

  const check = () => {
    const value = amount.trim()
    if (method === '1' && !chosen) return deposit.setError(t('deposit.noNetwork', { coin }))
    if (!value) return deposit.setError(t('deposit.amountRequired'))
    const fault = amountFault(value, places)
    if (fault === 'notPositive') return deposit.setError(t('common.amountAboveZero'))
    if (fault) return deposit.setError(t('deposit.amountInvalid', { places }))
    if (method === '1' && chosen && compare(value, chosen.deposit_min) < 0) {
      return deposit.setError(
        t('deposit.belowMin', { min: balance(chosen.deposit_min), currency: coin }),
      )
    }
    if (!voucher) return deposit.setError(t('deposit.voucherRequired'))
    deposit.ask()
  }

  if (made) {
    const another = () => {
      // the deposit made took its key with it: the next one has a new key already
      setMade(null)
      setAmount('')
      setVoucher('')
    }
    return <Submitted made={made} onAnother={another} />
  }

  const records = (
    <Pressable
      className='recharge__link'
      role='link'
      onPress={() => void navigate(RECHARGE_RECORD)}
    >
      {t('route.rechargeRecord')}
    </Pressable>
  )
  if (method === '3') {
    return (
      <View className='recharge'>
        <MethodPicker method={method} onChange={(m) => change(() => setMethod(m))} />
        <Text className='recharge__note'>{t('pay.intro')}</Text>
        <Button type='primary' onPress={() => void navigate(PAY_CARD)}>
          {t('pay.submit')}
        </Button>
        {records}
      </View>
    )
  }

  const reviewNote = t('deposit.reviewNote', { hours: REVIEW_HOURS })
  const how =
    method === '1' ? `${t(METHOD_KEYS[1])} (${chosen?.type ?? ''})` : t(PICKED_METHOD_KEYS[method])

  return (
    <View className='recharge'>
      <MethodPicker method={method} onChange={(m) => change(() => setMethod(m))} />
      <View>
        <Text className='recharge__section-title'>{t('deposit.coin')}</Text>
        <View className='recharge__options' role='radiogroup'>
          {ASSET_COINS.map((c) => (
            <Chip
              key={c.id}
              circle
              active={c.id === coinId}
              onPress={() => change(() => setCoinId(c.id))}
            >
              {c.code}
            </Chip>
          ))}
        </View>
      </View>
      {method === '2' || method === 'transfer' ? (
        <BankTarget coinId={coinId} coin={coin} />
      ) : addresses.kind === 'loading' ? (
        <StateView kind='loading' />
      ) : addresses.kind === 'failed' ? (
        <StateView kind='failed' onRetry={retry} />
      ) : (
        <CryptoTarget
          coin={coin}
          networks={list}
          chosen={chosen}
          onChoose={(n) => change(() => setNetwork(n.type))}
        />
      )}
      <Field
        name='amount'
        type='digit'
        label={t('deposit.amount', { currency: coin })}
        placeholder={t('deposit.amountPlaceholder', { places })}
        value={amount}
        onInput={(value) => change(() => setAmount(value))}
        ltr
      />
      <View className='cert__photos'>
        <PhotoSlot
          name='voucher'
          label={t('deposit.voucher')}
          value={voucher}
          onChange={(ref) => change(() => setVoucher(ref))}
        />
      </View>
      <Text className='recharge__note'>
        {demo
          ? // one paragraph: the languages differ in what goes between two sentences
            t('common.twoSentences', { first: reviewNote, second: t('deposit.demoNote') })
          : reviewNote}
      </Text>
      <FormFooter block='recharge' error={deposit.error} busy={deposit.busy} onSubmit={check}>
        {t('deposit.submit')}
      </FormFooter>
      {records}
      <Dialog
        className='recharge__confirm'
        isOpened={deposit.asking}
        title={t('deposit.confirmTitle')}
        content={t('deposit.confirmText', {
          amount: balance(amount.trim()),
          currency: coin,
          method: how,
        })}
        cancelText={t('common.cancel')}
        confirmText={t('deposit.confirm')}
        onCancel={deposit.cancel}
        onClose={deposit.cancel}
        onConfirm={() => void deposit.confirm()}
      />
    </View>
  )
}

export default function RechargePage() {
  return (
    <Screen>
      <RechargeBody />
    </Screen>
  )
}
