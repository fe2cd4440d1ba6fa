// Route parameters of the k-line pages and the texts of their period tabs.
import { isPeriod, PERIODS, type Period } from '@wire/market'
import { isIndicator, type Indicator } from './lines'

export const DEFAULT_PERIOD: Period = '15min'
export const DEFAULT_INDICATOR: Indicator = 'MACD'

export interface KlineParams {
  /** null when missing or not a positive whole number */
  matchId: number | null
  period: Period
  indicator: Indicator
}

/** `match_id` (without it the page shows the Trade tab's symbol), `period` (default 15min),
 *  `indicator` (default MACD). */
export function parseKlineParams(params: Partial<Record<string, string>>): KlineParams {
  const raw = params.match_id ?? ''
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  return {
    matchId: Number.isSafeInteger(id) && id > 0 ? id : null,
    period: isPeriod(params.period) ? params.period : DEFAULT_PERIOD,
    indicator: isIndicator(params.indicator) ? params.indicator : DEFAULT_INDICATOR,
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Tab text of a period: 1m 5m 15m 30m 1H 1D 1W 1M in English, translated for the others. */
export function periodLabel(period: Period, t: Translate): string {
  switch (period) {
    case '60min':
      return t('kline.hour')
    case '1day':
      return t('kline.day')
    case '1week':
      return t('kline.week')
    case '1mon':
      return t('kline.month')
    default:
      return t('kline.minutes', { n: Number.parseInt(period, 10) })
  }
}

export { PERIODS }
