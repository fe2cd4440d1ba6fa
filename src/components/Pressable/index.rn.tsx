// The native app's control: no Tab order or keys to handle, a role and a name for TalkBack and
// VoiceOver (React Native reads role and the aria- props on a View).
import { View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { controlAria } from './aria'
import type { PressableProps } from './index'

export type { DataAttributes, PressableProps, PressableRole } from './index'

export function Pressable(props: PressableProps) {
  const { onPress, role: _role, label: _label, selected: _selected, ...rest } = props
  const { disabled = false, className = '', children, ...data } = rest
  if (!onPress)
    return (
      <View {...data} className={className}>
        {children}
      </View>
    )
  return (
    <View
      {...data}
      {...controlAria(props)}
      className={className}
      onClick={(e: ITouchEvent) => {
        e.stopPropagation?.()
        if (!disabled) onPress()
      }}
    >
      {children}
    </View>
  )
}
