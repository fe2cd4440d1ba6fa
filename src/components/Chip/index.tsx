// taro-ui's AtTag as it looks (its classes and stylesheet), drawn on a Pressable: AtTag is a View no
// keyboard reaches (issue 47, decision 87). A chip with `active` is one choice of a group (a radio
// in the group's `radiogroup`); without it, a button (a quick amount); without `onPress`, a label.
// The native app keeps AtTag (index.rn.tsx).
import type { ReactNode } from 'react'
import { Pressable } from '../Pressable'

export interface ChipProps {
  /** one choice of a group: whether it is the chosen one */
  active?: boolean
  onPress?: () => void
  size?: 'normal' | 'small'
  circle?: boolean
  disabled?: boolean
  className?: string
  children?: ReactNode
}

export function Chip({
  active,
  onPress,
  size = 'normal',
  circle = false,
  disabled = false,
  className = '',
  children,
}: ChipProps) {
  const classes = [
    'at-tag',
    `at-tag--${size}`,
    active ? 'at-tag--active' : '',
    circle ? 'at-tag--circle' : '',
    disabled ? 'at-tag--disabled' : '',
    className,
  ]
  return (
    <Pressable
      className={classes.filter(Boolean).join(' ')}
      role={active === undefined ? 'button' : 'radio'}
      selected={active}
      disabled={disabled}
      onPress={onPress}
    >
      {children}
    </Pressable>
  )
}
