// H5: Taro's input focuses itself through a ref while its element may not be in the document yet
// (a tab page opening, its components still loading), and the browser ignores a focus there, so a
// field asked to take focus sometimes did not. Once asked, this focuses the field inside `box` when
// it is there, trying for some frames. Mini-programs and the native app: useFocusField.ts.
import { useEffect, type RefObject } from 'react'

const MOST_FRAMES = 60

export function useFocusField(box: RefObject<HTMLElement | null>, wanted: boolean): void {
  useEffect(() => {
    if (!wanted) return undefined
    let frame = 0
    let tries = 0
    const attempt = () => {
      const input = box.current?.querySelector('input')
      if (input && document.activeElement === input) return
      input?.focus({ preventScroll: true })
      if (document.activeElement !== input && ++tries < MOST_FRAMES)
        frame = requestAnimationFrame(attempt)
    }
    frame = requestAnimationFrame(attempt)
    return () => cancelAnimationFrame(frame)
  }, [box, wanted])
}
