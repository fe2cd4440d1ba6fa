// Attributes for the <input> Taro's input element draws inside itself (its name for a screen
// reader, the phone's keypad), which taro-ui's AtInput has no prop to pass. The element may draw
// the <input> after this effect has run, so it is watched. Mini-programs: useInputAttributes.ts.
import { useEffect, useRef } from 'react'

export function useInputAttributes(attributes: Record<string, string>) {
  const box = useRef<HTMLElement | null>(null)
  const key = JSON.stringify(attributes)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const wanted = JSON.parse(key) as Record<string, string>
    const mark = () => {
      for (const input of el.querySelectorAll('input, textarea'))
        for (const [name, value] of Object.entries(wanted))
          if (input.getAttribute(name) !== value) input.setAttribute(name, value)
    }
    mark()
    const observer = new MutationObserver(mark)
    observer.observe(el, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [key])
  return box
}
