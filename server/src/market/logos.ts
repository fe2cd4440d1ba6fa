// Currency logos drawn on request: a coloured disc with the code. SPEC §3 fixes some colours
// (BTC orange, USDT green, LTC lilac, ETH light blue); the rest take their type's colour.
import type { SymbolType } from '@wire/market'
import { CURRENCIES } from './catalogue'

const COLOURS: Readonly<Record<string, string>> = {
  BTC: '#f7931a',
  USDT: '#26a17b',
  LTC: '#b9a3e3',
  ETH: '#8fc3ff',
}

const TYPE_COLOURS: Readonly<Record<SymbolType, string>> = {
  2: '#3c9cff',
  3: '#e6b645',
  4: '#c9843e',
  5: '#4cae8c',
}

const byCode = new Map(CURRENCIES.map((c) => [c.code.toLowerCase(), c]))

/** The SVG logo of a currency code (any case), or undefined for an unknown one. */
export function logoSvg(code: string): string | undefined {
  const currency = byCode.get(code.toLowerCase())
  if (!currency) return undefined
  const fill = COLOURS[currency.code] ?? TYPE_COLOURS[currency.type]
  // Codes are catalogue constants (A-Z), so they need no escaping; long ones get a smaller font.
  const size = currency.code.length <= 3 ? 22 : currency.code.length === 4 ? 17 : 14
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${fill}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="#ffffff">${currency.code}</text></svg>`
  )
}
