// The user's copy-trading (issue 28): each follow with what its copies hold and have made, its
// copies (an open one closable here, as on the Leverage page), the positions that were not copied
// and why, the weekly statements with the high-water mark worked through, and for a trader their
// own settings. Read again when a position of the user's moves.
import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { useSnapshot } from 'valtio'
import type { SendOf } from '@wire/catalogue'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useT } from '@/hooks/useT'
import { TOAST_REFUSAL, toastRefusal, useWrite } from '@/hooks/useWrite'
import { FOLLOW } from '@/routes'
import { saveTraderSettings, type FollowMine } from '@/services/api/follow'
import { closeLever } from '@/services/api/lever'
import { onLeverPosition } from '@/services/realtime'
import { navigate } from '@/services/router'
import { toast } from '@/services/toast'
import { follow, loadMine } from '@/stores/follow'
import { CopyRow } from './parts/CopyRow'
import { FollowCard } from './parts/FollowCard'
import { StatementCard } from './parts/StatementCard'
import './follow.scss'

type TraderSettingsBody = SendOf<'followSettings'>

const SKIP_REASONS = {
  funds: 'follow.skip.funds',
  cap: 'follow.skip.cap',
  size: 'follow.skip.size',
  stops: 'follow.skip.stops',
  closed: 'follow.skip.closed',
} as const

function MineBody() {
  const t = useT()
  const s = useSnapshot(follow)
  // the copy asked about, by id; its key stays until it closes or another is asked about, so a
  // retry after a lost answer closes once
  const [copyId, setCopyId] = useState(0)
  const closeCopy = useConfirmedWrite(
    (key) => closeLever(copyId, key),
    () => {
      toast(t('lever.closed'), 'success')
      void loadMine()
    },
    {
      refusal: (failure) => {
        void loadMine()
        return toastRefusal(failure)
      },
    },
  )
  useEffect(() => {
    void loadMine()
    return onLeverPosition(() => void loadMine())
  }, [])
  useDidShow(() => void loadMine())
  usePullDownRefresh(() => void loadMine().finally(() => Taro.stopPullDownRefresh()))

  if (s.mineLoad === 'loading') return <Skeleton shape='rows' rows={4} />
  const mine = s.mine
  if (s.mineLoad === 'failed' || !mine)
    return <StateView kind='failed' onRetry={() => void loadMine()} />

  const askClose = (id: number) => {
    if (id !== copyId) closeCopy.changed()
    setCopyId(id)
    closeCopy.ask()
  }

  return (
    <View className='follow'>
      {mine.trader ? <TraderSettings self={mine.trader} /> : null}
      <View className='follow-section' data-section='follows'>
        <Text className='follow-section__title'>{t('follow.myFollows')}</Text>
        {mine.follows.length === 0 ? (
          <StateView
            kind='empty'
            message={t('follow.noFollows')}
            action={{ label: t('follow.findTraders'), onPress: () => void navigate(FOLLOW) }}
          />
        ) : null}
        {mine.follows.map((f) => (
          <FollowCard key={f.id} follow={f}>
            {mine.copies
              .filter((c) => c.follow_id === f.id)
              .map(({ position }) => (
                <CopyRow key={position.id} position={position} onClose={(p) => askClose(p.id)} />
              ))}
          </FollowCard>
        ))}
      </View>
      {mine.skipped.length > 0 ? (
        <View className='follow-section' data-section='skipped'>
          <Text className='follow-section__title'>{t('follow.skipped')}</Text>
          {mine.skipped.map((k) => (
            <View
              key={`${k.follow_id}-${k.position_id}`}
              className='skip-row'
              data-reason={k.reason}
            >
              <Text>
                {k.symbol} #{k.position_id}
              </Text>
              <Text className='skip-row__reason'>{t(SKIP_REASONS[k.reason])}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <View className='follow-section' data-section='statements'>
        <Text className='follow-section__title'>{t('follow.statements')}</Text>
        <Text className='follow__note'>{t('follow.statementsNote')}</Text>
        {mine.statements.map((st) => (
          <StatementCard key={st.id} statement={st} />
        ))}
      </View>
      <Dialog
        isOpened={closeCopy.asking}
        content={t('follow.closeCopyQuestion')}
        cancelText={t('common.back')}
        confirmText={t('lever.confirmClose')}
        onCancel={closeCopy.cancel}
        onClose={closeCopy.cancel}
        onConfirm={() => void closeCopy.confirm()}
      />
    </View>
  )
}

/** A trader's own switches: new followers, and how others see the open positions. */
function TraderSettings({ self }: { self: NonNullable<FollowMine['trader']> }) {
  const t = useT()
  // The settings are chosen by the tap, so they go with the send. The key stays while the same
  // choice is tried again (a retry after a lost answer), and another choice is another intent.
  const [asked, setAsked] = useState('')
  const settings = useWrite(
    (key, body: TraderSettingsBody) => saveTraderSettings(body, key),
    () => void loadMine(),
    TOAST_REFUSAL,
  )
  const save = (accepting: boolean, openView: 0 | 1 | 2) => {
    const body: TraderSettingsBody = {
      accepting: accepting ? '1' : '0',
      open_view: String(openView) as TraderSettingsBody['open_view'],
    }
    const wanted = `${body.accepting}${body.open_view}`
    if (wanted !== asked) settings.changed()
    setAsked(wanted)
    void settings.send(body)
  }
  return (
    <View className='follow-section' data-section='trader-settings'>
      <Text className='follow-section__title'>
        {t('follow.asTrader', { ratio: self.share_ratio })}
      </Text>
      <Choices
        name='accepting'
        options={[
          [true, 'follow.acceptingOn'],
          [false, 'follow.acceptingOff'],
        ]}
        value={self.accepting}
        onChoose={(on) => save(on, self.open_view)}
      />
      <Choices
        name='open-view'
        options={[
          [0, 'follow.showOpen'],
          [1, 'follow.delayOpen'],
          [2, 'follow.hideOpen'],
        ]}
        value={self.open_view}
        onChoose={(v) => save(self.accepting, v)}
      />
    </View>
  )
}

interface ChoicesProps<V> {
  name: string
  options: readonly (readonly [V, string])[]
  value: V
  onChoose: (value: V) => void
}

/** One of a few settings, each a chip; choosing the chosen one does nothing. */
function Choices<V extends string | number | boolean>({
  name,
  options,
  value,
  onChoose,
}: ChoicesProps<V>) {
  const t = useT()
  return (
    <View className='follow-sheet__kinds' role='radiogroup' data-setting={name}>
      {options.map(([v, label]) => (
        <Pressable
          key={String(v)}
          role='radio'
          selected={v === value}
          className={`follow-chip${v === value ? ' follow-chip--active' : ''}`}
          onPress={() => v !== value && onChoose(v)}
        >
          {t(label)}
        </Pressable>
      ))}
    </View>
  )
}
export default function MinePage() {
  return (
    <Screen>
      <MineBody />
    </Screen>
  )
}
