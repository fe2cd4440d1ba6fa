// Identity calls (SPEC §7 User, Settings and profile): captcha, verification codes, registration,
// login and the session, passwords. Shapes live in types/user.ts.
import type {
  Captcha,
  CheckEmailBody,
  ForgetBody,
  LoginBody,
  RegisterBody,
  SmsMailBody,
  UpdatePasswordBody,
  UserInfo,
} from '@wire/user'
import { get, post } from '../http'

/** Inline-validated forms show their own errors, so these calls don't toast plain failures. */
const form = { silent: true } as const

export const sendCode = (body: SmsMailBody) => post<string>('/sms_mail', { ...body }, form)

export const checkCode = (body: CheckEmailBody) =>
  post<string>('/user/check_email', { ...body }, form)

/** Answers the new session's token: registering logs in. */
export const register = (body: RegisterBody) => post<string>('/user/register', { ...body }, form)

/** Answers the session token. */
export const login = (body: LoginBody) => post<string>('/user/login', { ...body }, form)

export const logout = () => get<string>('/user/logout')

export const fetchUserInfo = () => get<UserInfo>('/user/info')

export const resetPassword = (body: ForgetBody) => post<string>('/user/forget', { ...body }, form)

export const updatePassword = (body: UpdatePasswordBody) =>
  post<string>('/safe/update_password', { ...body }, form)

export const fetchCaptcha = () => get<Captcha>('/getCaptcha')
