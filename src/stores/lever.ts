// The user's side of leveraged trading on this device: the terms of the symbols they trade, what
// the lever account holds, their open and pending positions (of every symbol: "close all" reaches
// all of them) and their history. Positions are valued live from the market store's quotes with
// the same arithmetic the server closes them by (common/leverRules.ts).
import { proxy } from 'valtio'
import type { LeverTerms } from '@common/leverRules'
import {
  fetchLeverBook,
  fetchLeverDeal,
  fetchLeverHistory,
  LEVER_STATUS,
  type LeverBook,
  type LeverDeal,
  type LeverPosition,
} from '@/services/api/lever'

export type LeverTab = 'positions' | 'pending' | 'history'
type ListState = 'loading' | 'ready' | 'failed'

export interface LeverState {
  /** terms by match id, as /lever/deal last told them */
  deals: Record<number, LeverDeal>
  dealState: ListState
  totals: Omit<LeverBook, 'order'> | null
  open: LeverPosition[]
  pending: LeverPosition[]
  history: LeverPosition[]
  /** open and pending come in one answer (the book), the history in another */
  lists: { book: ListState; history: ListState }
}

export const lever = proxy<LeverState>({
  deals: {},
  dealState: 'loading',
  totals: null,
  open: [],
  pending: [],
  history: [],
  lists: { book: 'loading', history: 'loading' },
})

/** The arithmetic's terms out of a deal. */
export function termsOf(deal: LeverDeal): LeverTerms {
  return {
    shareNum: deal.lever_share_num,
    spread: deal.spread,
    tradeFee: deal.trade_fee,
    overnight: deal.overnight,
    mmr: deal.mmr,
    pricePlaces: deal.price_precision,
  }
}

export interface LeverSymbol {
  id: number
  currency_id: number
  legal_id: number
}

/** The symbol's terms and the lever account's available balance. */
export async function loadDeal(symbol: LeverSymbol): Promise<void> {
  if (!lever.deals[symbol.id]) lever.dealState = 'loading'
  try {
    lever.deals[symbol.id] = await fetchLeverDeal(symbol.currency_id, symbol.legal_id)
    lever.dealState = 'ready'
  } catch (e) {
    if (!lever.deals[symbol.id]) lever.dealState = 'failed'
    throw e
  }
}

const HISTORY_SIZE = 20

async function settle<T>(
  tab: keyof LeverState['lists'],
  read: () => Promise<T>,
  keep: (value: T) => void,
) {
  try {
    keep(await read())
    lever.lists[tab] = 'ready'
  } catch {
    if (lever.lists[tab] === 'loading') lever.lists[tab] = 'failed'
  }
}

/**
 * Open and pending positions of every symbol with the account's totals, and the history; each
 * list on its own. The terms of every symbol held are fetched once, to value them live.
 */
export async function loadPositions(): Promise<void> {
  await Promise.all([
    settle(
      'book',
      () => fetchLeverBook({ limit: 100 }),
      (book) => {
        const { order, ...totals } = book
        lever.totals = totals
        lever.open = order.data.filter((p) => p.status === LEVER_STATUS.open)
        lever.pending = order.data.filter((p) => p.status === LEVER_STATUS.pending)
      },
    ),
    settle(
      'history',
      () => fetchLeverHistory({ status: 'history', limit: HISTORY_SIZE }),
      (page) => (lever.history = page.data),
    ),
  ])
  const missing = [...lever.open, ...lever.pending].filter((p) => !lever.deals[p.match_id])
  const seen = new Set<number>()
  await Promise.allSettled(
    missing
      .filter((p) => !seen.has(p.match_id) && seen.add(p.match_id))
      .map((p) => loadDeal({ id: p.match_id, currency_id: p.currency_id, legal_id: p.legal_id })),
  )
}
