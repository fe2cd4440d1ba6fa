import { CODE_LENGTH } from '@common/validate'
import { useT } from '@/hooks/useT'
import { CodeButton } from '../CodeButton'
import { Field } from '../Field'

export interface CodeFieldProps {
  value: string
  onInput: (value: string) => void
  /** sends the code (CodeButton counts the resend down) */
  onSend: () => Promise<void>
  error?: string
}

/** The verification-code field every form that sends a code has, with its send button. */
export function CodeField({ value, onInput, onSend, error }: CodeFieldProps) {
  const t = useT()
  return (
    <Field
      name='code'
      label={t('auth.code')}
      value={value}
      type='number'
      maxlength={CODE_LENGTH}
      placeholder={t('auth.codePlaceholder')}
      onInput={onInput}
      error={error}
      suffix={<CodeButton onSend={onSend} />}
    />
  )
}
