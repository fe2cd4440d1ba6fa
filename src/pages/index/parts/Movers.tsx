import { useState } from 'react'
import { View } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { QuoteRow } from '@/components/QuoteRow'
import { Segmented } from '@/components/Segmented'
import { useT } from '@/hooks/useT'
import { market } from '@/stores/market'
import { topMovers } from '@/utils/marketLists'

/** The five biggest risers or fallers across all symbols, re-ranked as prices move. */
export function Movers() {
  const t = useT()
  const { quotes, ids } = useSnapshot(market)
  const [direction, setDirection] = useState<'up' | 'down'>('up')
  const rows = topMovers(
    ids.map((id) => quotes[id] as Match),
    direction,
  )
  return (
    <View className='movers'>
      <View className='movers__tabs'>
        <Segmented
          options={[
            { value: 'up', label: t('home.gainers') },
            { value: 'down', label: t('home.losers') },
          ]}
          value={direction}
          onChange={setDirection}
        />
      </View>
      {rows.map((m) => (
        <QuoteRow key={m.id} matchId={m.id} />
      ))}
    </View>
  )
}
