// Following a trader, with every rule that decides the follower's money in front of them before
// they commit: how each copy is sized, that it opens at their own price when it is copied, the cap
// on the margin its copies may hold, that a copy the leverage account cannot fund is skipped, and
// the weekly profit share above the high-water mark at the trader's ratio.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Sheet } from '@/components/Sheet'
import { Chip } from '@/components/Chip'
import { FormFooter } from '@/components/FormFooter'
import { Field } from '@/components/Field'
import { useT } from '@/hooks/useT'
import { useWrite } from '@/hooks/useWrite'
import { followTrader, type Follow, type Trader } from '@/services/api/follow'

export interface FollowSheetProps {
  trader: Trader
  onClose: () => void
  onFollowed: (follow: Follow) => void
}

type Kind = '1' | '2'

export function FollowSheet({ trader, onClose, onFollowed }: FollowSheetProps) {
  const t = useT()
  const [kind, setKind] = useState<Kind>('1')
  const [number, setNumber] = useState('1')
  const [cap, setCap] = useState('')
  // one key per intended follow: a retry after a lost answer follows once
  const follow = useWrite(
    (key) =>
      followTrader(
        {
          trader_user_id: trader.trader_user_id,
          type: kind,
          number: number.trim(),
          cap: cap.trim(),
        },
        key,
      ),
    onFollowed,
  )
  const edit = (change: () => void) => {
    change()
    follow.changed()
  }

  return (
    <Sheet isOpened title={t('follow.sheetTitle', { name: trader.nickname })} onClose={onClose}>
      <View className='follow-sheet' data-section='follow-sheet'>
        <View className='follow-sheet__kinds' role='radiogroup'>
          {(['1', '2'] as const).map((k) => (
            <Chip key={k} circle active={k === kind} onPress={() => edit(() => setKind(k))}>
              {t(k === '1' ? 'follow.byRatio' : 'follow.byLots')}
            </Chip>
          ))}
        </View>
        <Field
          name='number'
          type='digit'
          label={t(kind === '1' ? 'follow.ratioLabel' : 'follow.lotsLabel')}
          value={number}
          onInput={(value) => edit(() => setNumber(value))}
          hint={t(kind === '1' ? 'follow.ratioHint' : 'follow.lotsHint')}
          ltr
        />
        <Field
          name='cap'
          type='digit'
          label={t('follow.capLabel')}
          value={cap}
          onInput={(value) => edit(() => setCap(value))}
          hint={t('follow.capHint')}
          ltr
        />
        <View className='follow-sheet__rules' data-section='follow-rules'>
          <Text>
            {kind === '1'
              ? t('follow.ruleRatio', { number: number.trim() || '0' })
              : t('follow.ruleLots', { number: number.trim() || '0' })}
          </Text>
          <Text>{t('follow.rulePrice')}</Text>
          <Text>{t('follow.ruleFunds')}</Text>
          <Text data-rule='share'>{t('follow.ruleShare', { ratio: trader.share_ratio })}</Text>
          <Text>{t('follow.ruleCancel')}</Text>
        </View>
        <View className='follow__note' role='note'>
          {t('follow.risk')}
        </View>
        <FormFooter
          block='follow-sheet'
          error={follow.error}
          busy={follow.busy}
          onCancel={onClose}
          onSubmit={() => void follow.send()}
        >
          {t('follow.confirm')}
        </FormFooter>
      </View>
    </Sheet>
  )
}
