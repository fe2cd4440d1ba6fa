// What a dialog does with the keyboard (WAI-ARIA's dialog pattern, issue 47): while it is open, focus
// moves into it, Tab and Shift+Tab go round its controls and never reach the page behind, Escape
// dismisses it when it can be dismissed, and when it closes (or leaves the page) focus goes back to
// the control that opened it. A dialog opened over another one holds the keyboard until it closes.
// Mini-programs and the native app: useFocusTrap.ts.
import { useEffect, useRef } from 'react'
import { trapStep } from '@/utils/focusTrap'

const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/** The open dialogs, the newest last: only it answers the keyboard. */
const stack: HTMLElement[] = []

function controlsIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[aria-hidden="true"], [hidden]') && (el.checkVisibility?.() ?? true),
  )
}

/** Moves focus to the dialog's first control (the dialog itself when it has none) unless something
 *  inside has taken it (a search field that focuses itself). The box becomes visible with the class
 *  that opens it, after this render: focus() on a box not yet shown does nothing, so it is tried
 *  again for a few frames. */
function focusInto(dialog: HTMLElement): () => void {
  let frame = 0
  let tries = 0
  const attempt = () => {
    if (dialog.contains(document.activeElement)) return
    ;(controlsIn(dialog)[0] ?? dialog).focus({ preventScroll: true })
    if (!dialog.contains(document.activeElement) && ++tries < 10)
      frame = requestAnimationFrame(attempt)
  }
  attempt()
  return () => cancelAnimationFrame(frame)
}

/**
 * The box of a dialog that is `isOpen`; `onEscape` dismisses it (absent: Escape does nothing, the
 * dialog asks for an answer). The box takes focus itself when it holds no control.
 */
export function useFocusTrap(isOpen: boolean, onEscape?: () => void) {
  const box = useRef<HTMLElement | null>(null)
  // the page's latest handler, without setting the trap again at each render
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  }, [onEscape])
  useEffect(() => {
    const dialog = box.current
    if (!isOpen || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    stack.push(dialog)
    const stopFocusing = focusInto(dialog)
    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== dialog) return
      if (e.key === 'Escape') {
        if (!escape.current) return
        e.preventDefault()
        escape.current()
        return
      }
      if (e.key !== 'Tab') return
      e.preventDefault()
      const controls = controlsIn(dialog)
      const active = document.activeElement as HTMLElement | null
      const next = trapStep(controls.length, active ? controls.indexOf(active) : -1, e.shiftKey)
      ;(controls[next] ?? dialog).focus()
    }
    // capture: a control inside that handles its own keys (Pressable stops Enter and Space) does
    // not hide Tab and Escape from the dialog
    document.addEventListener('keydown', onKey, true)
    return () => {
      stopFocusing()
      document.removeEventListener('keydown', onKey, true)
      stack.splice(stack.indexOf(dialog), 1)
      const inside =
        !document.activeElement ||
        document.activeElement === document.body ||
        dialog.contains(document.activeElement)
      if (inside && opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [isOpen])
  return box
}
