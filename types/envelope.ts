// The response envelope of WIRE.md. `type` carries the outcome; `message` the payload or the text.

/** Special failure types: 999 no valid token, 998 real-name record missing, 997 payment method page. */
export type FailureType = 'error' | '999' | '998' | '997'

export interface Ok<T> {
  type: 'ok'
  message: T
}

export interface Failure {
  type: FailureType
  message: string
  /** set on a login failure once the account needs a captcha (see /getCaptcha) */
  captcha?: boolean
  /** set when the call needs the authenticator's code (totp_code) of an account that bound one */
  totp?: boolean
}

export type Envelope<T> = Ok<T> | Failure

/** The k-line time-share call is not enveloped (WIRE.md). */
export interface CodeResponse<T> {
  code: 1 | -1
  msg: string
  data: T
}

export interface Paged<T> {
  data: T[]
  page: number
  pages: number
  total: number
}
