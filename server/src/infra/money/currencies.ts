// The currency registry every feature looks coins up in, by the ids and codes the wire carries.
// What the market lists (market/catalogue.ts) is the registry's content.
import { CURRENCIES, type CurrencySpec } from '../../market/catalogue'

export function currencyById(id: number): CurrencySpec | undefined {
  return CURRENCIES.find((c) => c.id === id)
}

/** A currency named by its id ('3') or its code ('USDT', 'usdt'). */
export function currencyByIdOrCode(value: string): CurrencySpec | undefined {
  const wanted = value.trim()
  if (/^\d{1,9}$/.test(wanted)) return currencyById(Number(wanted))
  return CURRENCIES.find((c) => c.code.toLowerCase() === wanted.toLowerCase())
}
