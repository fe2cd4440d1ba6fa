// Trade tab, in the order exchange apps use: the live quote of one symbol (SPEC §2 quote fields),
// its chart and the way into the k-line pages, seconds trading on it (time options, stake, buy up
// or down), positions and closed orders, then the order book and the symbol's profile.
import { useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import { ALERTS, KLINE, KLINE_FULL, TRADE } from '@/routes'
import { DetailState, type DetailLoad } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { SimulatedNote } from '@/components/SimulatedNote'
import { Skeleton } from '@/components/Skeleton'
import { TimeshareChart } from '@/components/TimeshareChart'
import { useT } from '@/hooks/useT'
import { useLiveMarket, useQuotesLoaded } from '@/hooks/useQuotes'
import { useTabItemTap } from '@/hooks/useTabItemTap'
import { navigate, takeTabQuery } from '@/services/router'
import { market } from '@/stores/market'
import { defaultMatchId, lastTradeMatch, rememberTradeMatch } from '@/stores/tradeSymbol'
import { loadWatchlist } from '@/stores/watchlist'
import { loadOrders, loadTradeSetup, loadWallets, trade, watchResults } from '@/stores/trade'
import { modeOf, takeReturning, type TradeMode } from '@/stores/tradeMode'
import { Later } from '@/components/Later'
import { LiveQuote } from '@/components/LiveQuote'
import { QuoteHeader } from '@/components/QuoteHeader'
import { OrderBook } from '@/components/OrderBook'
import { About } from './parts/About'
import { ProductOff, useProductOff } from '@/components/ProductOff'
import { ModeSwitch } from '@/components/ModeSwitch'
import { openMode } from '@/components/ModeSwitch/openMode'
import { SymbolPicker } from '@/components/SymbolPicker'
import { TradePanel } from './parts/TradePanel'
import { Orders } from './parts/Orders'
import './quoteDetail.scss'

function TradeBody() {
  const t = useT()
  const { loaded, failed, retry } = useQuotesLoaded()
  const { ids } = useSnapshot(market)
  const [chosen, setChosen] = useState<number | null>(lastTradeMatch)
  const [picking, setPicking] = useState(false)

  const choose = (matchId: number) => {
    setChosen(matchId)
    rememberTradeMatch(matchId)
  }

  // the other accounts too: a short balance says where the user's money is (FundingLine)
  const loadAccount = () =>
    Promise.allSettled([loadWatchlist(), loadTradeSetup(), loadOrders(), loadWallets()])

  useDidShow(() => {
    const asked = Number(takeTabQuery(TRADE)?.match_id)
    if (Number.isInteger(asked) && asked > 0) choose(asked)
    // the user's mode is another one: its page, unless this is the way back from it
    const offered = trade.options.some((o) => o.status === 1) || trade.setup !== 'ready'
    const mode = modeOf(offered ? 'seconds' : 'spot')
    if (!takeReturning() && mode !== 'seconds') openMode(mode, 'seconds')
    watchResults()
    void loadAccount()
  })

  usePullDownRefresh(() => void loadAccount().finally(() => Taro.stopPullDownRefresh()))

  // id 0 never exists: nothing listed reads no quote
  const secondsOff = useProductOff('seconds') !== undefined
  const matchId = defaultMatchId(ids, chosen) ?? 0
  // the body follows which symbol it is and what it is, not its price: the parts showing the
  // price follow that themselves (LiveQuote), so a tick does not re-render the whole tab
  const currencyId = useLiveMarket((state) => state.quotes[matchId]?.currency_id)
  // quotes in but no symbol among them leaves nothing to trade on yet: the skeleton stays
  const load: DetailLoad<number> =
    loaded && currencyId !== undefined
      ? { kind: 'ready', value: matchId }
      : { kind: failed ? 'failed' : 'loading' }

  const chooseMode = (mode: TradeMode) => {
    const quote = market.quotes[matchId]
    const open = mode === 'spot' ? quote?.open_coin_trade : quote?.open_lever
    openMode(mode, 'seconds', open === 1 ? matchId : undefined)
  }

  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='trade' />}>
      {(id) => (
        <>
          <ModeSwitch mode='seconds' onChoose={chooseMode} />
          <LiveQuote matchId={id}>
            {(quote) => (
              <>
                <QuoteHeader quote={quote} onSwitch={() => setPicking(true)} />
                <TimeshareChart quote={quote} />
              </>
            )}
          </LiveQuote>
          <View className='trade__actions'>
            <Button
              className='trade__action'
              onPress={() => void navigate(KLINE, { match_id: id })}
            >
              {t('trade.openChart')}
            </Button>
            <Button
              className='trade__action'
              onPress={() => void navigate(KLINE_FULL, { match_id: id })}
            >
              {t('trade.fullScreen')}
            </Button>
            <Button
              className='trade__action'
              onPress={() => void navigate(ALERTS, { match_id: id })}
            >
              {t('trade.priceAlert')}
            </Button>
          </View>
          <SimulatedNote />
          {/* the price and its chart paint first; then the order panel, then what is below it */}
          <Later>
            {secondsOff ? <ProductOff product='seconds' /> : <TradePanel matchId={id} />}
          </Later>
          <Later after={2}>
            <Orders />
          </Later>
          <Later after={3}>
            <LiveQuote matchId={id}>{(quote) => <OrderBook quote={quote} />}</LiveQuote>
            <About currencyId={currencyId ?? 0} />
          </Later>
          <SymbolPicker
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(picked) => {
              setPicking(false)
              choose(picked)
              void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
            }}
          />
        </>
      )}
    </DetailState>
  )
}

// The body renders only once the guard lets the page show, so nothing here runs before start-up
// has restored the session.
export default function TradePage() {
  useTabItemTap()
  return (
    <Screen>
      <TradeBody />
    </Screen>
  )
}
