import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

/**
 * Whether the page holding this component is the one on screen. Tab pages stay mounted when the
 * user switches tabs, so live lists use this to stop re-rendering behind the visible page.
 */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useDidShow(() => setVisible(true))
  useDidHide(() => setVisible(false))
  return visible
}
