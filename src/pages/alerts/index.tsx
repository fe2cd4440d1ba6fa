// Price alerts (issue 32 item 4), opened from the Trade tab and the chart with the symbol shown
// there: set one (a price it rises or falls to, or a 24 h move in %), and the user's alerts on every
// symbol, waiting ones first, each removable. A fired alert arrives in the app at once and as a
// message; nothing is sent outside the app.
import { useCallback, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import type { PriceAlert } from '@wire/catalogue/alerts'
import { ALERT_KINDS, MAX_ALERTS, type AlertKind } from '@wire/alerts'
import { isAmount } from '@common/validate'
import { DetailState } from '@/components/DetailState'
import { Field } from '@/components/Field'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useDetail } from '@/hooks/useDetail'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useQuote } from '@/hooks/useQuotes'
import { useT } from '@/hooks/useT'
import { addAlert, deleteAlert, fetchAlerts } from '@/services/api/alerts'
import { ApiError } from '@/services/http'
import { toast } from '@/services/toast'
import { formatDateTime } from '@/utils/dates'
import { grouped, thousands } from '@/utils/format'
import './alerts.scss'

const KIND_KEYS: Record<AlertKind, string> = {
  above: 'alerts.kind.above',
  below: 'alerts.kind.below',
  rise: 'alerts.kind.rise',
  fall: 'alerts.kind.fall',
}

const isPercent = (kind: AlertKind) => kind === 'rise' || kind === 'fall'

/** The level as the list reads it: '65,000' or '5%'. */
const levelOf = (a: PriceAlert) => (isPercent(a.kind) ? `${a.value}%` : grouped(a.value))

function AlertRow({ alert, onRemove }: { alert: PriceAlert; onRemove: () => void }) {
  const t = useT()
  const places = useQuote(alert.match_id)?.price_precision
  const fired = alert.fired_price ?? ''
  return (
    <View className='alert-row' data-alert={alert.id}>
      <View className='alert-row__main'>
        <Text className='alert-row__symbol'>{alert.symbol}</Text>
        <Text className='alert-row__rule'>
          {t(KIND_KEYS[alert.kind])} {levelOf(alert)}
        </Text>
        <Text className='alert-row__state'>
          {alert.fired_at
            ? t('alerts.firedAt', {
                // at the symbol's places, as its message writes it; as sent until the symbol is read
                price: places === undefined ? grouped(fired) : thousands(fired, places),
                time: formatDateTime(alert.fired_at),
              })
            : t('alerts.waiting')}
        </Text>
      </View>
      <Button className='alert-row__remove' size='small' onPress={onRemove}>
        {t('alerts.remove')}
      </Button>
    </View>
  )
}

function AlertForm({ matchId, onSet }: { matchId: number; onSet: () => void }) {
  const t = useT()
  const quote = useQuote(matchId)
  const [kind, setKind] = useState<AlertKind>('above')
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  if (!quote) return null

  const submit = async () => {
    const typed = value.trim()
    if (!isAmount(typed, isPercent(kind) ? 2 : 18)) {
      setError(t('alerts.enterValue'))
      return
    }
    setBusy(true)
    try {
      await addAlert({ match_id: matchId, kind, value: typed })
      toast(t('alerts.set'), 'success')
      setValue('')
      setError('')
      onSet()
    } catch (e) {
      if (e instanceof ApiError) setError(e.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='alerts__form'>
      <Text className='alerts__symbol'>
        {quote.symbol} ·{' '}
        {t('alerts.now', { price: thousands(quote.now_price, quote.price_precision) })}
      </Text>
      <View className='alerts__kinds' role='radiogroup'>
        {ALERT_KINDS.map((k) => (
          <Chip key={k} circle active={k === kind} onPress={() => setKind(k)}>
            {t(KIND_KEYS[k])}
          </Chip>
        ))}
      </View>
      <Field
        name='alert-value'
        type='digit'
        label={t(isPercent(kind) ? 'alerts.percent' : 'alerts.price')}
        value={value}
        onInput={setValue}
      />
      <FormFooter block='alerts' error={error} busy={busy} onSubmit={() => void submit()}>
        {t('alerts.add')}
      </FormFooter>
    </View>
  )
}

function AlertsBody() {
  const t = useT()
  const matchId = Number(usePageQuery().match_id ?? 0)
  const { load, retry, refresh } = useDetail(useCallback(() => fetchAlerts(), []))
  usePullDownRefresh(() => {
    refresh()
    void Taro.stopPullDownRefresh()
  })
  const remove = async (id: number) => {
    try {
      toast(await deleteAlert(id), 'success')
    } catch {
      // the request wrapper has said why
    }
    refresh()
  }
  return (
    <View className='alerts'>
      {matchId > 0 ? <AlertForm matchId={matchId} onSet={refresh} /> : null}
      <Text className='alerts__note'>{t('alerts.note', { max: String(MAX_ALERTS) })}</Text>
      <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={3} />}>
        {(alerts) =>
          alerts.length === 0 ? (
            <StateView kind='empty' message={t('alerts.empty')} />
          ) : (
            <View className='alerts__list'>
              {alerts.map((a) => (
                <AlertRow key={a.id} alert={a} onRemove={() => void remove(a.id)} />
              ))}
            </View>
          )
        }
      </DetailState>
    </View>
  )
}

export default function AlertsPage() {
  return (
    <Screen>
      <AlertsBody />
    </Screen>
  )
}
