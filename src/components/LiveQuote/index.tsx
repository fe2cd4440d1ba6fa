// The part of a page that moves with one symbol's price. A page built around a live quote would
// re-render whole at every tick (order panel, lists, sheets); wrapped in this, only the parts that
// show the price do, which under a slow phone's CPU is the difference between a page that answers
// a tap and one whose main thread is never free (decision 90).
import type { ReactNode } from 'react'
import type { Match } from '@wire/market'
import { useQuote } from '@/hooks/useQuotes'

export interface LiveQuoteProps {
  matchId: number
  /** what shows the quote; nothing while the symbol is not listed */
  children: (quote: Match) => ReactNode
}

export function LiveQuote({ matchId, children }: LiveQuoteProps) {
  const quote = useQuote(matchId)
  return quote ? <>{children(quote)}</> : null
}
