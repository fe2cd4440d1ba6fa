// Identity calls (SPEC §7 User, Settings and profile): captcha, verification codes, registration,
// login and the session, passwords. Fields and answers are the call catalogue's (types only).
import type { SendOf } from '@wire/catalogue'
import { deviceName } from '../device'
import { api } from './client'
import { platformName } from '../platform'

/** Inline-validated forms show their own errors, so these calls don't toast plain failures. */
const form = { silent: true } as const

export const sendCode = (body: SendOf<'sendCode'>) => api.sendCode(body, form)

export const checkCode = (body: SendOf<'checkCode'>) => api.checkCode(body, form)

/** What the new session is listed as in the account's sessions. */
const client = () => ({ platform: platformName(), device: deviceName() })

/** Answers the new session's token: registering logs in. */
export const register = (body: SendOf<'register'>) => api.register({ ...body, ...client() }, form)

/** Answers the session token. */
export const login = (body: SendOf<'login'>) => api.login({ ...body, ...client() }, form)

export const logout = () => api.logout()

export const fetchUserInfo = () => api.userInfo()

export const resetPassword = (body: SendOf<'forgetPassword'>) => api.forgetPassword(body, form)

export const updatePassword = (body: SendOf<'updatePassword'>) => api.updatePassword(body, form)

export const fetchCaptcha = () => api.captcha()
