// The password and code rules are the form's rules (common/validate.ts), so the server never
// accepts what the form refuses or the other way round.
import {
  CODE_LENGTH,
  isCode,
  isPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SYMBOLS,
} from '@common/validate'
import { AppError } from '../infra/appError'

// The refusal names the symbols the rule accepts: "symbols" alone would promise '!' too.
const SYMBOLS = PASSWORD_SYMBOLS.join(' ')

export function requireNewPassword(password: string, repeat: string): void {
  if (!isPassword(password)) {
    throw new AppError('password_invalid', {
      min: PASSWORD_MIN,
      max: PASSWORD_MAX,
      symbols: SYMBOLS,
    })
  }
  if (password !== repeat) throw new AppError('passwords_mismatch')
}

export function requireCodeFormat(code: string): void {
  if (!isCode(code)) throw new AppError('code_required', { length: CODE_LENGTH })
}
