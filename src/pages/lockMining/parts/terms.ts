// What a product's terms read like on every lock-mining screen, and the amount check the purchase
// form runs as the user types. The arithmetic is common/lockMiningRules.ts, the server's own.
import { compare } from '@common/decimal'
import { t } from '@/locales'
import { WINDOW, type LockProduct } from '@/services/api/lockMining'
import { amountFault } from '@/utils/amountFault'
import { formatInstant } from '@/utils/dates'
import { balance, grouped } from '@/utils/format'

/** '0.3%–0.5%': a daily rate range as the language writes numbers. */
export const rateRange = (min: string, max: string): string =>
  t('lock.rateRange', { min: grouped(min), max: grouped(max) })

const when = (ms: number) => formatInstant(ms, 'YYYY-MM-DD HH:mm')

/** The purchase window (SPEC §4) with its time: when it opens, until when, or since when closed. */
export function windowText(p: LockProduct): string {
  if (p.window === WINDOW.notStarted) return t('lock.windowNotStarted', { time: when(p.start_at) })
  if (p.window === WINDOW.open) return t('lock.windowOpen', { time: when(p.end_at) })
  return t('lock.windowClosed', { time: when(p.end_at) })
}

/** Purchases the user may still make; -1 means the product sets no limit. */
export const limitText = (p: LockProduct): string =>
  p.limit_left < 0 ? t('lock.noLimit') : String(p.limit_left)

/** The product's terms as label and value rows. */
export function termRows(p: LockProduct): [string, string][] {
  return [
    [t('lock.dailyRate'), rateRange(p.rate, p.rate_max)],
    [t('lock.cycle'), t('count.days', { count: p.day })],
    [
      t('lock.amountRange'),
      t('lock.range', { min: balance(p.save_min), max: balance(p.max), currency: p.currency_name }),
    ],
    [t('lock.penalty'), t('lock.penaltyValue', { rate: grouped(p.adance_redeem_falsify) })],
    [t('lock.limitLeft'), limitText(p)],
  ]
}

/**
 * Why `value` cannot be bought in `p`, in the user's language, or '' when it can. An empty field
 * says nothing until the user tries to buy (`required`); `available` is the asset account's USDT
 * when known (the server checks it anyway).
 */
export function amountProblem(
  value: string,
  p: LockProduct,
  { required = false, available }: { required?: boolean; available?: string } = {},
): string {
  const v = value.trim()
  if (v === '') return required ? t('lock.amountFormat') : ''
  const fault = amountFault(v)
  if (fault) return t(fault === 'notPositive' ? 'common.amountAboveZero' : 'lock.amountFormat')
  const currency = p.currency_name
  if (compare(v, p.save_min) < 0) return t('lock.belowMin', { min: balance(p.save_min), currency })
  if (compare(v, p.max) > 0) return t('lock.aboveMax', { max: balance(p.max), currency })
  if (available !== undefined && compare(v, available) > 0) return t('assets.overAvailable')
  return ''
}
