// Identity calls (SPEC §7 User, Settings and profile): captcha, verification codes, registration,
// login and the session, passwords. Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { get, post } from '../http'

/** Inline-validated forms show their own errors, so these calls don't toast plain failures. */
const form = { silent: true } as const

export const sendCode = (body: SendOf<'sendCode'>) =>
  post<PayloadOf<'sendCode'>>('/sms_mail', { ...body }, form)

export const checkCode = (body: SendOf<'checkCode'>) =>
  post<PayloadOf<'checkCode'>>('/user/check_email', { ...body }, form)

/** Answers the new session's token: registering logs in. */
export const register = (body: SendOf<'register'>) =>
  post<PayloadOf<'register'>>('/user/register', { ...body }, form)

/** Answers the session token. */
export const login = (body: SendOf<'login'>) =>
  post<PayloadOf<'login'>>('/user/login', { ...body }, form)

export const logout = () => get<PayloadOf<'logout'>>('/user/logout')

export const fetchUserInfo = () => get<PayloadOf<'userInfo'>>('/user/info')

export const resetPassword = (body: SendOf<'forgetPassword'>) =>
  post<PayloadOf<'forgetPassword'>>('/user/forget', { ...body }, form)

export const updatePassword = (body: SendOf<'updatePassword'>) =>
  post<PayloadOf<'updatePassword'>>('/safe/update_password', { ...body }, form)

export const fetchCaptcha = () => get<PayloadOf<'captcha'>>('/getCaptcha')
