// taro-ui's button as it looks (its classes and stylesheet), made a control: AtButton draws a View a
// keyboard cannot reach, with an empty native button over it (decision 86). The native app keeps
// AtButton (index.rn.tsx), whose touchable a screen reader already announces.
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtLoading } from 'taro-ui'
import { Pressable, type DataAttributes } from '../Pressable'

export type ButtonProps = DataAttributes & {
  onPress?: () => void
  type?: 'primary' | 'secondary'
  size?: 'normal' | 'small'
  loading?: boolean
  disabled?: boolean
  /** the name a screen reader reads when the visible text does not say what the button does */
  label?: string
  className?: string
  children?: ReactNode
}

export function Button({
  onPress,
  type,
  size = 'normal',
  loading = false,
  disabled = false,
  label,
  className = '',
  children,
  ...data
}: ButtonProps) {
  const classes = [
    'at-button',
    `at-button--${size}`,
    type ? `at-button--${type}` : '',
    disabled ? 'at-button--disabled' : '',
    loading ? 'at-button--icon' : '',
    className,
  ]
  return (
    <Pressable
      {...data}
      className={classes.filter(Boolean).join(' ')}
      label={label}
      disabled={disabled}
      onPress={() => onPress?.()}
    >
      {loading ? (
        <View className='at-button__icon' aria-hidden>
          <AtLoading size={size === 'small' ? 30 : 0} />
        </View>
      ) : null}
      <View className='at-button__text'>{children}</View>
    </Pressable>
  )
}
