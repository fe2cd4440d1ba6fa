// Mini-programs and the native app have no keyboard focus to keep: their hosts draw the dialog over
// the page and their screen readers stay in it. The browser's side is useFocusTrap.h5.ts.
import { useRef } from 'react'

export function useFocusTrap(_open: boolean, _onEscape?: () => void) {
  return useRef<HTMLElement | null>(null)
}
