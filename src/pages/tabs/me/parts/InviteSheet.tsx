// Share and invite (SPEC §1): the user's invitation code, the link that opens registration with it
// filled in, and that link as a QR code to scan from another phone. Nothing is promised for an
// invitation, because the product promises nothing for one.
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/Picture'
// AtButton for openType 'share' alone: only a mini-program's own button opens the host's share panel
// eslint-disable-next-line no-restricted-imports
import { AtButton } from 'taro-ui'
import { Sheet } from '@/components/Sheet'
import { Button } from '@/components/Button'
import { useT } from '@/hooks/useT'
import { copyText } from '@/services/clipboard'
import { shareLink } from '@/services/shareLink'
import { qrDataUrl } from '@/utils/qrCode'
import { isMiniProgram, isNative } from '@/services/platform'

interface InviteSheetProps {
  open: boolean
  code: string
  /** the invitation link, '' where the app has no address (a mini-program without a site url) */
  link: string
  onClose: () => void
}

/** the host app's share panel, which a button opens with openType 'share' */
const MINI_PROGRAM = isMiniProgram()

export function InviteSheet({ open, code, link, onClose }: InviteSheetProps) {
  const t = useT()
  const qr = useMemo(() => (open && link ? qrDataUrl(link) : ''), [open, link])

  return (
    <Sheet
      className='invite__layout'
      isOpened={open}
      title={t('me.invite.title')}
      onClose={onClose}
    >
      {open ? (
        <View className='invite'>
          <Text className='invite__hint'>{t('me.invite.hint')}</Text>
          {qr ? (
            <Picture alt={t('me.inviteCode')} className='invite__qr' src={qr} mode='aspectFit' />
          ) : null}
          <View className='invite__row'>
            <Text className='invite__label'>{t('me.inviteCode')}</Text>
            <Text className='invite__code'>{code}</Text>
            <Button size='small' className='invite__copy-code' onPress={() => copyText(code)}>
              {t('common.copy')}
            </Button>
          </View>
          {link ? (
            <View className='invite__row'>
              <Text className='invite__label'>{t('me.invite.link')}</Text>
              <Text className='invite__link'>{link}</Text>
              <Button size='small' className='invite__copy-link' onPress={() => copyText(link)}>
                {t('common.copy')}
              </Button>
            </View>
          ) : null}
          {isNative() ? (
            link ? (
              <Button type='primary' className='invite__share' onPress={() => shareLink(link)}>
                {t('me.invite.share')}
              </Button>
            ) : null
          ) : MINI_PROGRAM ? (
            <AtButton type='primary' openType='share' className='invite__share'>
              {t('me.invite.share')}
            </AtButton>
          ) : null}
        </View>
      ) : null}
    </Sheet>
  )
}
