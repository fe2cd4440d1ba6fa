// Market tab: the four symbol types, lists by gainers / market size / new listings, the watchlist,
// and search by name or code. Every row is live; a tap opens the Trade tab on that symbol.
import { useMemo, useState } from 'react'
import Taro, { useDidHide, useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Tabs } from '@/components/Tabs'
import { Chip } from '@/components/Chip'
import { useSnapshot } from 'valtio'
import type { Match, SymbolType } from '@wire/market'
import { Screen } from '@/components/Screen'
import { QuoteRow } from '@/components/QuoteRow'
import { SearchList } from '@/components/SearchList'
import { SimulatedNote } from '@/components/SimulatedNote'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { useTabItemTap } from '@/hooks/useTabItemTap'
import { useLiveMarket, useQuotesLoaded } from '@/hooks/useQuotes'
import { loadQuotes, market } from '@/stores/market'
import { marketSearch, marketSearchDone } from '@/stores/marketSearch'
import { loadWatchlist, toggleWatch, watchlist } from '@/stores/watchlist'
import { debounce } from '@/utils/debounce'
import { listsOf, selectMatches, type MarketList } from '@/utils/marketLists'
import './quotes.scss'

type Tab = 'watch' | SymbolType

const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'watch', label: 'market.watchlist' },
  { tab: 2, label: 'market.type2' },
  { tab: 3, label: 'market.type3' },
  { tab: 4, label: 'market.type4' },
  { tab: 5, label: 'market.type5' },
]

const LISTS: readonly { list: MarketList; label: string }[] = [
  { list: 'all', label: 'market.all' },
  { list: 'gainers', label: 'market.gainers' },
  { list: 'cap', label: 'market.size' },
  { list: 'new', label: 'market.newListings' },
]

const toggleWatched = (matchId: number) => {
  const quote = market.quotes[matchId]
  if (quote) void toggleWatch(matchId, quote.currency_id)
}

function MarketBody() {
  const t = useT()
  const { loaded, failed, retry } = useQuotesLoaded()
  const watched = useSnapshot(watchlist)
  const [tab, setTab] = useState<Tab>(2)
  const [chosenList, setList] = useState<MarketList>('all')
  // a list the type does not offer (market cap, chosen on Crypto, then Forex) shows them all
  const lists = LISTS.filter((item) => tab === 'watch' || listsOf(tab).includes(item.list))
  const list = lists.some((item) => item.list === chosenList) ? chosenList : 'all'
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const applyQuery = useMemo(() => debounce(setQuery), [])
  // whether a listing is new changes over days, not between renders
  const [now] = useState(() => Date.now())

  const { focus } = useSnapshot(marketSearch)

  useDidShow(() => void loadWatchlist().catch(() => undefined))
  useDidHide(marketSearchDone)
  usePullDownRefresh(() => {
    void Promise.allSettled([loadQuotes(), loadWatchlist()]).finally(() =>
      Taro.stopPullDownRefresh(),
    )
  })

  // the rows' order as text: the list re-renders when it changes, not on every tick (each row
  // follows its own quote)
  const order = useLiveMarket(({ quotes, ids }) => {
    const listed =
      tab === 'watch' && !query.trim()
        ? watched.order.map((id) => quotes[id] as Match).filter(Boolean)
        : selectMatches(ids.map((id) => quotes[id] as Match).filter(Boolean), {
            type: tab === 'watch' ? 2 : tab,
            list,
            query,
            now,
          })
    return listed.map((m) => m.id).join(',')
  })
  const rows = order ? order.split(',').map(Number) : []
  const searching = query.trim() !== ''

  // the way out of each empty list: the whole market, all of a type, or no search
  const emptyAction = searching
    ? {
        label: t('market.clearSearch'),
        onPress: () => {
          setTyped('')
          setQuery('')
        },
      }
    : tab === 'watch'
      ? { label: t('market.browse'), onPress: () => setTab(2) }
      : list !== 'all'
        ? { label: t('market.showAll'), onPress: () => setList('all') }
        : undefined

  // a search shows each match's name, which is what it matched; the lists what they are sorted by
  const detail = list === 'cap' ? 'size' : list === 'new' ? 'listed' : 'volume'
  const emptyText = searching
    ? t('market.noMatch', { query: query.trim() })
    : tab === 'watch'
      ? t('market.watchEmpty')
      : list === 'new'
        ? t('market.noNewListings')
        : t('market.noSymbols')

  return (
    <SearchList
      layout='page'
      searchClassName='market__search'
      listClassName='market__rows'
      value={typed}
      placeholder={t('market.searchPlaceholder')}
      focus={focus}
      onChange={(value) => {
        setTyped(value)
        applyQuery(value)
      }}
      items={rows}
      itemKey={(id) => id}
      renderItem={(id) => (
        <QuoteRow
          matchId={id}
          detail={searching ? 'name' : detail}
          watched={id in watched.entries}
          onToggleWatch={toggleWatched}
        />
      )}
      instead={
        !loaded ? (
          failed ? (
            <StateView kind='failed' onRetry={retry} />
          ) : (
            <Skeleton shape='rows' rows={8} />
          )
        ) : rows.length === 0 ? (
          <StateView kind='empty' message={emptyText} action={emptyAction} />
        ) : undefined
      }
    >
      <SimulatedNote />
      {!searching ? (
        <>
          <Tabs
            className='market__tabs'
            scroll
            current={TABS.findIndex((item) => item.tab === tab)}
            titles={TABS.map((item) => t(item.label))}
            onChange={(index) => setTab(TABS[index].tab)}
          />
          {tab !== 'watch' ? (
            <View className='market__lists' role='radiogroup'>
              {lists.map((item) => (
                <Chip
                  key={item.list}
                  className='market__list'
                  size='small'
                  circle
                  active={list === item.list}
                  onPress={() => setList(item.list)}
                >
                  {t(item.label)}
                </Chip>
              ))}
            </View>
          ) : null}
        </>
      ) : null}
      {loaded && rows.length > 0 && !searching ? <Columns detail={detail} /> : null}
    </SearchList>
  )
}

/** What the rows' columns hold, aligned with them (QuoteRow): its second line, price, change. */
function Columns({ detail }: { detail: 'volume' | 'size' | 'listed' }) {
  const t = useT()
  const second = { volume: 'market.vol', size: 'market.cap', listed: 'market.listed' }[detail]
  return (
    <View className='market__columns' aria-hidden>
      <Text className='market__column market__column--name'>
        {t('market.colName', { second: t(second) })}
      </Text>
      <Text className='market__column market__column--price'>{t('market.colPrice')}</Text>
      <Text className='market__column market__column--change'>{t('market.colChange')}</Text>
    </View>
  )
}

// The body renders only once the guard lets the page show, so nothing here runs before start-up
// has restored the session.
export default function MarketPage() {
  useTabItemTap()
  return (
    <Screen>
      <MarketBody />
    </Screen>
  )
}
