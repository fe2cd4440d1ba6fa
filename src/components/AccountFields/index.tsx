import type { AccountType } from '@wire/user'
import { useT } from '@/hooks/useT'
import { Field } from '../Field'
import { Segmented } from '../Segmented'
import { AreaCodePicker } from '../AreaCodePicker'
import type { Account } from './account'

export interface AccountFieldsProps {
  value: Account
  onChange: (account: Account) => void
  error?: string
}

export function AccountFields({ value, onChange, error }: AccountFieldsProps) {
  const t = useT()
  const phone = value.type === 'mobile'
  return (
    <>
      <Segmented<AccountType>
        options={[
          { value: 'mobile', label: t('auth.phone') },
          { value: 'email', label: t('auth.email') },
        ]}
        value={value.type}
        onChange={(type) => onChange({ ...value, type, value: '' })}
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
