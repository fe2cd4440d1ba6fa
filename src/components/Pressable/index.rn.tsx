// The native app's control: no Tab order or keys to handle, a role and a name for TalkBack and
// VoiceOver (React Native reads role and the aria- props on a View).
import { View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import type { PressableProps, PressableRole } from './index'

export type { DataAttributes, PressableProps, PressableRole } from './index'

const CHECKED: ReadonlySet<PressableRole> = new Set(['switch', 'checkbox', 'radio'])

export function Pressable({
  onPress,
  role = 'button',
  label,
  disabled = false,
  selected,
  className = '',
  children,
  ...data
}: PressableProps) {
  if (!onPress)
    return (
      <View {...data} className={className}>
        {children}
      </View>
    )
  return (
    <View
      {...data}
      className={className}
      role={role}
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-selected={selected !== undefined && !CHECKED.has(role) ? selected : undefined}
      aria-checked={selected !== undefined && CHECKED.has(role) ? selected : undefined}
      onClick={(e: ITouchEvent) => {
        e.stopPropagation?.()
        if (!disabled) onPress()
      }}
    >
      {children}
    </View>
  )
}
