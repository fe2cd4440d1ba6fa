// Withdraw (SPEC §2 /pages/user/withdrawl; WIRE.md "Pinned / Money"): a coin and network, a saved
// address of that coin and network, the amount that is to arrive with the server's fee on top,
// the withdraw password and a fresh code. The 24 h lock counts down with the button disabled; the
// request is confirmed first and then reviewed by the operator, so the page says when it arrives.
import { useCallback, useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { useSnapshot } from 'valtio'
import type { SendOf } from '@wire/catalogue'
import { MAX_ADDRESSES } from '@common/addressBook'
import { CodeField } from '@/components/CodeField'
import { TotpField } from '@/components/TotpField'
import { Field } from '@/components/Field'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useLatestTurn } from '@/hooks/useLatestTurn'
import { useNow } from '@/hooks/useNow'
import { useT } from '@/hooks/useT'
import { CERTIFICATION, USERINFO, WITHDRAW_RECORD } from '@/routes'
import { fetchAddresses, type WalletAddress } from '@/services/api/addressBook'
import { fetchUserInfo } from '@/services/api/identity'
import { refreshUser } from '@/services/user'
import {
  fetchWithdrawInfo,
  requestWithdrawal,
  sendWithdrawCode,
  type WithdrawInfo,
} from '@/services/api/withdraw'
import { ApiError } from '@/services/http'
import { navigate, redirect } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { session } from '@/stores/session'
import { balance } from '@/utils/format'
import { AddressChoice } from './withdrawl/AddressChoice'
import { CoinChoice } from './withdrawl/CoinChoice'
import { LockNotice } from './withdrawl/LockNotice'
import {
  allAmount,
  checkForm,
  totalOf,
  type FormErrors,
  type NetworkRules,
} from './withdrawl/rules'
import './withdrawl/withdrawl.scss'

/** The server's translated reason, for the form; '' when the request wrapper has already told. */
function reasonOf(e: unknown): string {
  return e instanceof ApiError && e.type !== 'network' && e.type !== '999' && e.type !== '998'
    ? e.message
    : ''
}

/** A network as the calls take it; the server's answers name one of these. */
type NetworkName = SendOf<'walletOut'>['type']

function WithdrawBody() {
  const t = useT()
  const { user } = useSnapshot(session)
  const [coin, setCoin] = useState(3)
  const [network, setNetwork] = useState<NetworkName>('')
  const [info, setInfo] = useState<WithdrawInfo | null>(null)
  const [book, setBook] = useState<readonly WalletAddress[] | null>(null)
  const [picked, setPicked] = useState<number | undefined>()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [totp, setTotp] = useState('')
  const [errors, setErrors] = useState<FormErrors>({})
  const [failed, setFailed] = useState(false)
  const [shown, setShown] = useState(0)

  const entries = (book ?? []).filter((e) => e.currency === coin && e.type === network)
  const addressId = entries.some((e) => e.id === picked) ? picked : entries[0]?.id
  const address = entries.find((e) => e.id === addressId)

  // One key per intended withdrawal: a retry after a lost answer, or a second tap, asks once. A
  // change of what is asked (coin, network, address, amount) makes it another request; the
  // password and the code are not part of it (the server keeps them out of the request it stores).
  const withdrawal = useConfirmedWrite(
    (key) =>
      requestWithdrawal(
        {
          currency: String(coin),
          type: network,
          number: amount.trim(),
          address_id: String(addressId),
          pay_password: password,
          code: code.trim(),
          totp_code: user?.totp_bound ? totp.trim() : undefined,
        },
        key,
      ),
    () => {
      toast(t('withdraw.submitted'), 'success')
      carryToast()
      void redirect(WITHDRAW_RECORD)
    },
    { refusal: reasonOf },
  )

  // addresses change on the wallets page, certification and the payment password elsewhere (the
  // web app, a review): read them again whenever the page shows
  useDidShow(() => {
    setShown((n) => n + 1)
    void refreshUser()
    fetchAddresses({ page: 1, limit: MAX_ADDRESSES }).then(
      (page) => setBook(page.data),
      () => setFailed(true),
    )
  })

  // a quick change of coin or network must not let an older answer replace a newer one
  const nextTurn = useLatestTurn()
  const loadInfo = useCallback(async () => {
    const current = nextTurn()
    try {
      const next = await fetchWithdrawInfo({
        currency: String(coin),
        type: network,
        address_id: addressId ?? '',
      })
      if (!current()) return
      setInfo(next)
      setFailed(false)
      // with no network chosen yet the server answers for the coin's first open one
      if (!network && next.type) setNetwork(next.type as NetworkName)
    } catch {
      setFailed(true)
    }
  }, [coin, network, addressId, nextTurn])
  useEffect(() => {
    if (shown > 0) void loadInfo()
  }, [loadInfo, shown])

  const unlockAt = info?.withdraw_unlock_at ?? 0
  const now = useNow(unlockAt > Date.now())
  const lockLeft = unlockAt - now
  const locked = lockLeft > 0

  const changeAsk = (apply: () => void) => {
    apply()
    setErrors({})
    withdrawal.changed()
  }

  if (!info || !book) {
    if (failed) return <StateView kind='failed' onRetry={() => setShown((n) => n + 1)} />
    return <Skeleton shape='rows' rows={6} />
  }

  const chosenNetwork = info.networks.find((n) => n.type === network)
  const rules: NetworkRules = {
    places: info.places,
    available: info.legal_balance,
    fee: info.withdraw_fee,
    min: info.min_number,
    max: chosenNetwork?.max_number ?? info.min_number,
  }
  const total = totalOf(amount, rules.fee, rules.places)
  const coinCode = info.currency_name

  const check = () => {
    const found = checkForm({ addressId, amount, password, code }, rules)
    const next: FormErrors = {}
    for (const c of found) {
      next[c.field] =
        c.key === 'withdraw.amountInvalid'
          ? t('withdraw.amountInvalid', { places: c.places })
          : c.key === 'withdraw.min'
            ? t('withdraw.min', { min: balance(c.min), coin: coinCode })
            : c.key === 'withdraw.max'
              ? t('withdraw.max', { max: balance(c.max), coin: coinCode })
              : t(c.key)
    }
    setErrors(next)
    if (found.length === 0) withdrawal.ask()
    else withdrawal.setError('')
  }

  const send = async () => {
    try {
      await sendWithdrawCode(session.user ?? (await fetchUserInfo()))
      setErrors((now) => ({ ...now, code: undefined }))
    } catch (e) {
      setErrors((now) => ({ ...now, code: reasonOf(e) }))
      throw e
    }
  }

  return (
    <View className='withdraw'>
      {user && user.review_status !== 2 ? (
        <View className='withdraw__notice' role='alert'>
          <Text>{t('withdraw.notCertified')}</Text>
          <Pressable
            className='withdraw__link'
            role='link'
            onPress={() => void navigate(CERTIFICATION)}
          >
            {t('withdraw.certify')}
          </Pressable>
        </View>
      ) : null}
      {user && !user.isPayPas ? (
        <View className='withdraw__notice' role='alert'>
          <Text>{t('withdraw.setPassword')}</Text>
          <Pressable className='withdraw__link' role='link' onPress={() => void navigate(USERINFO)}>
            {t('withdraw.setPasswordAction')}
          </Pressable>
        </View>
      ) : null}
      <CoinChoice
        coin={coin}
        network={network}
        info={info}
        onCoin={(next) =>
          changeAsk(() => {
            setCoin(next)
            setNetwork('')
            setAmount('')
          })
        }
        onNetwork={(next) => changeAsk(() => setNetwork(next as NetworkName))}
      />
      <AddressChoice
        entries={entries}
        chosen={addressId}
        coin={coinCode}
        network={network}
        error={errors.address}
        onChoose={(id) => changeAsk(() => setPicked(id))}
      />
      <Field
        name='amount'
        type='digit'
        label={t('withdraw.amount')}
        placeholder={t('withdraw.amountPlaceholder', { min: balance(rules.min), coin: coinCode })}
        value={amount}
        onInput={(value) => changeAsk(() => setAmount(value))}
        error={errors.amount}
        ltr
        suffix={
          <Pressable
            className='withdraw__all'
            onPress={() => changeAsk(() => setAmount(allAmount(rules)))}
          >
            {t('withdraw.all')}
          </Pressable>
        }
      />
      <View className='withdraw__summary'>
        <View className='withdraw__row'>
          <Text>{t('withdraw.availableLabel')}</Text>
          <Text className='withdraw__figure'>{`${balance(rules.available)} ${coinCode}`}</Text>
        </View>
        <View className='withdraw__row'>
          <Text>{t('withdraw.fee')}</Text>
          <Text className='withdraw__figure'>{`${balance(rules.fee)} ${coinCode}`}</Text>
        </View>
        <View className='withdraw__row'>
          <Text>{t('withdraw.receive')}</Text>
          <Text className='withdraw__figure'>
            {total ? `${balance(amount.trim())} ${coinCode}` : '—'}
          </Text>
        </View>
        <View className='withdraw__row withdraw__row--total'>
          <Text>{t('withdraw.pay')}</Text>
          <Text className='withdraw__figure'>{total ? `${balance(total)} ${coinCode}` : '—'}</Text>
        </View>
      </View>
      <Field
        name='pay_password'
        password
        label={t('withdraw.password')}
        placeholder={t('withdraw.passwordPlaceholder')}
        value={password}
        onInput={(value) => {
          setPassword(value)
          setErrors((now) => ({ ...now, password: undefined }))
        }}
        error={errors.password}
      />
      <CodeField value={code} onInput={setCode} onSend={send} error={errors.code} />
      {user?.totp_bound ? <TotpField value={totp} onInput={setTotp} /> : null}
      {locked ? <LockNotice leftMs={lockLeft} /> : null}
      <FormFooter
        block='withdraw'
        error={withdrawal.error}
        busy={withdrawal.busy}
        disabled={locked || withdrawal.busy}
        onSubmit={check}
      >
        {t('withdraw.submit')}
      </FormFooter>
      <Text className='withdraw__note'>{t('withdraw.arrival')}</Text>
      <Text className='withdraw__note'>{t('withdraw.review')}</Text>
      <Pressable
        className='withdraw__link'
        role='link'
        onPress={() => void navigate(WITHDRAW_RECORD)}
      >
        {t('withdraw.records')}
      </Pressable>
      <Dialog
        className='withdraw__confirm'
        isOpened={withdrawal.asking}
        title={t('withdraw.confirmTitle')}
        content={
          withdrawal.asking && address
            ? // the figures of the summary above, written by the same money formatter
              t('withdraw.confirm', {
                amount: balance(amount.trim()),
                coin: coinCode,
                address: address.address,
                network,
                total: balance(total),
                fee: balance(rules.fee),
              })
            : ''
        }
        cancelText={t('common.cancel')}
        confirmText={t('withdraw.confirmButton')}
        onCancel={withdrawal.cancel}
        onClose={withdrawal.cancel}
        onConfirm={() =>
          // the address can only be missing if the book was read again while asking
          addressId === undefined ? withdrawal.cancel() : void withdrawal.confirm()
        }
      />
    </View>
  )
}

export default function WithdrawlPage() {
  return (
    <Screen>
      <WithdrawBody />
    </Screen>
  )
}
