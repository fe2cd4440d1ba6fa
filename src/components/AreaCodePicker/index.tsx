import { useMemo, useState } from 'react'
import { View, Text, Input, ScrollView } from '@tarojs/components'
import { useSnapshot } from 'valtio'
import { AREA_CODES, type AreaCode } from '@wire/areaCodes'
import { LOCALE_TAGS } from '@/locales'
import { useT } from '@/hooks/useT'
import { session } from '@/stores/session'
import { Sheet } from '../Sheet'
import './index.scss'

export interface AreaCodePickerProps {
  value: AreaCode
  onChange: (area: AreaCode) => void
}

/** Country names in the user's language where the platform can give them, else English. */
function regionNames(tag: string): (area: AreaCode) => string {
  try {
    const names = new Intl.DisplayNames([tag], { type: 'region' })
    return (area) => names.of(area.iso) ?? area.name
  } catch {
    return (area) => area.name
  }
}

export function AreaCodePicker({ value, onChange }: AreaCodePickerProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const { lang } = useSnapshot(session)
  const nameOf = useMemo(() => regionNames(LOCALE_TAGS[lang]), [lang])

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '')
    if (!q) return AREA_CODES
    return AREA_CODES.filter(
      (a) =>
        a.code.startsWith(q) ||
        nameOf(a).toLowerCase().includes(q) ||
        a.name.toLowerCase().includes(q),
    )
  }, [query, nameOf])

  return (
    <>
      <View className='area-code' role='button' onClick={() => setOpen(true)}>
        <Text>+{value.code}</Text>
        <View className='area-code__caret' />
      </View>
      <Sheet open={open} title={t('auth.areaCode')} onClose={() => setOpen(false)}>
        <View className='area-code__search'>
          <Input
            className='area-code__input'
            name='area-search'
            value={query}
            placeholder={t('auth.searchArea')}
            onInput={(e) => setQuery(e.detail.value)}
          />
        </View>
        <ScrollView scrollY className='area-code__list'>
          {matches.map((a) => (
            <View
              key={a.id}
              className={`area-code__item${a.id === value.id ? ' area-code__item--active' : ''}`}
              onClick={() => {
                onChange(a)
                setOpen(false)
                setQuery('')
              }}
            >
              <Text>{nameOf(a)}</Text>
              <Text className='area-code__code'>+{a.code}</Text>
            </View>
          ))}
        </ScrollView>
      </Sheet>
    </>
  )
}
