import { useState } from 'react'
import { View, Input, ScrollView } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { QuoteRow } from '@/components/QuoteRow'
import { Sheet } from '@/components/Sheet'
import { useT } from '@/hooks/useT'
import { market } from '@/stores/market'
import { matchesQuery } from '@/utils/marketLists'

export interface SymbolPickerProps {
  open: boolean
  onClose: () => void
  onPick: (matchId: number) => void
}

export function SymbolPicker({ open, onClose, onPick }: SymbolPickerProps) {
  const t = useT()
  const { quotes, ids } = useSnapshot(market)
  const [query, setQuery] = useState('')
  const rows = ids.map((id) => quotes[id] as Match).filter((m) => m && matchesQuery(m, query))
  return (
    <Sheet open={open} title={t('trade.pickSymbol')} onClose={onClose}>
      <View className='symbol-picker__search'>
        <Input
          className='symbol-picker__input'
          name='symbol-search'
          value={query}
          placeholder={t('market.searchPlaceholder')}
          onInput={(e) => setQuery(e.detail.value)}
        />
      </View>
      <ScrollView scrollY className='symbol-picker__list'>
        {open
          ? rows.map((m) => (
              <QuoteRow
                key={m.id}
                matchId={m.id}
                onPress={() => {
                  setQuery('')
                  onPick(m.id)
                }}
              />
            ))
          : null}
      </ScrollView>
    </Sheet>
  )
}
