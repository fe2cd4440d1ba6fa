// Moving between the Trade tab's modes (decision 61): seconds trading is the tab itself, Spot and
// Leverage are pages of their own. From the tab a mode's page opens over it; from a mode's page the
// tab is reached by going back (or switching to it, when the page was opened by a link), and the
// other mode's page replaces this one, so the way back always leads to the tab.
import Taro from '@tarojs/taro'
import { LEVER, SPOT, TRADE } from '@/routes'
import { back, navigate, redirect, switchTab } from '@/services/router'
import { chooseMode, type TradeMode } from '@/stores/tradeMode'

const PAGES = { spot: SPOT, lever: LEVER } as const

/** Opens `mode` from the mode `from`, on the symbol `matchId` when it has one there. */
export function openMode(mode: TradeMode, from: TradeMode, matchId?: number): void {
  if (mode === from) return
  chooseMode(mode)
  const query = matchId ? { match_id: matchId } : undefined
  if (mode === 'seconds') {
    if (Taro.getCurrentPages().length > 1) void back()
    else void switchTab(TRADE)
  } else if (from === 'seconds') {
    void navigate(PAGES[mode], query)
  } else {
    void redirect(PAGES[mode], query)
  }
}
