// What a screen reader is told of a control, the same on every platform (index.tsx, index.rn.tsx).
import type { PressableProps, PressableRole } from './index'

const CHECKED: ReadonlySet<PressableRole> = new Set(['switch', 'checkbox', 'radio'])

export function controlAria({
  role = 'button',
  label,
  disabled = false,
  selected,
}: PressableProps) {
  return {
    role,
    'aria-label': label,
    'aria-disabled': disabled || undefined,
    // tabs and options are selected; switches, checkboxes and radios are checked
    'aria-selected': CHECKED.has(role) ? undefined : selected,
    'aria-checked': CHECKED.has(role) ? selected : undefined,
  }
}
