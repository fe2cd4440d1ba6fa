// The password and code rules are the form's rules (common/validate.ts), so the server never
// accepts what the form refuses or the other way round.
import { CODE_LENGTH, isCode, isPassword, PASSWORD_MAX, PASSWORD_MIN } from '@common/validate'
import { AppError } from '../appError'

export function requireNewPassword(password: string, repeat: string): void {
  if (!isPassword(password)) {
    throw new AppError('password_invalid', { min: PASSWORD_MIN, max: PASSWORD_MAX })
  }
  if (password !== repeat) throw new AppError('passwords_mismatch')
}

export function requireCodeFormat(code: string): void {
  if (!isCode(code)) throw new AppError('code_required', { length: CODE_LENGTH })
}
