// The one request wrapper (SPEC §7, §8; DESIGN §4). Every call goes through `request`; uploads
// share `settle`, so both read a server answer the same way.
import type { FailureType } from '@wire/envelope'
import { CERTIFICATION, LOGIN } from '@/routes'
import { t } from '@/locales'
import { clearSession, session } from '@/stores/session'
import { currentLocation, navigate, relaunch, toUrl } from './router'
import { carryToast, toast } from './toast'
import { send, type Answer } from './transport'

/** SPEC §9: request, socket, upload and download time-out. */
export const REQUEST_TIMEOUT = 60000
/** SPEC §8: 999 and 998 act after this delay, so the toast is seen first. */
export const AUTH_REDIRECT_MS = 200

/**
 * The server's "try again": busy (DESIGN §5 "Overload": it did nothing with the call), or its
 * database away for a moment (issue 53). Either way a call under its Idempotency-Key may be resent.
 */
const BUSY_STATUS = 503
/** How long to wait before resending a money-moving call the server was too busy to take. */
export const BUSY_RETRY_MS = 1000
const BUSY_RETRIES = 3

/** Fallback text of the spec for a failure without a message; deliberately not translated. */
const NETWORK_ERROR_TEXT = 'NetWork Error'

/** Base of every call: `/api` on the page's origin, or on TARO_APP_API_BASE (mini-programs). */
export function apiBase(): string {
  return `${process.env.TARO_APP_API_BASE ?? ''}/api`
}

export type Params = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  method?: 'GET' | 'POST'
  data?: Params
  /** Money-moving POSTs: the same key on a retry makes the server apply the call once. */
  idempotencyKey?: string
  /** Leave showing a plain failure to the caller (inline form errors). 999 and 998 still act. */
  silent?: boolean
  /** Defaults to REQUEST_TIMEOUT. */
  timeout?: number
}

/**
 * A failed call: `type` is the envelope's, 'network' when no answer arrived, or 'busy' when the
 * server turned the call away (HTTP 503: under load, or while its database was away).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly type: FailureType | 'network' | 'busy',
    /** the server wants a captcha with the next login attempt */
    readonly captcha = false,
    /** the server wants the authenticator's code (totp_code) with the next attempt */
    readonly totp = false,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

// Several calls can fail with 999 at once; the user is sent to login only once.
let leavingForLogin = false

function onNoSession(message: string): void {
  clearSession()
  toast(message || t('auth.pleaseLogin'))
  if (leavingForLogin) return
  leavingForLogin = true
  const here = currentLocation()
  setTimeout(() => {
    leavingForLogin = false
    if (here.path === LOGIN) return
    carryToast()
    void relaunch(LOGIN, { redirect: toUrl(here.path, here.query) })
  }, AUTH_REDIRECT_MS)
}

function onNoRealName(): void {
  setTimeout(() => void navigate(CERTIFICATION), AUTH_REDIRECT_MS)
}

interface Body {
  type?: unknown
  code?: unknown
  message?: unknown
  msg?: unknown
  data?: unknown
  captcha?: unknown
  totp?: unknown
}

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads a server answer (SPEC §8): success is `type === 'ok'` or `code === 1`; the payload is
 * `message` (enveloped) or `data` (code-style answers such as new_timeshar). Failures act and throw.
 */
export function settle<T>(body: unknown, silent = false): T {
  if (isBody(body) && (body.type === 'ok' || body.code === 1)) {
    return ('type' in body ? body.message : body.data) as T
  }
  const text = isBody(body)
    ? typeof body.message === 'string'
      ? body.message
      : typeof body.msg === 'string'
        ? body.msg
        : ''
    : ''
  const type = isBody(body) ? String(body.type ?? '') : ''
  if (type === '999') {
    onNoSession(text)
    throw new ApiError(text || t('auth.pleaseLogin'), '999')
  }
  if (type === '998') {
    onNoRealName()
    throw new ApiError(text, '998')
  }
  const message = text || NETWORK_ERROR_TEXT
  if (!silent) toast(message)
  const failure: FailureType = type === '997' ? '997' : 'error'
  throw new ApiError(
    message,
    failure,
    isBody(body) && body.captcha === true,
    isBody(body) && body.totp === true,
  )
}

/** Headers every call carries: the URL-encoded token (no "Bearer") and the language. */
export function authHeaders(acceptLanguage: string = session.lang): Record<string, string> {
  const header: Record<string, string> = { 'Accept-Language': acceptLanguage }
  if (session.token) header.Authorization = encodeURIComponent(session.token)
  return header
}

function clean(data: Params | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(data ?? {})) {
    if (v !== undefined && v !== null) out[k] = String(v)
  }
  out.lang = session.lang
  return out
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', data, idempotencyKey, silent = false } = options
  const header: Record<string, string> = {
    ...authHeaders(),
    'Content-Type': 'application/x-www-form-urlencoded',
  }
  if (idempotencyKey) header['Idempotency-Key'] = idempotencyKey
  let answer: Answer
  try {
    answer = await send({
      url: apiBase() + path,
      method,
      data: clean(data),
      header,
      timeout: options.timeout ?? REQUEST_TIMEOUT,
    })
  } catch {
    const message = t('error.network')
    if (!silent) toast(message)
    throw new ApiError(message, 'network')
  }
  const { status, body } = answer
  if (status === BUSY_STATUS) {
    const message =
      isBody(body) && typeof body.message === 'string' ? body.message : t('error.busy')
    if (!silent) toast(message)
    throw new ApiError(message, 'busy')
  }
  return settle<T>(body, silent)
}

export const get = <T>(path: string, data?: Params, options?: Omit<RequestOptions, 'data'>) =>
  request<T>(path, { ...options, method: 'GET', data })

export const post = <T>(path: string, data?: Params, options?: Omit<RequestOptions, 'data'>) =>
  request<T>(path, { ...options, method: 'POST', data })

let sequence = 0

/** A key for one money-moving request; its retries reuse it, so the server applies it once. */
export function newRequestKey(): string {
  sequence += 1
  // uniqueness is all a key needs (mini-programs have no synchronous crypto random source)
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 10)}`
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A money-moving POST under `key`. When the answer is lost on the way (a time-out, the network),
 * the same request goes once more with the same key: the server either applies it then or returns
 * what it already did, never a second time. When the server is too busy to take it, it goes again
 * a second later, a few times, saying so. Refusals are the caller's to show.
 */
export async function postOnce<T>(path: string, data: Params, key: string): Promise<T> {
  const send = (silent: boolean) => post<T>(path, data, { idempotencyKey: key, silent })
  for (let busy = 0; ; busy++) {
    try {
      return await send(true)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.type === 'network') return send(false)
      if (error.type !== 'busy') throw error
      if (busy === BUSY_RETRIES) {
        toast(error.message)
        throw error
      }
      toast(t('error.retrying'))
      await pause(BUSY_RETRY_MS)
    }
  }
}
