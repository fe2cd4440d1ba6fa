// The Trade tab's Leverage mode (issue 27 item 5): one symbol's live quote, the form with every
// number that decides the outcome shown before commit, and the user's positions valued live. A
// page of its own in a subpackage (decision 61); the same mode switch as the tab leads back.
import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useRouter, useUnload } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { DetailState, type DetailLoad } from '@/components/DetailState'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { SimulatedNote } from '@/components/SimulatedNote'
import { Skeleton } from '@/components/Skeleton'
import { useT } from '@/hooks/useT'
import { useListedIds, useListedSymbol, useQuotesLoaded } from '@/hooks/useQuotes'
import { onLeverPosition } from '@/services/realtime'
import { pageQuery } from '@/services/router'
import { lever, loadDeal, loadPositions } from '@/stores/lever'
import { leavingMode } from '@/stores/tradeMode'
import { defaultMatchId, lastTradeMatch, rememberTradeMatch } from '@/stores/tradeSymbol'
import { loadWatchlist } from '@/stores/watchlist'
import { ModeSwitch } from '@/components/ModeSwitch'
import { openMode } from '@/components/ModeSwitch/openMode'
import { LiveQuote } from '@/components/LiveQuote'
import { QuoteHeader } from '@/components/QuoteHeader'
import { SymbolPicker } from '@/components/SymbolPicker'
import { LeverForm } from './parts/LeverForm'
import { LeverPositions } from './parts/LeverPositions'
import './index.scss'

const leverable = (m: Match): boolean => m.open_lever === 1

function LeverBody() {
  const t = useT()
  const { loaded, failed, retry } = useQuotesLoaded()
  const state = useSnapshot(lever)
  const asked = Number(pageQuery(useRouter().params).match_id)
  const [chosen, setChosen] = useState<number | null>(
    Number.isInteger(asked) && asked > 0 ? asked : lastTradeMatch(),
  )
  const [picking, setPicking] = useState(false)
  const leverIds = useListedIds(leverable)
  const matchId = defaultMatchId(leverIds, chosen) ?? 0
  // the page follows which symbol it is; the parts showing its price follow that (LiveQuote)
  const symbol = useListedSymbol(matchId)

  /** Each part on its own: one failing leaves the others shown. */
  const reload = () =>
    Promise.allSettled([
      symbol ? loadDeal(symbol) : Promise.resolve(),
      loadPositions(),
      loadWatchlist(),
    ])

  useEffect(() => {
    void reload()
    // a position of the user's opened, closed or was cancelled (a trigger, another device)
    return onLeverPosition(() => void reload())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the symbol's id decides it
  }, [symbol?.id])

  useDidShow(() => void reload())
  // however the page is left for the tab (the switch, back), the tab must not open it again
  useUnload(leavingMode)
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const load: DetailLoad<number> =
    loaded && symbol ? { kind: 'ready', value: matchId } : { kind: failed ? 'failed' : 'loading' }
  // read through the snapshot so the form renders again when the terms arrive
  const deal = state.deals[matchId] ? lever.deals[matchId] : undefined

  return (
    <>
      <ModeSwitch mode='lever' onChoose={(mode) => openMode(mode, 'lever', matchId)} />
      <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='trade' />}>
        {(id) => (
          <>
            <LiveQuote matchId={id}>
              {(quote) => (
                <>
                  <QuoteHeader quote={quote} onSwitch={() => setPicking(true)} />
                  <SimulatedNote />
                  {deal ? (
                    <LeverForm quote={quote} deal={deal} onChanged={() => void reload()} />
                  ) : state.dealState === 'failed' ? (
                    <Pressable className='lever__state' onPress={() => void reload()}>
                      {t('lever.termsFailed')}
                    </Pressable>
                  ) : (
                    <Text className='lever__state'>{t('common.loading')}</Text>
                  )}
                </>
              )}
            </LiveQuote>
            <LeverPositions onChanged={() => void reload()} />
            <Text className='lever__note'>{t('lever.accountNote')}</Text>
            <SymbolPicker
              open={picking}
              only={leverable}
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

export default function LeverPage() {
  return (
    <Screen>
      <ProductOff product='lever' />
      <LeverBody />
    </Screen>
  )
}
