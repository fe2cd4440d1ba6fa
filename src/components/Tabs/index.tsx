// A row of tabs over content of the page's own, drawn as taro-ui's AtTabs (its classes and
// stylesheet, `app-tabs`: the header alone), each tab a Pressable: AtTabs draws Views no keyboard
// reaches and says nothing of being tabs (issue 47, decision 87). The native app keeps AtTabs
// (index.rn.tsx).
import { useEffect, useId, useRef } from 'react'
import { ScrollView, View } from '@tarojs/components'
import { isH5 } from '@/services/platform'
import { Pressable } from '../Pressable'

export interface TabsProps {
  titles: readonly string[]
  current: number
  onChange: (index: number) => void
  /** more tabs than the width holds: the row scrolls, the tab before the chosen one at its start */
  scroll?: boolean
  className?: string
}

export function Tabs({ titles, current, onChange, scroll = false, className = '' }: TabsProps) {
  // an id a selector can name (useId's has colons)
  const id = `tabs${useId().replace(/\W/g, '')}`
  const row = useRef<HTMLElement | null>(null)
  const shownFrom = Math.max(current - 1, 0)
  useEffect(() => {
    // the browser's scrollIntoView (Taro's for a scroll view) would scroll the page as well
    const el = row.current
    if (!scroll || !isH5() || !el) return
    const first = el.querySelectorAll<HTMLElement>('[role="tab"]')[shownFrom]
    if (!first) return
    const rtl = getComputedStyle(el).direction === 'rtl'
    el.scrollLeft = rtl ? first.offsetLeft + first.offsetWidth - el.clientWidth : first.offsetLeft
  }, [scroll, shownFrom])
  const tabs = titles.map((title, i) => (
    <Pressable
      // by place: a title that counts (Positions (2)) keeps its element, and focus with it
      key={i}
      id={`${id}-${i}`}
      role='tab'
      selected={i === current}
      className={`at-tabs__item${i === current ? ' at-tabs__item--active' : ''}`}
      onPress={() => onChange(i)}
    >
      {title}
      <View className='at-tabs__item-underline' />
    </Pressable>
  ))
  return (
    <View
      className={`at-tabs app-tabs at-tabs--horizontal${scroll ? ' at-tabs--scroll' : ''} ${className}`}
      role='tablist'
    >
      {scroll ? (
        <ScrollView
          ref={row}
          className='at-tabs__header'
          scrollX
          scrollWithAnimation
          scrollIntoView={isH5() ? undefined : `${id}-${shownFrom}`}
        >
          {tabs}
        </ScrollView>
      ) : (
        <View className='at-tabs__header'>{tabs}</View>
      )}
    </View>
  )
}
