import { useState } from 'react'
import { Sheet } from '@/components/Sheet'
import type { Match } from '@wire/market'
import { QuoteRow } from '@/components/QuoteRow'
import { SearchList } from '@/components/SearchList'
import { useLiveMarket } from '@/hooks/useQuotes'
import { useT } from '@/hooks/useT'
import { matchesQuery } from '@/utils/marketLists'

export interface SymbolPickerProps {
  open: boolean
  onClose: () => void
  onPick: (matchId: number) => void
  /** only the symbols this keeps (Spot: those with a book); every symbol when absent */
  only?: (match: Match) => boolean
}

/** The symbols, live: mounted only while the sheet is open, so a closed picker costs no tick. */
function SymbolList({ onPick, only }: Pick<SymbolPickerProps, 'onPick' | 'only'>) {
  const t = useT()
  const { quotes, ids } = useLiveMarket((state) => state)
  const [query, setQuery] = useState('')
  const rows = ids
    .map((id) => quotes[id] as Match)
    .filter((m) => m && (!only || only(m)) && matchesQuery(m, query))
  return (
    <SearchList
      layout='sheet'
      searchClassName='symbol-picker__search'
      value={query}
      placeholder={t('market.searchPlaceholder')}
      onChange={setQuery}
      items={rows}
      itemKey={(m) => m.id}
      renderItem={(m) => <QuoteRow matchId={m.id} onPress={onPick} />}
    />
  )
}

export function SymbolPicker({ open, onClose, onPick, only }: SymbolPickerProps) {
  const t = useT()
  return (
    <Sheet
      className='picker-sheet'
      isOpened={open}
      title={t('trade.pickSymbol')}
      scrollY={false}
      onClose={onClose}
    >
      {open ? <SymbolList onPick={onPick} only={only} /> : null}
    </Sheet>
  )
}
