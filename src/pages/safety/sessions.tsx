// Devices and sessions (issue 32 item 2): where the account is signed in, newest request first
// after this one, and signing any other out, or all of them, at once. A session signed out here
// stops working everywhere immediately, its live connections included.
import { useCallback, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { DetailState } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import {
  endOtherSessions,
  endSessionById,
  fetchSessions,
  type SessionEntry,
} from '@/services/api/safety'
import { toast } from '@/services/toast'
import { formatDateTime } from '@/utils/dates'
import './safety.scss'

const PLATFORM_KEYS: Record<SessionEntry['platform'], string> = {
  h5: 'safety.platform.h5',
  weapp: 'safety.platform.weapp',
  alipay: 'safety.platform.alipay',
  tt: 'safety.platform.tt',
  rn: 'safety.platform.rn',
  other: 'safety.platform.other',
}

/** What is being confirmed: one session, or every other one. */
type Ending = { one: SessionEntry } | 'others' | null

function SessionRow({ entry, onEnd }: { entry: SessionEntry; onEnd: () => void }) {
  const t = useT()
  return (
    <View className='session-row' data-session={entry.id}>
      <View className='session-row__main'>
        <Text className='session-row__device'>{entry.device || t('safety.unnamedDevice')}</Text>
        <Text className='session-row__meta'>
          {t(PLATFORM_KEYS[entry.platform])} · {entry.ip || '-'}
        </Text>
        <Text className='session-row__meta'>
          {t('safety.signedIn', { time: formatDateTime(entry.created_at) })}
        </Text>
        <Text className='session-row__meta'>
          {t('safety.lastSeen', { time: formatDateTime(entry.last_seen_at) })}
        </Text>
      </View>
      {entry.current ? (
        <Text className='session-row__current'>{t('safety.thisDevice')}</Text>
      ) : (
        <Button className='session-row__end' size='small' onPress={onEnd}>
          {t('safety.signOut')}
        </Button>
      )}
    </View>
  )
}

function SessionsBody() {
  const t = useT()
  const { load, retry, refresh } = useDetail(useCallback(() => fetchSessions(), []))
  const [ending, setEnding] = useState<Ending>(null)
  const [busy, setBusy] = useState(false)

  usePullDownRefresh(() => {
    refresh()
    void Taro.stopPullDownRefresh()
  })

  const end = async () => {
    const what = ending
    setEnding(null)
    if (!what || busy) return
    setBusy(true)
    try {
      if (what === 'others') {
        const { ended } = await endOtherSessions()
        toast(t('safety.endedOthers', { n: String(ended) }), 'success')
      } else {
        toast(await endSessionById(what.one.id), 'success')
      }
    } catch {
      // the request wrapper has said why; the list below is read again either way
    } finally {
      setBusy(false)
      refresh()
    }
  }

  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={3} />}>
      {(sessions) => (
        <View className='safety'>
          <Text className='safety__note'>{t('safety.sessionsNote')}</Text>
          {sessions.map((s) => (
            <SessionRow key={s.id} entry={s} onEnd={() => setEnding({ one: s })} />
          ))}
          {sessions.some((s) => !s.current) ? (
            <Button
              className='safety__end-others'
              type='secondary'
              loading={busy}
              onPress={() => setEnding('others')}
            >
              {t('safety.signOutOthers')}
            </Button>
          ) : (
            <Text className='safety__note'>{t('safety.onlyThis')}</Text>
          )}
          <Dialog
            className='safety__confirm'
            isOpened={ending !== null}
            content={
              ending === 'others'
                ? t('safety.confirmOthers')
                : t('safety.confirmOne', {
                    device: ending?.one.device || t('safety.unnamedDevice'),
                  })
            }
            cancelText={t('common.cancel')}
            confirmText={t('safety.signOut')}
            onCancel={() => setEnding(null)}
            onClose={() => setEnding(null)}
            onConfirm={() => void end()}
          />
        </View>
      )}
    </DetailState>
  )
}

export default function SessionsPage() {
  return (
    <Screen>
      <SessionsBody />
    </Screen>
  )
}
