// Home's top bar as exchange apps have it: the site's logo and name (site config), a search entry
// into Market (its search box focused), the message bell with the unread count and the user's
// avatar, or a way to log in.
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import { AtBadge } from 'taro-ui'
import { useSnapshot } from 'valtio'
import { LOGIN, MARKET, ME, MESSAGES } from '@/routes'
import { BELL_SRC } from '@/components/Icons'
import { useT } from '@/hooks/useT'
import { useUploadUrl } from '@/hooks/useUploadUrl'
import { navigate, switchTab } from '@/services/router'
import { config } from '@/stores/config'
import { askForMarketSearch } from '@/stores/marketSearch'
import { badgeText, inbox, loadUnread } from '@/stores/messages'
import { session } from '@/stores/session'

export function TopBar() {
  const t = useT()
  const site = useSnapshot(config)
  const { token, user } = useSnapshot(session)
  const { unread } = useSnapshot(inbox)
  // Home shows after a message was read elsewhere, or after signing in: count again
  useDidShow(() => void loadUnread())
  const initial = (user?.nickname ?? '').trim().charAt(0).toUpperCase() || '·'
  const avatar = useUploadUrl(token ? user?.head_portrait : null)
  return (
    <View className='top-bar'>
      <View className='top-bar__row'>
        <View className='top-bar__brand'>
          {site.logo ? (
            <Picture alt='' className='top-bar__logo' src={site.logo} mode='aspectFit' />
          ) : null}
          <Text className='top-bar__name'>{site.name}</Text>
        </View>
        <Pressable
          className='top-bar__bell'
          label={token ? t('count.messages', { count: unread }) : t('route.messages')}
          onPress={() => void navigate(MESSAGES)}
        >
          <AtBadge className='top-bar__badge' value={token ? badgeText(unread) : ''}>
            <Picture alt='' className='top-bar__bell-icon' src={BELL_SRC} mode='aspectFit' />
          </AtBadge>
        </Pressable>
        {token ? (
          <Pressable
            className='top-bar__avatar'
            label={t('route.me')}
            onPress={() => void navigate(ME)}
          >
            {avatar ? (
              <Picture alt='' className='top-bar__avatar-image' src={avatar} mode='aspectFill' />
            ) : (
              <Text>{initial}</Text>
            )}
          </Pressable>
        ) : (
          <Pressable className='top-bar__login' onPress={() => void navigate(LOGIN)}>
            {t('auth.login')}
          </Pressable>
        )}
      </View>
      <Pressable
        className='top-bar__search'
        onPress={() => {
          askForMarketSearch()
          void switchTab(MARKET)
        }}
      >
        <View className='at-icon-search top-bar__search-icon' />
        <Text className='top-bar__search-text'>{t('market.searchPlaceholder')}</Text>
      </Pressable>
    </View>
  )
}
