// The native app keeps taro-ui's tabs, touchables a screen reader already announces.
import { AtTabs } from 'taro-ui'
import type { TabsProps } from './index'

export function Tabs({ titles, current, onChange, scroll, className = '' }: TabsProps) {
  return (
    <AtTabs
      className={`app-tabs ${className}`}
      current={current}
      tabList={titles.map((title) => ({ title }))}
      scroll={scroll}
      swipeable={false}
      animated={false}
      onClick={(index) => onChange(index)}
    />
  )
}
