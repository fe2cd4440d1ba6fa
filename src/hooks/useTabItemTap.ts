// A tap on the tab of the page in view takes it back to its top, as apps do. Taro's own
// useTabItemTap reaches the page on every platform: mini-programs call the tapped tab's page, and
// H5's tab bar (@tarojs/components taro-tabbar) calls the page in view before it switches, also
// for a tap on another tab, which must leave this page where it is.
import Taro, { useRouter, useTabItemTap as useTaroTabItemTap } from '@tarojs/taro'
import { routePath } from '@/routes'

export function useTabItemTap(): void {
  const path = routePath(useRouter().path)
  useTaroTabItemTap(({ pagePath }) => {
    if (routePath(pagePath) === path) void Taro.pageScrollTo({ scrollTop: 0, duration: 300 })
  })
}
