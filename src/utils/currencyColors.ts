// SPEC §3 currency colours: BTC orange, USDT green, LTC lilac, ETH light blue (also the default).
const COLORS: Readonly<Record<string, string>> = {
  BTC: '#f7931a',
  USDT: '#26a17b',
  LTC: '#b59ae6',
  ETH: '#7cb7f2',
}

export const currencyColor = (code: string): string => COLORS[code] ?? COLORS.ETH
