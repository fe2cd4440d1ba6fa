// The period and indicator tabs of both k-line pages.
import { View } from '@tarojs/components'
import { Pressable } from '../Pressable'
import type { Period } from '@wire/market'
import { useT } from '@/hooks/useT'
import { INDICATORS, type Indicator } from './lines'
import { PERIODS, periodLabel } from './params'
import './controls.scss'

interface TabsProps<V extends string> {
  options: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
  compact?: boolean
  className?: string
}

function Tabs<V extends string>({
  options,
  value,
  onChange,
  compact,
  className = '',
}: TabsProps<V>) {
  return (
    <View
      className={`kline-tabs${compact ? ' kline-tabs--compact' : ''} ${className}`}
      role='tablist'
    >
      {options.map((o) => (
        <Pressable
          key={o.value}
          role='tab'
          selected={o.value === value}
          className={`kline-tabs__item${o.value === value ? ' kline-tabs__item--active' : ''}`}
          onPress={() => onChange(o.value)}
        >
          {o.label}
        </Pressable>
      ))}
    </View>
  )
}

export interface PeriodTabsProps {
  value: Period
  onChange: (period: Period) => void
  compact?: boolean
  /** all of them unless given */
  periods?: readonly Period[]
}

export function PeriodTabs({ value, onChange, compact, periods = PERIODS }: PeriodTabsProps) {
  const t = useT()
  const options = periods.map((p) => ({ value: p, label: periodLabel(p, t) }))
  return <Tabs options={options} value={value} onChange={onChange} compact={compact} />
}

export interface IndicatorTabsProps {
  value: Indicator
  onChange: (indicator: Indicator) => void
  compact?: boolean
}

/** MACD, KDJ, RSI, BOLL: names every platform shows untranslated. */
export function IndicatorTabs({ value, onChange, compact }: IndicatorTabsProps) {
  const options = INDICATORS.map((i) => ({ value: i, label: i }))
  return (
    <Tabs
      options={options}
      value={value}
      onChange={onChange}
      compact={compact}
      className='kline-tabs--indicators'
    />
  )
}
