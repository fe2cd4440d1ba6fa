// How the app names a settled seconds trade to the user (a toast, the order list): its direction
// and result as one of five translated outcomes. The result itself comes from the server, which
// settles by the shared rule in common/tradeRules.ts.
import type { Direction, ProfitResult } from '@wire/microtrade'

/** A settled order as the user is told about it: its direction and how it ended. */
export type OutcomeKind = 'upWin' | 'upLoss' | 'downWin' | 'downLoss' | 'draw'

/** i18n keys of the outcomes, spelled out so every key can be checked. */
export const OUTCOME_KEYS: Record<OutcomeKind, string> = {
  upWin: 'trade.outcome.upWin',
  upLoss: 'trade.outcome.upLoss',
  downWin: 'trade.outcome.downWin',
  downLoss: 'trade.outcome.downLoss',
  draw: 'trade.outcome.draw',
}

export function outcomeKind(type: Direction, result: ProfitResult): OutcomeKind {
  if (result === 0) return 'draw'
  if (type === 1) return result === 1 ? 'upWin' : 'upLoss'
  return result === 1 ? 'downWin' : 'downLoss'
}
