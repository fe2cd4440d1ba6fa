import { Fragment, type Key, type ReactNode } from 'react'
import { ScrollView, View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'
import { useFocusField } from '@/hooks/useFocusField'
import { useInputAttributes } from '@/hooks/useInputAttributes'
import { useT } from '@/hooks/useT'

export interface SearchListProps<T> {
  /** the search box's text; the caller holds it, as each list keeps or clears it differently */
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** the rows that answer the search: each list matches in its own way, so the caller filters */
  items: readonly T[]
  itemKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
  /** 'sheet': the rows scroll on their own under the box (a bottom sheet); 'page': they flow with it */
  layout: 'sheet' | 'page'
  /** added to the box's and the rows' classes (stylesheets and the browser tests find them by it) */
  searchClassName?: string
  listClassName?: string
  /** what holds the rows, when they need a container of their own (taro-ui's AtList) */
  wrapRows?: (rows: ReactNode) => ReactNode
  /** between the box and the rows: what narrows the list besides the text */
  children?: ReactNode
  /** shown in place of the rows: loading, a failure, or the words for no match */
  instead?: ReactNode
  /** puts the cursor in the box (and the keyboard up) when it turns true */
  focus?: boolean
}

/** A search box (taro-ui's AtSearchBar) over the rows that match what is typed in it. */
export function SearchList<T>({
  value,
  onChange,
  placeholder,
  items,
  itemKey,
  renderItem,
  layout,
  searchClassName,
  listClassName,
  wrapRows = (rows) => rows,
  children,
  instead,
  focus = false,
}: SearchListProps<T>) {
  const t = useT()
  const sheet = layout === 'sheet'
  const rows = wrapRows(
    items.map((item) => <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>),
  )
  // taro-ui draws the placeholder beside its input, which is left without a name
  const box = useInputAttributes({ 'aria-label': placeholder })
  useFocusField(box, focus)
  const listClass = [sheet ? 'picker-sheet__list' : '', listClassName ?? ''].join(' ').trim()
  return (
    <>
      <View ref={box} role='search'>
        <AtSearchBar
          className={[sheet ? 'picker-sheet__search' : '', searchClassName ?? ''].join(' ').trim()}
          value={value}
          placeholder={placeholder}
          actionName={t('common.cancel')}
          focus={focus}
          onChange={onChange}
        />
      </View>
      {children}
      {instead ??
        (sheet ? (
          <ScrollView scrollY className={listClass}>
            {rows}
          </ScrollView>
        ) : (
          <View className={listClass}>{rows}</View>
        ))}
    </>
  )
}
