// Adding or changing the one personal bank card: the bank's country first, then the fields a bank
// there is paid by (decision 84: the ABA routing number in the US, SWIFT / BIC elsewhere, the IBAN
// where accounts are numbered by it), each checked by the rule the server applies and named in the
// user's words when wrong. A saved card fills the form; a first one starts with the certified name.
import { Fragment, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useSnapshot } from 'valtio'
import type { UserInfo } from '@wire/user'
import { AREA_CODES } from '@wire/areaCodes'
import { AreaCodePicker } from '@/components/AreaCodePicker'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { Field } from '@/components/Field'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useT } from '@/hooks/useT'
import { HOME } from '@/routes'
import { refreshUser } from '@/services/user'
import { fetchBankCard, fetchBanks, saveBankCard, type Bank } from '@/services/api/bankCard'
import { ApiError } from '@/services/http'
import { back, relaunch } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { session } from '@/stores/session'
import {
  BANK_FIELDS,
  BANK_RULES,
  bankFieldsFor,
  bankProblems,
  isCertifiedHolder,
  keptCard,
  type BankCard,
  type BankField,
  type BankProblem,
} from '@common/bankCard'
import { BankPicker } from './BankPicker'
import './bankCard.scss'

const EMPTY = Object.fromEntries(BANK_FIELDS.map((f) => [f, ''])) as BankCard

const LABELS: Readonly<Record<BankField, string>> = {
  bankName: 'bank.bankName',
  cardNumber: 'bank.cardNumber',
  cardHolder: 'bank.cardHolder',
  phoneNumber: 'bank.phoneNumber',
  bankCountry: 'bank.bankCountry',
  abaCode: 'bank.abaCode',
  swift: 'bank.swift',
  postalCode: 'bank.postalCode',
  accountAddress: 'bank.accountAddress',
}

// what each field takes, shown while it is empty
const PLACEHOLDERS: Readonly<Record<BankField, string>> = {
  bankName: 'bank.placeholder.bankName',
  cardNumber: 'bank.placeholder.cardNumber',
  cardHolder: 'bank.placeholder.cardHolder',
  phoneNumber: 'bank.placeholder.phoneNumber',
  bankCountry: 'bank.placeholder.bankCountry',
  abaCode: 'bank.placeholder.abaCode',
  swift: 'bank.placeholder.swift',
  postalCode: 'bank.placeholder.postalCode',
  accountAddress: 'bank.placeholder.accountAddress',
}

const PROBLEMS: Readonly<Record<BankProblem, string>> = {
  fill: 'bank.fill',
  special: 'bank.special',
  invalid: 'bank.invalid',
}

/** Fields whose value reads left to right in every language. */
const LTR: ReadonlySet<BankField> = new Set([
  'cardNumber',
  'phoneNumber',
  'abaCode',
  'swift',
  'postalCode',
])

const certifiedName = (user: Pick<UserInfo, 'review_status' | 'name'> | null) =>
  user?.review_status === 2 ? (user.name ?? '') : ''

function BindBankCardBody() {
  const t = useT()
  // withdrawals are paid only to a card in this name
  const certified = certifiedName(useSnapshot(session).user)
  const [card, setCard] = useState<BankCard>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<BankField | 'form', string>>>({})
  const [load, setLoad] = useState<'loading' | 'failed' | 'ready'>('loading')
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const [banks, setBanks] = useState<readonly Bank[]>([])
  // the last step after registering: done or skipped, the user lands on Home
  const onboarding = usePageQuery().onboarding === '1'
  const finish = () => (onboarding ? relaunch(HOME) : back())

  useEffect(() => {
    let gone = false
    // the profile read again with the card: a certification decided since it was last read names
    // the holder
    Promise.all([fetchBankCard(), refreshUser()])
      .then(([saved]) => {
        if (gone) return
        if (saved) setCard(Object.fromEntries(BANK_FIELDS.map((f) => [f, saved[f]])) as BankCard)
        // a first card is the certified user's own: its holder starts as their certified name,
        // set before the form draws (Taro's input throws on a value changed before it has drawn)
        else setCard({ ...EMPTY, cardHolder: certifiedName(session.user) })
        setLoad('ready')
      })
      .catch(() => !gone && setLoad('failed'))
    fetchBanks()
      .then((list) => !gone && setBanks(list))
      .catch(() => undefined)
    return () => {
      gone = true
    }
  }, [attempt])

  const pickBank = (bank: Bank) => {
    setCard((now) => ({
      ...now,
      bankName: bank.name,
      bankCountry: bank.country,
      swift: bank.swift || now.swift,
    }))
    setErrors((now) => ({ ...now, bankName: undefined, bankCountry: undefined, swift: undefined }))
  }

  const submit = async () => {
    const trimmed = Object.fromEntries(BANK_FIELDS.map((f) => [f, card[f].trim()])) as BankCard
    const found: Partial<Record<BankField, string>> = {}
    for (const { field, problem } of bankProblems(trimmed)) {
      found[field] = t(PROBLEMS[problem], { field: t(LABELS[field]) })
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || busy) return
    setBusy(true)
    try {
      await saveBankCard(keptCard(trimmed))
      toast(t('bank.saved'), 'success')
      carryToast()
      await finish()
    } catch (error) {
      if (error instanceof ApiError) setErrors({ form: error.message })
    } finally {
      setBusy(false)
    }
  }

  if (load === 'loading') return <Skeleton shape='rows' rows={5} />
  if (load === 'failed') return <StateView kind='failed' onRetry={() => setAttempt((n) => n + 1)} />
  return (
    <View className='bank'>
      <View className='bank__note'>{onboarding ? t('bank.onboarding') : t('bank.onePerUser')}</View>
      <BankPicker banks={banks} onPick={pickBank} />
      {bankFieldsFor(card.bankCountry).map((f) => (
        <Fragment key={f}>
          {f === 'bankCountry' ? (
            <View className={`field${errors.bankCountry ? ' field--error' : ''}`}>
              <Text className='field__label'>{t(LABELS.bankCountry)}</Text>
              <AreaCodePicker
                show='country'
                value={AREA_CODES.find((a) => a.iso === card.bankCountry) ?? null}
                onChange={(area) => {
                  setCard((now) => ({ ...now, bankCountry: area.iso }))
                  setErrors((now) => ({ ...now, bankCountry: undefined, form: undefined }))
                }}
              />
              {errors.bankCountry ? (
                <Text className='field__error'>{errors.bankCountry}</Text>
              ) : null}
            </View>
          ) : (
            <Field
              name={f}
              label={t(LABELS[f])}
              placeholder={t(PLACEHOLDERS[f])}
              value={card[f]}
              maxlength={BANK_RULES[f].maxLength}
              type={f === 'phoneNumber' ? 'number' : 'text'}
              ltr={LTR.has(f)}
              onInput={(value) => {
                setCard((now) => ({ ...now, [f]: value }))
                setErrors((now) => ({ ...now, [f]: undefined, form: undefined }))
              }}
              error={errors[f]}
            />
          )}
          {f === 'cardHolder' &&
          certified &&
          card.cardHolder.trim() &&
          !isCertifiedHolder(card.cardHolder, certified) ? (
            <View className='bank__warning' role='alert'>
              {t('bank.holderMismatch', { name: certified })}
            </View>
          ) : null}
        </Fragment>
      ))}
      <View className='bank__note'>{t('bank.holderNote')}</View>
      <FormFooter block='bank' error={errors.form} busy={busy} onSubmit={() => void submit()}>
        {t('bank.save')}
      </FormFooter>
      {onboarding ? (
        <Pressable className='bank__skip' onPress={() => void finish()}>
          {t('common.skip')}
        </Pressable>
      ) : null}
    </View>
  )
}

export default function BindBankCardPage() {
  return (
    <Screen>
      <BindBankCardBody />
    </Screen>
  )
}
