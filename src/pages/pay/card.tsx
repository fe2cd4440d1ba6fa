// A deposit paid by card (issue 31 item 2; the recharge page's third-party method), before the
// provider's page: the card's currency, the rate and the USDT the user will receive (the server's
// own rule, creditOf) are shown first; the deposit stays pending until the provider confirms, and
// a sandbox provider is said to be one. Its own page in the pay subpackage, as the provider's.
import { useCallback, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { creditOf, PAY_COIN, PAY_PLACES, payAmountFault } from '@common/payRules'
import { DetailState } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { Field } from '@/components/Field'
import { FormFooter } from '@/components/FormFooter'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { PAY_CHECKOUT } from '@/routes'
import { createCardPayment, fetchPayTerms, type PayTerms } from '@/services/api/pay'
import { redirect } from '@/services/router'
import { amountFault } from '@/utils/amountFault'
import { balance } from '@/utils/format'
import './checkout.scss'

function CardForm({ terms, onRefused }: { terms: PayTerms; onRefused: () => void }) {
  const t = useT()
  const [amount, setAmount] = useState('')
  const card = terms.currency_code
  const typed = amount.trim()
  const credit = typed && !amountFault(typed, PAY_PLACES) ? creditOf(typed, terms.rate) : ''
  const payment = useConfirmedWrite(
    (key) => createCardPayment(terms, typed, key),
    (order) => {
      setAmount('')
      void redirect(PAY_CHECKOUT, { id: order.id })
    },
    {
      refusal: (failure) => {
        // the terms are read again (a moved rate): what the user is shown next is what they get
        onRefused()
        return failure.message
      },
    },
  )

  const check = () => {
    if (!typed) return payment.setError(t('deposit.amountRequired'))
    const fault = amountFault(typed, PAY_PLACES)
    if (fault === 'notPositive') return payment.setError(t('common.amountAboveZero'))
    if (fault) return payment.setError(t('deposit.amountInvalid', { places: PAY_PLACES }))
    if (payAmountFault(typed)) {
      return payment.setError(
        t('pay.range', { min: balance(terms.min), max: balance(terms.max), currency: card }),
      )
    }
    payment.ask()
  }

  return (
    <View className='pay-card' data-card-currency={card}>
      {terms.sandbox ? <Text className='pay-checkout__sandbox'>{t('pay.sandbox')}</Text> : null}
      <Text className='pay__note'>
        {t('pay.rate', { rate: balance(terms.rate), currency: card, coin: PAY_COIN.code })}
      </Text>
      <Field
        name='card-amount'
        type='digit'
        label={t('pay.amount', { currency: card })}
        placeholder={t('pay.amountPlaceholder', {
          min: balance(terms.min),
          max: balance(terms.max),
        })}
        value={amount}
        onInput={(value) => {
          setAmount(value)
          payment.changed()
        }}
        ltr
      />
      <View className='pay-card__credit' data-credit={credit}>
        <Text>{t('pay.youReceive')}</Text>
        <Text>{credit ? `${balance(credit)} ${PAY_COIN.code}` : '-'}</Text>
      </View>
      <Text className='pay__note'>{t('pay.note')}</Text>
      <FormFooter block='pay-card' error={payment.error} busy={payment.busy} onSubmit={check}>
        {t('pay.submit')}
      </FormFooter>
      <Dialog
        className='pay-card__confirm'
        isOpened={payment.asking}
        title={t('deposit.confirmTitle')}
        content={t('pay.confirmText', {
          amount: balance(typed),
          currency: card,
          credit: credit ? balance(credit) : '',
          coin: PAY_COIN.code,
        })}
        cancelText={t('common.cancel')}
        confirmText={t('pay.confirm')}
        onCancel={payment.cancel}
        onClose={payment.cancel}
        onConfirm={() => void payment.confirm()}
      />
    </View>
  )
}

function CardPayBody() {
  const t = useT()
  const fetch = useCallback(() => fetchPayTerms(), [])
  const { load, retry, refresh } = useDetail(fetch)
  return (
    <DetailState load={load} onRetry={retry}>
      {(terms) =>
        terms.available ? (
          <CardForm terms={terms} onRefused={refresh} />
        ) : (
          <Text className='pay__note'>{t('pay.unavailable')}</Text>
        )
      }
    </DetailState>
  )
}

export default function CardPayPage() {
  return (
    <Screen>
      <CardPayBody />
    </Screen>
  )
}
