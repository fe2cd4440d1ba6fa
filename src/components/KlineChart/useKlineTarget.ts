// The symbol a k-line page is about: its route parameters checked against the quote snapshot.
import { useRouter } from '@tarojs/taro'
import type { Match } from '@wire/market'
import { useQuote, useQuotesLoaded } from '@/hooks/useQuotes'
import { parseKlineParams, type KlineParams } from './params'

export type KlineTarget =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; match: Match; params: KlineParams & { matchId: number } }

export function useKlineTarget(): KlineTarget {
  const params = parseKlineParams(useRouter().params)
  const { loaded, failed, retry } = useQuotesLoaded()
  // id 0 never exists: a missing id reads no quote
  const match = useQuote(params.matchId ?? 0)
  if (params.matchId === null) return { kind: 'missing' }
  if (match) return { kind: 'ready', match, params: { ...params, matchId: params.matchId } }
  if (loaded) return { kind: 'missing' }
  return failed ? { kind: 'failed', retry } : { kind: 'loading' }
}
