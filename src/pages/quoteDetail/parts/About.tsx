import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { CurrencyProfile } from '@wire/market'
import { useT } from '@/hooks/useT'
import { fetchProfile } from '@/services/api/market'
import { formatDate } from '@/utils/dates'
import { compact } from '@/utils/format'
import './About.scss'

/** What there is to know about the asset (currency/address). */
export function About({ currencyId }: { currencyId: number }) {
  const t = useT()
  const [profile, setProfile] = useState<CurrencyProfile | null>(null)
  useEffect(() => {
    let gone = false
    fetchProfile(currencyId)
      .then((p) => {
        if (!gone) setProfile(p)
      })
      .catch(() => undefined)
    return () => {
      gone = true
      setProfile(null)
    }
  }, [currencyId])
  if (!profile) return null
  return (
    <View className='about'>
      <Text className='about__title'>{t('trade.about', { name: profile.full_name })}</Text>
      <Text className='about__text'>{profile.description}</Text>
      <View className='about__facts'>
        {profile.listed_at !== null ? (
          <Text>{t('market.listedOn', { date: formatDate(profile.listed_at) })}</Text>
        ) : null}
        {profile.circulating ? (
          <Text>{t('trade.circulating', { amount: compact(profile.circulating) })}</Text>
        ) : null}
      </View>
    </View>
  )
}
