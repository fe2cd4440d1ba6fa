import type { Failure, FailureType, Ok } from '@wire/envelope'
import type { Lang } from '@wire/lang'
import { t, type MessageKey, type Vars } from '../i18n'
import type { FailureExtra } from '../appError'

export function ok<T>(message: T): Ok<T> {
  return { type: 'ok', message }
}

export function fail(
  lang: Lang,
  key: MessageKey,
  vars?: Vars,
  type: FailureType = 'error',
  extra?: FailureExtra,
): Failure {
  return { type, message: t(lang, key, vars), ...extra }
}
