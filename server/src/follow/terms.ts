// How copy-trading figures are written: a share ratio stored as a fraction shows as a percent.
import { dec, formatAmount } from '../infra/money/decimal'

export const percentOf = (fraction: string): string => formatAmount(dec(fraction).times(100))
