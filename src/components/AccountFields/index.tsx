import { Tabs } from '@/components/Tabs'
import type { AccountType } from '@wire/user'
import { useT } from '@/hooks/useT'
import { Field } from '../Field'
import { AreaCodePicker } from '../AreaCodePicker'
import type { Account } from './account'

export interface AccountFieldsProps {
  value: Account
  onChange: (account: Account) => void
  error?: string
}

const TYPES: readonly AccountType[] = ['mobile', 'email']

export function AccountFields({ value, onChange, error }: AccountFieldsProps) {
  const t = useT()
  const phone = value.type === 'mobile'
  return (
    <>
      <Tabs
        current={TYPES.indexOf(value.type)}
        titles={[t('auth.phone'), t('auth.email')]}
        onChange={(index) => {
          const type = TYPES[index]
          if (type !== value.type) onChange({ ...value, type, value: '' })
        }}
      />
      <Field
        name='account'
        label={phone ? t('auth.phone') : t('auth.email')}
        value={value.value}
        type={phone ? 'number' : 'text'}
        maxlength={phone ? 15 : 254}
        placeholder={phone ? t('auth.phonePlaceholder') : t('auth.emailPlaceholder')}
        onInput={(v) => onChange({ ...value, value: v })}
        error={error}
        prefix={
          phone ? (
            <AreaCodePicker value={value.area} onChange={(area) => onChange({ ...value, area })} />
          ) : null
        }
      />
    </>
  )
}
