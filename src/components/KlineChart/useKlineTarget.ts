// The symbol a k-line page is about: its route parameters checked against the quote snapshot.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { useQuote, useQuotesLoaded } from '@/hooks/useQuotes'
import { market } from '@/stores/market'
import { defaultMatchId, lastTradeMatch } from '@/stores/tradeSymbol'
import { parseKlineParams, type KlineParams } from './params'

export type KlineTarget =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; match: Match; params: KlineParams & { matchId: number } }

export function useKlineTarget(): KlineTarget {
  const query = useRouter().params
  const params = parseKlineParams(query)
  const { ids } = useSnapshot(market)
  const { loaded, failed, retry } = useQuotesLoaded()
  // read once: the page re-renders with every tick
  const [remembered] = useState(lastTradeMatch)
  // A route that names no symbol (a bare link, a bookmark) shows the Trade tab's; one that names
  // a malformed or unlisted symbol is not found, never silently another symbol.
  const matchId = query.match_id ? params.matchId : defaultMatchId(ids, remembered)
  // id 0 never exists: a missing id reads no quote
  const match = useQuote(matchId ?? 0)
  if (query.match_id && matchId === null) return { kind: 'missing' }
  if (match && matchId !== null) return { kind: 'ready', match, params: { ...params, matchId } }
  if (loaded) return { kind: 'missing' }
  return failed ? { kind: 'failed', retry } : { kind: 'loading' }
}
