// Every page's frame: its translated title, a back button off the tab pages, the guard, the toast
// host, and the layout direction of the active language as a class on the page root (`rtl` or
// `ltr`): the build mirrors every stylesheet under `.rtl` (postcss-rtlcss in config/index.ts), and
// mini-programs match classes where they would ignore a [dir] attribute. Its styles are global
// (app.scss): every page uses it.
import { type ReactNode } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { useSnapshot } from 'valtio'
import { FIRST_SCREEN, findRoute, routePath } from '@/routes'
import { isRtl } from '@/locales'
import { useT } from '@/hooks/useT'
import { useGuard } from '@/hooks/useGuard'
import { session } from '@/stores/session'
import { back } from '@/services/router'
import { syncTabBar } from '@/services/language'
import { pageShown } from '@/services/pageLoad'
import { windowInfo } from '@/services/device'
import { ToastHost } from '../ToastHost'
import { StateView } from '../StateView'
import { useMessagesReady } from './useMessagesReady'

export interface ScreenProps {
  children?: ReactNode
  /** overrides the route's title */
  title?: string
  /** draw no header (the page has its own top area) */
  bare?: boolean
  className?: string
}

// Mini-programs draw the header under the status bar ourselves (navigationStyle: custom).
const statusBarHeight = process.env.TARO_ENV === 'h5' ? 0 : windowInfo().statusBarHeight

export function Screen({ children, title, bare = false, className = '' }: ScreenProps) {
  const t = useT()
  const { lang } = useSnapshot(session)
  const path = routePath(useRouter().path)
  const route = findRoute(path)
  const allowed = useGuard(path)
  const isTabPage = route?.tab !== undefined
  const messages = useMessagesReady(!FIRST_SCREEN.includes(path))
  const waiting = !messages.ready
  const heading = title ?? (route ? t(route.title) : '')

  useDidShow(() => {
    if (process.env.TARO_ENV === 'h5') pageShown()
    if (isTabPage && session.initialised) syncTabBar(session.lang)
  })

  return (
    <View className={`screen ${isRtl(lang) ? 'rtl' : 'ltr'} ${className}`}>
      {!bare && (
        <View className='screen__header' style={{ paddingTop: `${statusBarHeight}px` }}>
          {!isTabPage && (
            <Pressable
              className='screen__back'
              label={t('common.back')}
              onPress={() => void back()}
            >
              <View className='screen__chevron' />
            </Pressable>
          )}
          <Text className='screen__title' role='heading' aria-level={1}>
            {heading}
          </Text>
        </View>
      )}
      {/* a page with its own top area is still named first for a screen reader */}
      {bare && (
        <Text className='visually-hidden' role='heading' aria-level={1}>
          {heading}
        </Text>
      )}
      {allowed && (
        <View className='screen__body' style={waiting ? { display: 'none' } : undefined}>
          {children}
        </View>
      )}
      {allowed && waiting ? (
        <StateView kind={messages.failed ? 'failed' : 'loading'} onRetry={messages.retry} />
      ) : null}
      <ToastHost />
    </View>
  )
}
