// The one control for everything a user presses that is not a text field: a button, a link, a tab,
// a switch. Taro's View is not a control to a browser, so this one gives it what a native button
// has (issue 47): a role and a name for screen readers, a place in the Tab order, Enter and Space,
// and the focus ring the app's stylesheet draws for `.pressable:focus-visible`. Mini-programs
// ignore the keyboard parts; the native app has its own file.
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { controlAria } from './aria'

export type PressableRole =
  'button' | 'link' | 'tab' | 'switch' | 'checkbox' | 'radio' | 'menuitem' | 'option'

/** `data-*` attributes pass through to the element, where tests and styles find it */
export type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined }

export type PressableProps = DataAttributes & {
  /** absent: the same box, not a control (a row that opens only in some states) */
  onPress?: () => void
  role?: PressableRole
  /** the name a screen reader reads, when the visible text does not name the control (an icon) */
  label?: string
  disabled?: boolean
  /** tabs and options: the chosen one; switches, checkboxes and radios: on */
  selected?: boolean
  /** what a scroll view scrolls into view (components/Tabs) */
  id?: string
  className?: string
  children?: ReactNode
}

export function Pressable(props: PressableProps) {
  const { onPress, role: _role, label: _label, selected: _selected, ...rest } = props
  const { disabled = false, className = '', children, id, ...data } = rest
  if (!onPress)
    return (
      <View {...data} id={id} className={className}>
        {children}
      </View>
    )
  // the innermost control takes the press: a star inside a row does not also open the row
  const press = (e: ITouchEvent | KeyboardEvent) => {
    e.stopPropagation()
    if (!disabled) onPress()
  }
  return (
    <View
      {...data}
      {...controlAria(props)}
      id={id}
      className={`pressable ${className}`}
      tabIndex={0}
      onClick={press}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'Enter' && e.key !== ' ') return
        // Space would scroll the page
        e.preventDefault()
        press(e)
      }}
    >
      {children}
    </View>
  )
}
