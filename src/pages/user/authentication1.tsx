// Certification, step 1: document type, real name and number, sent for review. The page shows
// where both levels stand; once certified the name and number are shown masked and cannot change,
// and the way to step 2 (the photos) opens.
import { useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import type { PayloadOf } from '@wire/catalogue'
import type { AreaCode } from '@wire/areaCodes'
import { AreaCodePicker } from '@/components/AreaCodePicker'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { Field } from '@/components/Field'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useT } from '@/hooks/useT'
import { BIND_BANK_CARD, CERTIFICATION_PHOTOS } from '@/routes'
import { fetchRealState, submitRealName } from '@/services/api/certification'
import { ApiError } from '@/services/http'
import { navigate, redirect } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import {
  checkIdNumber,
  checkRealName,
  ID_TYPES,
  REAL_NAME_MAX,
  type FieldProblem,
  type IdType,
} from '@common/certificationRules'
import { ReviewState } from './parts/ReviewState'
import './certification.scss'

type RealState = PayloadOf<'realState'>

const DOCUMENTS: readonly { type: IdType; label: string }[] = [
  { type: ID_TYPES.idCard, label: 'cert.idCard' },
  { type: ID_TYPES.passport, label: 'cert.passport' },
  { type: ID_TYPES.driverLicence, label: 'cert.driverLicence' },
]

const NAME_WORDS = {
  required: 'cert.nameRequired',
  special: 'cert.nameSpecial',
  format: 'cert.nameInvalid',
}
const ID_WORDS = {
  required: 'cert.idRequired',
  special: 'cert.idSpecial',
  format: 'cert.idInvalid',
}

function CertificationBody() {
  const t = useT()
  const [state, setState] = useState<RealState | null>(null)
  const [load, setLoad] = useState<'loading' | 'failed' | 'ready'>('loading')
  const [type, setType] = useState<IdType>(ID_TYPES.idCard)
  const [name, setName] = useState('')
  const [number, setNumber] = useState('')
  // the document's country: which products are offered once certified (issue 32 item 6)
  const [country, setCountry] = useState<AreaCode | null>(null)
  const [errors, setErrors] = useState<{ name?: string; number?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  // right after registering: the next step is the bank card, and either can be skipped
  const onboarding = usePageQuery().onboarding === '1'
  const next = () => redirect(BIND_BANK_CARD, { onboarding: 1 })

  const reload = async () => {
    try {
      setState(await fetchRealState())
      setLoad('ready')
    } catch {
      setLoad((now) => (now === 'ready' ? now : 'failed'))
    }
  }
  useDidShow(() => void reload())
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const say = (words: Record<FieldProblem['problem'], string>, found: FieldProblem | null) =>
    found
      ? t(words[found.problem], found.problem === 'special' ? { chars: found.chars.join(' ') } : {})
      : undefined

  const submit = async () => {
    const found = {
      name: say(NAME_WORDS, checkRealName(name)),
      number: say(ID_WORDS, checkIdNumber(type, number)),
    }
    setErrors(found)
    if (found.name || found.number || busy) return
    setBusy(true)
    try {
      toast(
        await submitRealName({
          id_type: `${type}`,
          name: name.trim(),
          card_id: number.trim(),
          country: country?.iso,
        }),
        'success',
      )
      if (onboarding) {
        carryToast()
        await next()
      } else {
        await reload()
      }
    } catch (error) {
      if (error instanceof ApiError) setErrors({ form: error.message })
    } finally {
      setBusy(false)
    }
  }

  if (load === 'loading') return <Skeleton shape='rows' rows={4} />
  if (load === 'failed' || !state) return <StateView kind='failed' onRetry={() => void reload()} />
  const data = state.real_data
  const primary = state.review_status
  const canSubmit = primary === 0 || primary === 3
  return (
    <View className='cert'>
      <Text className='cert__why'>{onboarding ? t('cert.onboarding') : t('cert.whyNeeded')}</Text>
      <ReviewState
        title={t('cert.primary')}
        status={primary}
        reason={data?.remark}
        demo={data?.demo}
      />
      {!canSubmit && data ? (
        <View className='cert__summary'>
          <Text className='cert__summary-row'>{data.name}</Text>
          <Text className='cert__summary-row cert__number'>{data.card_id}</Text>
          {primary === 2 ? <Text className='cert__note'>{t('cert.locked')}</Text> : null}
        </View>
      ) : null}
      {canSubmit ? (
        <View className='cert__form'>
          <Text className='field__label'>{t('cert.docType')}</Text>
          <View className='cert__types' role='radiogroup'>
            {DOCUMENTS.map((d) => (
              <Chip key={d.type} circle active={d.type === type} onPress={() => setType(d.type)}>
                {t(d.label)}
              </Chip>
            ))}
          </View>
          <Field
            name='name'
            label={t('cert.realName')}
            value={name}
            maxlength={REAL_NAME_MAX}
            placeholder={t('cert.realNamePlaceholder')}
            onInput={(value) => {
              setName(value)
              setErrors((now) => ({ ...now, name: undefined, form: undefined }))
            }}
            error={errors.name}
          />
          <Field
            name='card_id'
            label={t('cert.idNumber')}
            value={number}
            maxlength={20}
            placeholder={t('cert.idNumberPlaceholder')}
            onInput={(value) => {
              setNumber(value)
              setErrors((now) => ({ ...now, number: undefined, form: undefined }))
            }}
            error={errors.number}
            ltr
          />
          <View className='field'>
            <Text className='field__label'>{t('cert.country')}</Text>
            <AreaCodePicker value={country} onChange={setCountry} show='country' />
            <Text className='cert__note'>{t('cert.countryWhy')}</Text>
          </View>
          <FormFooter block='cert' error={errors.form} busy={busy} onSubmit={() => void submit()}>
            {t('cert.submit')}
          </FormFooter>
        </View>
      ) : null}
      <ReviewState
        title={t('cert.advanced')}
        status={state.advanced_review_status}
        reason={data?.advanced_remark}
        demo={data?.advanced_demo}
      />
      {primary !== 2 ? (
        <Text className='cert__note'>{t('cert.needPrimary')}</Text>
      ) : state.advanced_review_status === 0 || state.advanced_review_status === 3 ? (
        <Button onPress={() => void navigate(CERTIFICATION_PHOTOS)}>{t('cert.goAdvanced')}</Button>
      ) : null}
      {onboarding ? (
        <Pressable className='cert__skip' onPress={() => void next()}>
          {t('common.skip')}
        </Pressable>
      ) : null}
    </View>
  )
}

export default function Authentication1Page() {
  return (
    <Screen>
      <CertificationBody />
    </Screen>
  )
}
