// Exports (issue 32 item 5), opened from Me: one of the lists the app shows (account records;
// seconds, spot and leverage orders; deposits; withdrawals), the rows of a period written as a CSV
// file by the server, part by part with the progress shown and a way to stop. The file is handed
// over by a tap: downloaded on H5, sent to a chat on WeChat.
import { useRef, useState } from 'react'
import { Picker, Text, View } from '@tarojs/components'
import { Chip } from '@/components/Chip'
import { Button } from '@/components/Button'
import dayjs, { type Dayjs } from 'dayjs'
import { EXPORT_KINDS, EXPORT_MAX_DAYS, type ExportKind } from '@wire/exports'
import { utcOffsetName } from '@common/utcOffset'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { exportCsv, type ExportProgress } from '@/services/api/exports'
import { ApiError } from '@/services/http'
import { saveTextFile, type SavedFile } from '@/services/saveFile'
import { toast } from '@/services/toast'
import { grouped } from '@/utils/format'
import './exports.scss'
import { isH5, isNative, isWeapp } from '@/services/platform'

const KIND_KEYS: Record<ExportKind, string> = {
  records: 'exports.kind.records',
  seconds: 'exports.kind.seconds',
  spot: 'exports.kind.spot',
  lever: 'exports.kind.lever',
  deposits: 'exports.kind.deposits',
  withdrawals: 'exports.kind.withdrawals',
}

const PRESETS = ['thisMonth', 'lastMonth', 'last3Months', 'thisYear'] as const
type Preset = (typeof PRESETS)[number]

const PRESET_KEYS: Record<Preset, string> = {
  thisMonth: 'exports.preset.thisMonth',
  lastMonth: 'exports.preset.lastMonth',
  last3Months: 'exports.preset.last3Months',
  thisYear: 'exports.preset.thisYear',
}

const SAVED_KEYS: Record<SavedFile, string> = {
  downloaded: 'exports.downloaded',
  shared: 'exports.shared',
  kept: 'exports.kept',
}

/** What the save button says on this platform. */
const SAVE_KEY = isH5()
  ? 'exports.download'
  : isWeapp()
    ? 'exports.share'
    : isNative()
      ? 'exports.shareFile'
      : 'exports.save'

const DAY = 'YYYY-MM-DD'

interface Period {
  start: string
  end: string
}

function presetPeriod(preset: Preset, today: Dayjs): Period {
  const month = today.startOf('month')
  const first = {
    thisMonth: month,
    lastMonth: month.subtract(1, 'month'),
    last3Months: month.subtract(2, 'month'),
    thisYear: today.startOf('year'),
  }[preset]
  const last = preset === 'lastMonth' ? month.subtract(1, 'day') : today
  return { start: first.format(DAY), end: last.format(DAY) }
}

/** The period's length in days, or 0 when it ends before it starts. */
function daysOf({ start, end }: Period): number {
  const days = dayjs(end).diff(dayjs(start), 'day') + 1
  return days > 0 ? days : 0
}

interface TagChoiceProps<T extends string> {
  options: readonly T[]
  chosen: T | null
  disabled: boolean
  label: (option: T) => string
  onChoose: (option: T) => void
}

/** One of a few options as a row of tags. */
function TagChoice<T extends string>({
  options,
  chosen,
  disabled,
  label,
  onChoose,
}: TagChoiceProps<T>) {
  return (
    <View className='exports__kinds' role='radiogroup'>
      {options.map((o) => (
        <Chip key={o} circle active={o === chosen} disabled={disabled} onPress={() => onChoose(o)}>
          {label(o)}
        </Chip>
      ))}
    </View>
  )
}

interface DayPickerProps {
  which: 'start' | 'end'
  value: string
  disabled: boolean
  onChange: (day: string) => void
}

/** One end of the period, a day up to today. */
function DayPicker({ which, value, disabled, onChange }: DayPickerProps) {
  const t = useT()
  return (
    <Picker
      mode='date'
      value={value}
      end={dayjs().format(DAY)}
      disabled={disabled}
      onChange={(e) => onChange(String(e.detail.value))}
    >
      <View className='exports__day' role='button'>
        <Text className='exports__day-label'>
          {t(which === 'start' ? 'exports.from' : 'exports.to')}
        </Text>
        <Text className='exports__day-value' data-day={which}>
          {value}
        </Text>
      </View>
    </Picker>
  )
}

interface Done {
  name: string
  csv: string
  rows: number
}

function ProgressBar({ progress }: { progress: ExportProgress }) {
  const t = useT()
  const percent = progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0
  return (
    <View className='exports__progress'>
      <View
        className='exports__bar'
        role='progressbar'
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <View className='exports__bar-fill' style={{ width: `${percent}%` }} />
      </View>
      <Text className='exports__count'>
        {t('exports.progress', { done: grouped(progress.done), total: grouped(progress.total) })}
      </Text>
    </View>
  )
}

function ExportsBody() {
  const t = useT()
  const today = dayjs()
  const offset = today.utcOffset()
  const [kind, setKind] = useState<ExportKind>('records')
  const [preset, setPreset] = useState<Preset | null>('thisMonth')
  const [period, setPeriod] = useState<Period>(() => presetPeriod('thisMonth', today))
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const [done, setDone] = useState<Done | null>(null)
  const [error, setError] = useState('')
  const stop = useRef(false)

  const choose = (next: Partial<Period>, chosen: Preset | null = null) => {
    setPeriod((p) => ({ ...p, ...next }))
    setPreset(chosen)
    setDone(null)
    setError('')
  }

  const start = async () => {
    const days = daysOf(period)
    if (days < 1 || days > EXPORT_MAX_DAYS) {
      setError(t('exports.periodInvalid', { days: String(EXPORT_MAX_DAYS) }))
      return
    }
    setError('')
    setDone(null)
    stop.current = false
    setProgress({ done: 0, total: 0 })
    try {
      const file = await exportCsv(
        { kind, ...period, offset: String(offset) },
        setProgress,
        () => stop.current,
      )
      if (!file) toast(t('exports.cancelled'))
      else if (file.rows === 0) setError(t('exports.empty'))
      else setDone({ name: `${kind}_${period.start}_${period.end}.csv`, ...file })
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('exports.failed'))
    } finally {
      setProgress(null)
    }
  }

  const save = async (file: Done) => {
    try {
      const saved = await saveTextFile(file.name, file.csv, 'text/csv')
      toast(t(SAVED_KEYS[saved], { name: file.name }), 'success')
    } catch {
      toast(t('exports.saveFailed'))
    }
  }

  const busy = progress !== null
  return (
    <View className='exports'>
      <Text className='exports__label'>{t('exports.what')}</Text>
      <TagChoice
        options={EXPORT_KINDS}
        chosen={kind}
        disabled={busy}
        label={(k) => t(KIND_KEYS[k])}
        onChoose={(k) => {
          setKind(k)
          setDone(null)
        }}
      />
      <Text className='exports__label'>{t('exports.period')}</Text>
      <TagChoice
        options={PRESETS}
        chosen={preset}
        disabled={busy}
        label={(p) => t(PRESET_KEYS[p])}
        onChoose={(p) => choose(presetPeriod(p, dayjs()), p)}
      />
      <View className='exports__days'>
        <DayPicker
          which='start'
          value={period.start}
          disabled={busy}
          onChange={(start) => choose({ start })}
        />
        <DayPicker
          which='end'
          value={period.end}
          disabled={busy}
          onChange={(end) => choose({ end })}
        />
      </View>
      <Text className='exports__note'>
        {t('exports.note', { clock: utcOffsetName(offset), days: String(EXPORT_MAX_DAYS) })}
      </Text>
      {progress ? (
        <View className='exports__running'>
          <ProgressBar progress={progress} />
          <Button
            className='exports__cancel'
            size='small'
            onPress={() => {
              stop.current = true
            }}
          >
            {t('exports.cancel')}
          </Button>
        </View>
      ) : null}
      {done ? (
        <View className='exports__done'>
          <Text className='exports__file'>{t('exports.ready', { name: done.name })}</Text>
          <Text className='exports__count'>{t('exports.rows', { rows: grouped(done.rows) })}</Text>
          <Button className='exports__save' type='primary' onPress={() => void save(done)}>
            {t(SAVE_KEY)}
          </Button>
        </View>
      ) : null}
      <FormFooter block='exports' error={error} busy={busy} onSubmit={() => void start()}>
        {t('exports.start')}
      </FormFooter>
    </View>
  )
}

export default function ExportsPage() {
  return (
    <Screen>
      <ExportsBody />
    </Screen>
  )
}
