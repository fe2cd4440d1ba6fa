import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import type { MenuItem } from '@wire/market'
import { useProductsOff } from '@/hooks/useProductsOff'
import { findRoute } from '@/routes'
import { navigate, parseUrl } from '@/services/router'
import { serverUrl } from '@/services/serverFile'
import { readStored, writeStored } from '@/stores/storage'

/** Entries on a row of the grid (index.scss: .entries). */
export const ENTRIES_PER_ROW = 4
/** Rows of entries the device showed last time, kept for the place held while they load. */
export const ENTRY_ROWS_KEY = 'homeEntryRows'
// Before any visit: the rows of the reference server's menu (server/src/content/menu.ts, ten
// entries), so a first visit there does not move the quotes below when the entries arrive.
const FIRST_VISIT_ROWS = 3

/** The place the entries will take: blank cells of their size, as many rows as last time. */
function Placeholder() {
  const rows = readStored<number>(ENTRY_ROWS_KEY) ?? FIRST_VISIT_ROWS
  if (rows === 0) return null
  return (
    <View className='entries' aria-hidden>
      {Array.from({ length: rows * ENTRIES_PER_ROW }, (_, i) => (
        <View key={i} className='entries__item'>
          <View className='entries__icon' />
          <View className='entries__blank' />
        </View>
      ))}
    </View>
  )
}

/**
 * Home's quick entries, as the server's menu lists them, with the pictures it names; an entry for
 * a page this app does not have is skipped, and so is a product switched off where the user is
 * (its key is the product's name). `null` while the menu loads.
 */
export function QuickEntries({ items }: { items: readonly MenuItem[] | null }) {
  const off: readonly string[] = useProductsOff().map((p) => p.product)
  const known = items?.filter((item) => findRoute(item.path) && !off.includes(item.key)) ?? null
  // an empty list is also what a failed load shows: it does not say how many rows there are
  const rows = items?.length ? Math.ceil((known?.length ?? 0) / ENTRIES_PER_ROW) : null
  useEffect(() => {
    if (rows !== null) writeStored(ENTRY_ROWS_KEY, rows)
  }, [rows])
  if (known === null) return <Placeholder />
  if (known.length === 0) return null
  return (
    <View className='entries'>
      {known.map((item) => (
        <Pressable
          key={item.id}
          className='entries__item'
          role='link'
          onPress={() => {
            const route = findRoute(item.path)
            if (route) void navigate(route.path, parseUrl(item.path).query)
          }}
        >
          <Picture alt='' className='entries__icon' src={serverUrl(item.icon)} />
          <Text className='entries__name'>{item.name}</Text>
        </Pressable>
      ))}
    </View>
  )
}
