// Moving money between the user's own accounts (POST /wallet/change): the asset account, where
// deposits arrive and withdrawals leave, and the accounts that pay for seconds and spot trades.
// The Assets tab opens it blank; each mode of the Trade tab (seconds, spot, leverage) opens it
// filled with what its order lacks (funding.ts).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { Sheet } from '@/components/Sheet'
import { Chip } from '@/components/Chip'
import { ASSET_COIN_IDS, coinPlaces } from '@common/coins'
import { compare, round } from '@common/decimal'
import { Field } from '@/components/Field'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { useWrite } from '@/hooks/useWrite'
import { moveFunds, type WalletList } from '@/services/api/wallet'
import { toast } from '@/services/toast'
import { amountFault } from '@/utils/amountFault'
import { balance } from '@/utils/format'
import {
  ACCOUNT_LABELS,
  SHOWN_ACCOUNTS,
  accountView,
  type ShownAccount,
} from '@/pages/user/assets/accounts'
import './index.scss'

/** What the sheet opens with. */
export interface MovePreset {
  currencyId: number
  from: ShownAccount
  /** unless given, the asset account, or the seconds-trading one when `from` is the asset account */
  to?: ShownAccount
  /** a plain decimal of at most 2 places */
  amount: string
}

/** The account after `account` among those that are not `other` (tapping an end cycles it). */
function nextAccount(account: ShownAccount, other: ShownAccount): ShownAccount {
  const choices = SHOWN_ACCOUNTS.filter((a) => a !== other)
  return choices[(choices.indexOf(account) + 1) % choices.length]
}

export interface MoveSheetProps {
  open: boolean
  list: WalletList
  /** read when the sheet is mounted: mount it anew for another preset */
  preset?: MovePreset
  onClose: () => void
  onMoved: () => void
}

export function MoveSheet({ open, list, preset, onClose, onMoved }: MoveSheetProps) {
  const t = useT()
  const [currencyId, setCurrencyId] = useState(preset?.currencyId ?? 3)
  const [from, setFrom] = useState<ShownAccount>(preset?.from ?? 'legal')
  const [to, setTo] = useState<ShownAccount>(
    preset?.to ?? ((preset?.from ?? 'legal') === 'legal' ? 'micro' : 'legal'),
  )
  const [amount, setAmount] = useState(preset?.amount ?? '')
  // only the asset coins move between accounts; a coin bought on a spot book is sold there
  const holdings = accountView(list, from).holdings.filter((h) =>
    ASSET_COIN_IDS.includes(h.currencyId),
  )
  const holding = holdings.find((h) => h.currencyId === currencyId) ?? holdings[0]
  const code = holding?.code ?? ''
  const available = holding?.available ?? '0'

  const typed = amount.trim()
  // One key per intended move: a retry after a lost answer, or a second tap, moves once. Any change
  // of what is asked makes it another move, with a new key.
  const move = useWrite(
    (key) =>
      moveFunds({ currency_id: currencyId, number: typed, from_field: from, to_field: to }, key),
    () => {
      toast(t('assets.moved'), 'success')
      setAmount('')
      onMoved()
    },
  )

  const change = (apply: () => void) => {
    apply()
    move.changed()
  }

  const submit = () => {
    const fault = amountFault(typed, coinPlaces(currencyId))
    if (fault) {
      return move.setError(
        t(fault === 'notPositive' ? 'common.amountAboveZero' : 'trade.enterAmount'),
      )
    }
    if (compare(typed, available) > 0) return move.setError(t('assets.overAvailable'))
    void move.send()
  }

  return (
    <Sheet className='move__layout' isOpened={open} title={t('assets.moveTitle')} onClose={onClose}>
      {open ? (
        <View className='move'>
          <View className='move__currencies' role='radiogroup'>
            {holdings.map((h) => (
              <Chip
                key={h.currencyId}
                circle
                active={h.currencyId === currencyId}
                onPress={() => change(() => setCurrencyId(h.currencyId))}
              >
                {h.code}
              </Chip>
            ))}
          </View>
          <View className='move__route'>
            <Pressable
              className='move__end'
              data-end='from'
              onPress={() => change(() => setFrom(nextAccount(from, to)))}
            >
              <Text className='move__end-label'>{t('assets.from')}</Text>
              <Text className='move__end-name'>{t(ACCOUNT_LABELS[from])}</Text>
              <Text className='move__end-more'>▾</Text>
            </Pressable>
            <Pressable
              className='move__swap'
              label={t('assets.swap')}
              onPress={() =>
                change(() => {
                  setFrom(to)
                  setTo(from)
                })
              }
            >
              ⇄
            </Pressable>
            <Pressable
              className='move__end'
              data-end='to'
              onPress={() => change(() => setTo(nextAccount(to, from)))}
            >
              <Text className='move__end-label'>{t('assets.to')}</Text>
              <Text className='move__end-name'>{t(ACCOUNT_LABELS[to])}</Text>
              <Text className='move__end-more'>▾</Text>
            </Pressable>
          </View>
          <Field
            name='amount'
            type='digit'
            label={t('trade.available', {
              // what may be spent: floored to the coin's places, never more than the ledger holds
              amount: balance(available, coinPlaces(currencyId)),
              currency: code,
            })}
            value={amount}
            onInput={(value) => change(() => setAmount(value))}
            error={move.error}
            ltr
            suffix={
              <Pressable
                className='move__all'
                onPress={() =>
                  change(() => setAmount(round(available, coinPlaces(currencyId), 'down')))
                }
              >
                {t('assets.all')}
              </Pressable>
            }
          />
          <Text className='move__hint'>{t('assets.moveHint')}</Text>
          <FormFooter block='move' busy={move.busy} onSubmit={submit}>
            {t('assets.move')}
          </FormFooter>
        </View>
      ) : null}
    </Sheet>
  )
}
