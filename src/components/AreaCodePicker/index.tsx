import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { AtList } from 'taro-ui'
import { Sheet } from '@/components/Sheet'
import { ListItem } from '@/components/ListItem'
import { useSnapshot } from 'valtio'
import { AREA_CODES, type AreaCode } from '@wire/areaCodes'
import { LOCALE_TAGS } from '@/locales'
import { useT } from '@/hooks/useT'
import { session } from '@/stores/session'
import { regionNames } from '@/utils/regionNames'
import { SearchList } from '../SearchList'
import './index.scss'

export interface AreaCodePickerProps {
  /** null: none chosen yet (a country the user must pick) */
  value: AreaCode | null
  onChange: (area: AreaCode) => void
  /** what the button shows: the calling code (default) or the country's name */
  show?: 'code' | 'country'
}

/** Compares names as the language sorts them ('Ägypten' beside 'Afghanistan' in German). */
function nameOrder(tag: string): (a: string, b: string) => number {
  try {
    return new Intl.Collator(tag).compare
  } catch {
    return (a, b) => a.localeCompare(b, tag)
  }
}

export function AreaCodePicker({ value, onChange, show = 'code' }: AreaCodePickerProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const { lang } = useSnapshot(session)
  const nameOf = useMemo(() => regionNames(LOCALE_TAGS[lang]), [lang])
  // the list is read by name, so it follows the names shown, not the ids' English order
  const sorted = useMemo(() => {
    const compare = nameOrder(LOCALE_TAGS[lang])
    return AREA_CODES.map((area) => ({ area, name: nameOf(area) }))
      .sort((a, b) => compare(a.name, b.name))
      .map(({ area }) => area)
  }, [lang, nameOf])

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '')
    if (!q) return sorted
    return sorted.filter(
      (a) =>
        a.code.startsWith(q) ||
        nameOf(a).toLowerCase().includes(q) ||
        a.name.toLowerCase().includes(q),
    )
  }, [query, nameOf, sorted])

  const close = () => {
    setOpen(false)
    setQuery('')
  }

  return (
    <>
      <Pressable className='area-code' onPress={() => setOpen(true)}>
        <Text className='area-code__value'>
          {!value ? t('cert.chooseCountry') : show === 'code' ? `+${value.code}` : nameOf(value)}
        </Text>
        <View className='area-code__caret' />
      </Pressable>
      <Sheet
        className='picker-sheet'
        isOpened={open}
        title={t(show === 'code' ? 'auth.areaCode' : 'cert.country')}
        scrollY={false}
        onClose={close}
      >
        {open ? (
          <SearchList
            layout='sheet'
            searchClassName='area-code__search'
            value={query}
            placeholder={t('auth.searchArea')}
            onChange={setQuery}
            items={matches}
            itemKey={(a) => a.id}
            wrapRows={(rows) => <AtList hasBorder={false}>{rows}</AtList>}
            renderItem={(a) => (
              <ListItem
                className={`area-code__item${a.id === value?.id ? ' area-code__item--active' : ''}`}
                title={nameOf(a)}
                extraText={`+${a.code}`}
                role='radio'
                selected={a.id === value?.id}
                onPress={() => {
                  onChange(a)
                  close()
                }}
              />
            )}
          />
        ) : null}
      </Sheet>
    </>
  )
}
