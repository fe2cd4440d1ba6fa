import { useT } from '@/hooks/useT'
import { t as translate } from '@/locales'
import { isPassword, passwordBadChars, PASSWORD_MAX, PASSWORD_SYMBOLS } from '@common/validate'
import { Field } from '../Field'

export interface PasswordErrors {
  password?: string
  confirm?: string
}

interface Common {
  password: string
  onPassword: (value: string) => void
  errors: PasswordErrors
}

/** Signing in asks for the password once; registering and resetting ask twice. */
export type PasswordFieldsProps =
  | (Common & { purpose: 'login' })
  | (Common & {
      purpose: 'register' | 'reset'
      confirm: string
      onConfirm: (value: string) => void
    })

// Isolated left to right: a right-to-left line would otherwise reorder the run of symbols.
const SYMBOL_LIST = `\u2066${PASSWORD_SYMBOLS.join(' ')}\u2069`

const TEXTS = {
  login: { label: 'auth.password', confirmPlaceholder: undefined },
  register: { label: 'auth.password', confirmPlaceholder: 'auth.confirmPlaceholder' },
  reset: { label: 'auth.newPassword', confirmPlaceholder: 'auth.confirmPlaceholder' },
} as const

/** The password field, and its confirmation where one is asked for. */
export function PasswordFields(props: PasswordFieldsProps) {
  const t = useT()
  const { label, confirmPlaceholder } = TEXTS[props.purpose]
  // The placeholder names the accepted symbols; it goes away once typing starts, so a new password
  // keeps them in sight in the hint (signing in checks an existing password, so no hint there)
  const hint =
    props.purpose !== 'login' && props.password !== ''
      ? t('auth.passwordSymbols', { symbols: SYMBOL_LIST })
      : undefined
  return (
    <>
      <Field
        name='password'
        label={t(label)}
        value={props.password}
        password
        maxlength={PASSWORD_MAX}
        placeholder={t('auth.passwordPlaceholder', { symbols: SYMBOL_LIST })}
        onInput={props.onPassword}
        error={props.errors.password}
        hint={hint}
      />
      {props.purpose !== 'login' ? (
        <Field
          name='confirm'
          label={t('auth.confirmPassword')}
          value={props.confirm}
          password
          maxlength={PASSWORD_MAX}
          placeholder={confirmPlaceholder && t(confirmPlaceholder)}
          onInput={props.onConfirm}
          error={props.errors.confirm}
        />
      ) : null}
    </>
  )
}

/** Names the characters when they are the problem: '6-12 characters' would send the user counting. */
function passwordError(password: string): string | undefined {
  // a space would be invisible in the message
  const bad = passwordBadChars(password).map((c) => (c === ' ' ? '␣' : c))
  if (bad.length) return translate('auth.passwordChars', { chars: bad.join(' ') })
  return isPassword(password) ? undefined : translate('auth.enterCorrectPassword')
}

/** What is wrong with the password and, when given, its confirmation; nothing when both are fine. */
export function passwordErrors(password: string, confirm?: string): PasswordErrors {
  const errors: PasswordErrors = { password: passwordError(password) }
  if (confirm !== undefined) {
    errors.confirm = password === confirm ? undefined : translate('auth.passwordsMismatch')
  }
  return errors
}
