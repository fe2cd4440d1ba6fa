// The symbol shown when a route names none. The Trade tab and the chart pages share this one rule,
// so a chart opened without a symbol shows what the Trade tab would.
import { readStored, writeStored } from './storage'

/** The symbol last looked at on the Trade tab, so the tab opens where the user left it. */
const LAST_MATCH_KEY = 'tradeMatch'

export function lastTradeMatch(): number | null {
  return readStored<number>(LAST_MATCH_KEY) ?? null
}

export function rememberTradeMatch(matchId: number): void {
  writeStored(LAST_MATCH_KEY, matchId)
}

/**
 * `chosen` while it is still listed, else the first listed (BTC/USDT in the server's order);
 * null while nothing is listed.
 */
export function defaultMatchId(ids: readonly number[], chosen: number | null): number | null {
  return chosen !== null && ids.includes(chosen) ? chosen : (ids[0] ?? null)
}
