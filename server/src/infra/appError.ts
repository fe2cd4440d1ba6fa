// Domain code throws an AppError with a message key; the error handler turns it into a failure
// envelope in the request's language. Rules never see the language.
import type { FailureType } from '@wire/envelope'
import type { MessageKey, Vars } from './i18n'

export interface FailureExtra {
  /** the login form must now show a captcha */
  captcha?: boolean
  /** the form must now ask for the authenticator's code */
  totp?: boolean
}

export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly vars?: Vars,
    readonly type: FailureType = 'error',
    readonly extra?: FailureExtra,
  ) {
    super(key)
    this.name = 'AppError'
  }
}

export const notLoggedIn = (): AppError => new AppError('please_log_in', undefined, '999')
