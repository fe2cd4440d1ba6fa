// The my page: who is signed in, where to manage the account, and logout.
import { useCallback, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import { AtList } from 'taro-ui'
import { ListItem } from '@/components/ListItem'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import {
  ABOUT,
  ACCOUNT_RECORD,
  BANK_CARDS,
  CERTIFICATION,
  EXPORTS,
  HELP,
  LANGUAGE,
  LOCK_MINING,
  LOCK_MINING_ORDERS,
  MESSAGES,
  RECHARGE_RECORD,
  REGISTER,
  SERVICE,
  USERINFO,
  WALLETS,
  WITHDRAW_RECORD,
  type RoutePath,
} from '@/routes'
import { maskAccount } from '@common/account'
import { Screen } from '@/components/Screen'
import { LANGUAGE_NAMES } from '@/locales'
import { useShareMessage } from '@/hooks/useShareMessage'
import { useT } from '@/hooks/useT'
import { useUploadUrl } from '@/hooks/useUploadUrl'
import { badgeText, inbox, loadUnread } from '@/stores/messages'
import { session, setUser } from '@/stores/session'
import { fetchUserInfo } from '@/services/api/identity'
import { config } from '@/stores/config'
import { signOut } from '@/services/auth'
import { navigate, pageQuery, toUrl } from '@/services/router'
import { appBase, inviteLink } from '@/utils/invite'
import { REVIEW_KEYS } from '@/utils/reviewStatus'
import { InviteSheet } from './parts/InviteSheet'
import './me-k.scss'

interface LinkItem {
  label: string
  /** the page it opens, or */
  path?: RoutePath
  /** what a tap does on this page */
  open?: () => void
  /** shown at the end of the row, before the arrow */
  value?: string
  /** a count shown instead of the value, as a badge ('' for none) */
  badge?: string
}

function MeBody() {
  const t = useT()
  const { user, lang } = useSnapshot(session)
  const { unread } = useSnapshot(inbox)
  const [leaving, setLeaving] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Home's invite entry opens this page with the sheet up (menu.ts: ?invite=1).
  const [inviting, setInviting] = useState(pageQuery(useRouter().params).invite === '1')
  const { url: siteUrl } = useSnapshot(config)
  const code = user?.invite_code ?? ''
  const base = appBase(siteUrl)
  const avatar = useUploadUrl(user?.head_portrait)

  useShareMessage(() => ({
    title: t('me.invite.title'),
    path: code ? toUrl(REGISTER, { invite: code }) : toUrl(REGISTER),
  }))

  const refresh = useCallback(async () => {
    void loadUnread()
    try {
      setUser(await fetchUserInfo())
    } catch {
      // the request wrapper has told the user; the last known profile stays on screen
    }
  }, [])

  useDidShow(() => void refresh())
  usePullDownRefresh(() => void refresh().finally(() => Taro.stopPullDownRefresh()))

  const logout = async () => {
    setConfirming(false)
    setLeaving(true)
    await signOut()
  }

  // New users are named after their masked account: then that is the name, shown once, and the
  // full account under it would only repeat it.
  const masked = user ? maskAccount({ type: user.account_type, account: user.account }) : ''
  const ownName = user && user.nickname && user.nickname !== masked ? user.nickname : undefined
  const name = ownName ?? masked
  const account =
    user && ownName
      ? user.account_type === 'mobile'
        ? `+${user.area_code ?? ''} ${user.account}`
        : user.account
      : ''

  const sections: readonly (readonly LinkItem[])[] = [
    [
      { label: t('route.userinfo'), path: USERINFO },
      {
        label: t('route.certification1'),
        path: CERTIFICATION,
        value: user ? t(REVIEW_KEYS[user.review_status] ?? REVIEW_KEYS[0]) : undefined,
      },
      { label: t('route.bankCards'), path: BANK_CARDS },
      { label: t('route.wallets'), path: WALLETS },
    ],
    [
      { label: t('route.rechargeRecord'), path: RECHARGE_RECORD },
      { label: t('route.withdrawRecord'), path: WITHDRAW_RECORD },
      { label: t('route.accountRecord'), path: ACCOUNT_RECORD },
      { label: t('route.exports'), path: EXPORTS },
      { label: t('route.lockMining'), path: LOCK_MINING },
      { label: t('route.lockMiningOrders'), path: LOCK_MINING_ORDERS },
    ],
    [
      { label: t('route.messages'), path: MESSAGES, badge: badgeText(unread) },
      { label: t('me.invite.title'), open: () => setInviting(true) },
      { label: t('route.help'), path: HELP },
      { label: t('route.service'), path: SERVICE },
      { label: t('route.about'), path: ABOUT },
      { label: t('route.language'), path: LANGUAGE, value: LANGUAGE_NAMES[lang] },
    ],
  ]

  return (
    <>
      <View className='me__card'>
        <View className='me__avatar'>
          {avatar ? (
            <Picture alt='' className='me__avatar-image' src={avatar} mode='aspectFill' />
          ) : (
            (name || '?').slice(0, 1).toUpperCase()
          )}
        </View>
        <View className='me__who'>
          <Text className='me__nickname'>{name}</Text>
          {account ? <Text className='me__account'>{account}</Text> : null}
        </View>
      </View>
      <View className='me__facts'>
        <Pressable className='me__fact me__invite' onPress={() => setInviting(true)}>
          <Text className='me__fact-label'>{t('me.inviteCode')}</Text>
          <Text className='me__fact-value'>{user?.invite_code ?? '-'}</Text>
        </Pressable>
        <View className='me__fact'>
          <Text className='me__fact-label'>{t('me.creditScore')}</Text>
          <Text className='me__fact-value'>{user ? String(user.credit_score) : '-'}</Text>
        </View>
      </View>
      {sections.map((items, i) => (
        <AtList key={i} className='me__links' hasBorder={false}>
          {items.map((item) => (
            <ListItem
              key={item.label}
              className={item.badge ? 'me__unread' : undefined}
              title={item.label}
              extraText={item.badge || item.value}
              arrow='right'
              role={item.path ? 'link' : 'button'}
              onPress={() => (item.path ? void navigate(item.path) : item.open?.())}
            />
          ))}
        </AtList>
      ))}
      <View className='me__logout'>
        <Button
          className='app-button--danger'
          loading={leaving}
          onPress={() => setConfirming(true)}
        >
          {t('me.logout')}
        </Button>
      </View>
      <InviteSheet
        open={inviting && code !== ''}
        code={code}
        link={code && base ? inviteLink(base, code) : ''}
        onClose={() => setInviting(false)}
      />
      <Dialog
        className='me__logout-confirm'
        isOpened={confirming}
        title={t('me.logout')}
        content={t('me.logoutConfirm')}
        cancelText={t('common.cancel')}
        confirmText={t('me.logout')}
        onCancel={() => setConfirming(false)}
        onClose={() => setConfirming(false)}
        onConfirm={() => void logout()}
      />
    </>
  )
}

// The body renders only once the guard lets the page show, so nothing here runs before start-up
// has restored the session.
export default function MePage() {
  return (
    <Screen>
      <MeBody />
    </Screen>
  )
}
