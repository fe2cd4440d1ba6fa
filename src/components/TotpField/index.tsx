import { useT } from '@/hooks/useT'
import { Field } from '../Field'

export interface TotpFieldProps {
  value: string
  onInput: (value: string) => void
  error?: string
}

/**
 * The authenticator's code, on every form the second factor guards once it is bound (issue 32):
 * the app's 6 digits, or one of the recovery codes ('7KQ2M-XD9TB'), so text, not digits.
 */
export function TotpField({ value, onInput, error }: TotpFieldProps) {
  const t = useT()
  return (
    <Field
      name='totp'
      label={t('safety.totpCode')}
      value={value}
      maxlength={11}
      placeholder={t('safety.totpPlaceholder')}
      onInput={onInput}
      error={error}
    />
  )
}
