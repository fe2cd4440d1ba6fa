import { useState } from 'react'
import { View } from '@tarojs/components'
import { Tabs } from '@/components/Tabs'
import type { Match } from '@wire/market'
import { QuoteRow } from '@/components/QuoteRow'
import { useLiveMarket } from '@/hooks/useQuotes'
import { useT } from '@/hooks/useT'
import { topMovers } from '@/utils/marketLists'

const DIRECTIONS = ['up', 'down'] as const

/** The five biggest risers or fallers across all symbols, re-ranked as prices move. */
export function Movers() {
  const t = useT()
  const { quotes, ids } = useLiveMarket((state) => state)
  const [current, setCurrent] = useState(0)
  const rows = topMovers(
    ids.map((id) => quotes[id] as Match),
    DIRECTIONS[current],
  )
  return (
    <View className='movers'>
      <View className='movers__tabs'>
        <Tabs
          current={current}
          titles={[t('home.gainers'), t('home.losers')]}
          onChange={setCurrent}
        />
      </View>
      {rows.map((m) => (
        <QuoteRow key={m.id} matchId={m.id} />
      ))}
    </View>
  )
}
