// The Trade tab's modes: seconds trading on this tab, spot and leveraged trading on pages of their
// own (decision 61). All show the switch in the same place, so moving between them reads as one
// screen. Copy-trading, which copies leveraged positions, is reached from beside it.
import { View } from '@tarojs/components'
import { Pressable } from '../Pressable'
import { useProductsOff } from '@/hooks/useProductsOff'
import { useT } from '@/hooks/useT'
import { FOLLOW } from '@/routes'
import { navigate } from '@/services/router'
import type { TradeMode } from '@/stores/tradeMode'
import './index.scss'

export interface ModeSwitchProps {
  mode: TradeMode
  onChoose: (mode: TradeMode) => void
}

const MODES: readonly [TradeMode, string][] = [
  ['seconds', 'trade.mode.seconds'],
  ['spot', 'trade.mode.spot'],
  ['lever', 'trade.mode.lever'],
]

export function ModeSwitch({ mode, onChoose }: ModeSwitchProps) {
  const t = useT()
  // a mode switched off where the user is has no tab; this page's own says why in its place
  const off = new Set(useProductsOff().map((p) => p.product))
  return (
    <View className='mode-switch' data-section='mode'>
      <View className='mode-switch__tabs' role='tablist'>
        {MODES.filter(([value]) => value === mode || !off.has(value)).map(([value, label]) => (
          <Pressable
            key={value}
            role='tab'
            selected={value === mode}
            className={`mode-switch__tab${value === mode ? ' mode-switch__tab--active' : ''}`}
            data-mode={value}
            onPress={() => value !== mode && onChoose(value)}
          >
            {t(label)}
          </Pressable>
        ))}
      </View>
      {off.has('follow') ? null : (
        <Pressable className='mode-switch__copy' role='link' onPress={() => void navigate(FOLLOW)}>
          {t('trade.mode.copy')}
        </Pressable>
      )}
    </View>
  )
}
