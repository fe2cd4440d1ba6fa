// The Trade tab's Spot mode (issue 26 item 6): one symbol's live book and trades, the order form
// with everything that decides the outcome shown before commit, and the user's orders and fills.
// A page of its own in a subpackage (decision 61); the same mode switch as the tab leads back.
import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useRouter, useUnload } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import type { Match } from '@wire/market'
import { DetailState, type DetailLoad } from '@/components/DetailState'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { SimulatedNote } from '@/components/SimulatedNote'
import { Skeleton } from '@/components/Skeleton'
import { useT } from '@/hooks/useT'
import { useListedIds, useListedSymbol, useQuotesLoaded } from '@/hooks/useQuotes'
import { onCoinOrder } from '@/services/realtime'
import { pageQuery } from '@/services/router'
import {
  followBook,
  loadRules,
  loadSpotBalances,
  loadSpotOrders,
  type SpotSymbol,
} from '@/stores/spot'
import { leavingMode } from '@/stores/tradeMode'
import { defaultMatchId, lastTradeMatch, rememberTradeMatch } from '@/stores/tradeSymbol'
import { loadWatchlist } from '@/stores/watchlist'
import { ModeSwitch } from '@/components/ModeSwitch'
import { openMode } from '@/components/ModeSwitch/openMode'
import { LiveQuote } from '@/components/LiveQuote'
import { QuoteHeader } from '@/components/QuoteHeader'
import { SymbolPicker } from '@/components/SymbolPicker'
import { SpotBookView } from './parts/SpotBookView'
import { SpotForm } from './parts/SpotForm'
import { SpotOrders } from './parts/SpotOrders'
import './index.scss'

const hasBook = (m: Match): boolean => m.open_coin_trade === 1

/** Orders, fills and balances, each on its own: one failing leaves the others shown. */
function loadAccount(symbol: SpotSymbol): Promise<unknown> {
  return Promise.allSettled([loadSpotBalances(), loadSpotOrders(symbol), loadWatchlist()])
}

function SpotBody() {
  const t = useT()
  const { loaded, failed, retry } = useQuotesLoaded()
  const asked = Number(pageQuery(useRouter().params).match_id)
  const [chosen, setChosen] = useState<number | null>(
    Number.isInteger(asked) && asked > 0 ? asked : lastTradeMatch(),
  )
  const [picking, setPicking] = useState(false)
  const [picked, setPicked] = useState<{ price: string; at: number } | null>(null)
  const spotIds = useListedIds(hasBook)
  const matchId = defaultMatchId(spotIds, chosen) ?? 0
  // the page follows which symbol it is; the parts showing its price follow that (LiveQuote)
  const symbol = useListedSymbol(matchId)

  const reload = () => (symbol ? loadAccount(symbol) : Promise.resolve())

  useEffect(() => {
    if (!matchId) return undefined
    void loadRules(matchId).catch(() => undefined)
    return followBook(matchId)
  }, [matchId])

  useEffect(() => {
    void reload()
    // an order of the user's filled or ended: its lists and the balances move
    return onCoinOrder(() => void reload())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the symbol's id decides it
  }, [symbol?.id])

  useDidShow(() => void reload())
  // however the page is left for the tab (the switch, back), the tab must not open it again
  useUnload(leavingMode)
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const load: DetailLoad<number> =
    loaded && symbol ? { kind: 'ready', value: matchId } : { kind: failed ? 'failed' : 'loading' }

  return (
    <>
      <ModeSwitch mode='spot' onChoose={(mode) => openMode(mode, 'spot', matchId)} />
      <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='trade' />}>
        {(id) => (
          <>
            <LiveQuote matchId={id}>
              {(quote) => (
                <>
                  <QuoteHeader quote={quote} onSwitch={() => setPicking(true)} />
                  <SimulatedNote />
                  <SpotForm quote={quote} picked={picked} onPlaced={() => void reload()} />
                  <SpotBookView
                    quote={quote}
                    onPickPrice={(price) => setPicked({ price, at: Date.now() })}
                  />
                  <SpotOrders quote={quote} onChanged={() => void reload()} />
                </>
              )}
            </LiveQuote>
            <Text className='spot__note'>{t('spot.accountNote')}</Text>
            <SymbolPicker
              open={picking}
              only={hasBook}
              onClose={() => setPicking(false)}
              onPick={(id) => {
                setPicking(false)
                setChosen(id)
                rememberTradeMatch(id)
              }}
            />
          </>
        )}
      </DetailState>
    </>
  )
}

export default function SpotPage() {
  return (
    <Screen>
      <ProductOff product='spot' />
      <SpotBody />
    </Screen>
  )
}
