// What route handlers and domain rules share for one running app. Built once by buildApp; a new
// domain gets what it needs from here instead of from module-level state.
import { DAY, HOUR, MINUTE, type Clock } from './infra/clock'
import type { CodeSender } from './identity/codeSender'
import type { Db } from './infra/db/client'
import { RateLimiter, type Limit } from './infra/rateLimit'
import type { LoginGuard } from './identity/loginGuard'
import type { MarketFeed } from './market/feed'
import type { JobRunner } from './infra/schedule/runner'
import type { Realtime } from './infra/realtime/realtime'
import type { PayProviders } from './pay/providers'
import { UPLOAD_RATE } from './upload/limits'

export interface Limiters {
  /** one code per account per minute */
  codeResend: RateLimiter
  codeDaily: RateLimiter
  codePerIp: RateLimiter
  loginPerIp: RateLimiter
  /** register and forget answer like login to a guesser, and are limited alike */
  registerPerIp: RateLimiter
  forgetPerIp: RateLimiter
  captchaPerIp: RateLimiter
  /** per account (upload/limits.ts) */
  uploads: RateLimiter
  /** wrong withdraw passwords per user (withdraw/request.ts) */
  payPassword: RateLimiter
  /** exchange quotes per user: each is a stored row (exchange/quote.ts) */
  exchangeQuotes: RateLimiter
  /** wrong authenticator codes per user (identity/secondFactor.ts) */
  secondFactor: RateLimiter
}

export interface AppContext {
  db: Db
  clock: Clock
  sender: CodeSender
  uploadDir: string
  houseInviteCode: string
  limiters: Limiters
  loginGuard: LoginGuard
  /** scrypt N for new password hashes */
  passwordCost: number
  /** answer for the next captcha; random unless a test pins it */
  captchaText: () => string
  /** quotes, candles and the price in force at an instant */
  feed: MarketFeed
  /** pushes to a signed-in user's connections */
  realtime: Realtime
  /** DEMO=1: demo approvals, demo deposit addresses, short withdrawal holds (DESIGN §5) */
  demo: boolean
  /** TZ_BUSINESS: the time zone lock-mining days are counted in */
  businessTz: string
  /**
   * every background job (areas.ts); runs by itself on the system clock, tests call runDue() or
   * runJob(name)
   */
  jobs: JobRunner
  /** the card payment provider of each channel (pay/providers.ts) */
  pay: PayProviders
}

export const DEFAULT_LIMITS: Readonly<Record<keyof Limiters, Limit>> = {
  codeResend: { max: 1, windowMs: MINUTE },
  codeDaily: { max: 10, windowMs: DAY },
  codePerIp: { max: 30, windowMs: HOUR },
  loginPerIp: { max: 20, windowMs: MINUTE },
  registerPerIp: { max: 20, windowMs: MINUTE },
  forgetPerIp: { max: 20, windowMs: MINUTE },
  captchaPerIp: { max: 30, windowMs: MINUTE },
  uploads: UPLOAD_RATE,
  payPassword: { max: 5, windowMs: HOUR },
  // the app asks again as the amount is typed (debounced) and when a quote runs out, far less
  // often than twice a second; a client asking faster would only fill the quotes table
  exchangeQuotes: { max: 120, windowMs: MINUTE },
  secondFactor: { max: 5, windowMs: 15 * MINUTE },
}

/** The limiters, at DEFAULT_LIMITS unless `overrides` says otherwise. */
export function createLimiters(
  db: Db,
  clock: Clock,
  overrides: Partial<Record<keyof Limiters, Limit>> = {},
): Limiters {
  const limits = { ...DEFAULT_LIMITS, ...overrides }
  const make = (name: keyof Limiters) => new RateLimiter(db, clock, name, limits[name])
  return {
    codeResend: make('codeResend'),
    codeDaily: make('codeDaily'),
    codePerIp: make('codePerIp'),
    loginPerIp: make('loginPerIp'),
    registerPerIp: make('registerPerIp'),
    forgetPerIp: make('forgetPerIp'),
    captchaPerIp: make('captchaPerIp'),
    uploads: make('uploads'),
    payPassword: make('payPassword'),
    exchangeQuotes: make('exchangeQuotes'),
    secondFactor: make('secondFactor'),
  }
}
