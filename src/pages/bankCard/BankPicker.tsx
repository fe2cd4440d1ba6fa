// The operator's bank list (POST /bank/bankList) as a shortcut for the card form: picking a bank
// fills its name, country and SWIFT. The form still takes a bank that is not listed.
import { useState } from 'react'
import { Pressable } from '@/components/Pressable'
import { AtList } from 'taro-ui'
import { Sheet } from '@/components/Sheet'
import { ListItem } from '@/components/ListItem'
import { useSnapshot } from 'valtio'
import type { Bank } from '@/services/api/bankCard'
import { useT } from '@/hooks/useT'
import { LOCALE_TAGS } from '@/locales'
import { session } from '@/stores/session'
import { countryName } from '@/utils/regionNames'

interface BankPickerProps {
  banks: readonly Bank[]
  onPick: (bank: Bank) => void
}

export function BankPicker({ banks, onPick }: BankPickerProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const { lang } = useSnapshot(session)
  if (banks.length === 0) return null
  return (
    <>
      <Pressable className='bank__pick' onPress={() => setOpen(true)}>
        {t('bank.chooseBank')}
      </Pressable>
      <Sheet isOpened={open} title={t('bank.chooseBank')} onClose={() => setOpen(false)}>
        <AtList hasBorder={false}>
          {banks.map((bank) => (
            <ListItem
              key={bank.id}
              className='bank__choice'
              title={bank.name}
              note={countryName(bank.country, LOCALE_TAGS[lang])}
              extraText={bank.swift}
              onPress={() => {
                setOpen(false)
                onPick(bank)
              }}
            />
          ))}
        </AtList>
      </Sheet>
    </>
  )
}
