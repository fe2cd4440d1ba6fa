// Personal information (SPEC §2 access and profile, §7 Settings and profile): the profile (avatar,
// nickname, account, credit score, invitation code, certification levels) and the security
// settings (login password, withdraw password, mobile number). Each change happens in a sheet on
// this page: SPEC §2 lists the routes, and there is no other for these. The safety settings the
// spec does not have (issue 32: authenticator, anti-phishing code, sessions) are pages of their
// own package.
import { useCallback, useState, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { AtList } from 'taro-ui'
import { Sheet } from '@/components/Sheet'
import { ListItem } from '@/components/ListItem'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import type { UserInfo } from '@wire/user'
import { maskAccount } from '@common/account'
import {
  ANTI_PHISHING,
  AUTHENTICATOR,
  CERTIFICATION,
  CERTIFICATION_PHOTOS,
  SERVICE,
  SESSIONS,
} from '@/routes'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { navigate } from '@/services/router'
import { copyText } from '@/services/clipboard'
import { session } from '@/stores/session'
import { REVIEW_KEYS } from '@/utils/reviewStatus'
import { Avatar } from './parts/Avatar'
import { MobileForm } from './parts/MobileForm'
import { NicknameForm } from './parts/NicknameForm'
import { PasswordForm } from './parts/PasswordForm'
import { refreshUser } from '@/services/user'
import './userinfo.scss'

type Sheet = 'nickname' | 'login' | 'pay' | 'mobile' | 'forgotPay'

const SHEET_TITLES: Record<Sheet, string> = {
  nickname: 'profile.nickname',
  login: 'profile.changeLoginPassword',
  pay: 'profile.payPassword',
  mobile: 'profile.bindMobile',
  forgotPay: 'profile.forgotPay',
}

function phoneOf(user: UserInfo): string {
  return user.mobile ? `+${user.mobile_area_code ?? ''} ${user.mobile}` : ''
}

function ForgotPay({ onDone }: { onDone: () => void }) {
  const t = useT()
  return (
    <View className='userinfo__form'>
      <Text className='userinfo__note'>{t('profile.forgotPayText')}</Text>
      <Button
        type='primary'
        onPress={() => {
          onDone()
          void navigate(SERVICE)
        }}
      >
        {t('profile.contactService')}
      </Button>
    </View>
  )
}

function UserinfoBody() {
  const t = useT()
  const { user } = useSnapshot(session)
  const [sheet, setSheet] = useState<Sheet | null>(null)
  const close = useCallback(() => setSheet(null), [])

  useDidShow(() => void refreshUser())

  if (!user) return null
  // the snapshot is read-only; the forms take a plain copy
  const me: UserInfo = { ...user, products_off: [...user.products_off] }
  const masked = maskAccount({ type: me.account_type, account: me.account })
  const account = me.account_type === 'mobile' ? `+${me.area_code ?? ''} ${me.account}` : me.account

  const forms: Record<Sheet, () => ReactNode> = {
    // the masked account new users are named with is no name to edit ('*' is refused)
    nickname: () => (
      <NicknameForm current={me.nickname === masked ? '' : me.nickname} onDone={close} />
    ),
    login: () => <PasswordForm kind='login' user={me} onDone={close} />,
    pay: () => <PasswordForm kind='pay' user={me} onDone={close} />,
    mobile: () => <MobileForm onDone={close} />,
    forgotPay: () => <ForgotPay onDone={close} />,
  }

  return (
    <View className='userinfo'>
      <View className='userinfo__head'>
        <Avatar value={me.head_portrait} name={me.nickname || masked} />
      </View>
      <AtList className='userinfo__list' hasBorder={false}>
        <ListItem
          className='userinfo__nickname-edit'
          title={t('profile.nickname')}
          extraText={me.nickname}
          arrow='right'
          onPress={() => setSheet('nickname')}
        />
        <ListItem className='userinfo__account' title={t('profile.account')} extraText={account} />
        <ListItem title={t('me.creditScore')} extraText={String(me.credit_score)} />
        <ListItem
          className='userinfo__invite'
          title={t('me.inviteCode')}
          note={t('profile.tapToCopy')}
          extraText={me.invite_code}
          onPress={() => copyText(me.invite_code)}
        />
      </AtList>

      <Text className='userinfo__section'>{t('profile.certification')}</Text>
      <AtList className='userinfo__list' hasBorder={false}>
        <ListItem
          className='userinfo__primary'
          title={t('cert.primary')}
          extraText={t(REVIEW_KEYS[me.review_status])}
          arrow='right'
          role='link'
          onPress={() => void navigate(CERTIFICATION)}
        />
        <ListItem
          className='userinfo__advanced'
          title={t('cert.advanced')}
          extraText={t(REVIEW_KEYS[me.advanced_review_status])}
          arrow='right'
          role='link'
          onPress={() => void navigate(CERTIFICATION_PHOTOS)}
        />
      </AtList>

      <Text className='userinfo__section'>{t('profile.security')}</Text>
      <AtList className='userinfo__list' hasBorder={false}>
        <ListItem
          className='userinfo__login-password'
          title={t('profile.changeLoginPassword')}
          arrow='right'
          onPress={() => setSheet('login')}
        />
        <ListItem
          className='userinfo__pay-password'
          title={t(me.isPayPas ? 'profile.changePayPassword' : 'profile.setPayPassword')}
          extraText={t(me.isPayPas ? 'profile.isSet' : 'profile.notSet')}
          arrow='right'
          onPress={() => setSheet('pay')}
        />
        <ListItem
          className='userinfo__mobile'
          title={t('profile.mobile')}
          note={me.account_type === 'mobile' ? t('profile.mobileIsLogin') : undefined}
          extraText={phoneOf(me) || t('profile.notBound')}
          arrow={me.account_type === 'mobile' ? undefined : 'right'}
          onPress={me.account_type === 'mobile' ? undefined : () => setSheet('mobile')}
        />
        <ListItem
          className='userinfo__forgot-pay'
          title={t('profile.forgotPay')}
          arrow='right'
          onPress={() => setSheet('forgotPay')}
        />
        <ListItem
          className='userinfo__authenticator'
          title={t('route.authenticator')}
          extraText={t(me.totp_bound ? 'safety.totpOn' : 'safety.totpOff')}
          arrow='right'
          role='link'
          onPress={() => void navigate(AUTHENTICATOR)}
        />
        <ListItem
          className='userinfo__anti-phishing'
          title={t('route.antiPhishing')}
          extraText={t(me.anti_phishing ? 'profile.isSet' : 'profile.notSet')}
          arrow='right'
          role='link'
          onPress={() => void navigate(ANTI_PHISHING)}
        />
        <ListItem
          className='userinfo__sessions'
          title={t('route.sessions')}
          arrow='right'
          role='link'
          onPress={() => void navigate(SESSIONS)}
        />
      </AtList>

      <Sheet
        className='userinfo__sheet'
        isOpened={sheet !== null}
        title={sheet ? t(SHEET_TITLES[sheet]) : ''}
        onClose={close}
      >
        {/* mounted only while open, so each opening starts with an empty form */}
        {sheet ? forms[sheet]() : null}
      </Sheet>
    </View>
  )
}

export default function UserinfoPage() {
  return (
    <Screen>
      <UserinfoBody />
    </Screen>
  )
}
