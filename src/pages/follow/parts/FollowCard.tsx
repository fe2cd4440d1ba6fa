// One follow: whom, how each copy is sized, the cap and what the open copies hold of it, what the
// closed copies made, the share agreed to, and its copies below.
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useT } from '@/hooks/useT'
import { FOLLOW_TRADER } from '@/routes'
import type { Follow } from '@/services/api/follow'
import { navigate } from '@/services/router'
import { balance, priceColor } from '@/utils/format'

export function FollowCard({ follow: f, children }: { follow: Follow; children?: ReactNode }) {
  const t = useT()
  return (
    <View className='follow-card' data-follow={f.trader_user_id} data-status={f.status}>
      <Pressable
        className='follow-card__head'
        role='link'
        onPress={() => void navigate(FOLLOW_TRADER, { id: f.trader_user_id })}
      >
        <Text className='trader-name__nickname'>{f.nickname}</Text>
        <Text className={`trader-name__tag${f.status === 1 ? '' : ' trader-name__tag--off'}`}>
          {t(f.status === 1 ? 'follow.following' : 'follow.ended')}
        </Text>
      </Pressable>
      <Text className='follow-card__line'>
        {f.type === 1
          ? t('follow.ruleRatio', { number: f.number })
          : t('follow.ruleLots', { number: f.number })}
      </Text>
      <Text className='follow-card__line' data-line='cap'>
        {t('follow.capUsed', { used: balance(f.margin_used), cap: balance(f.cap) })}
      </Text>
      <Text className='follow-card__line' data-line='realised'>
        {t('follow.realisedLine', { open: f.open_copies })}{' '}
        <Text style={{ color: priceColor(f.realised) }}>{balance(f.realised)} USDT</Text>
      </Text>
      <Text className='follow-card__line'>{t('follow.shareShort', { ratio: f.share_ratio })}</Text>
      {children}
    </View>
  )
}
