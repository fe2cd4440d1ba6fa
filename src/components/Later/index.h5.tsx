// H5: a part of a page drawn some tasks after the page's first paint rather than with it. Under a
// slow CPU a long page drawn at once is one long task: the browser can neither paint what is ready
// nor answer a tap until it ends. Drawn in parts, each is a task of its own, and what the user sees
// first paints first. For parts below the first screen or after what the page is opened for; the
// part's place is empty until then, and nothing above it moves.
import { useEffect, useState } from 'react'
import type { LaterProps } from './index'

export function Later({ children, after = 1 }: LaterProps) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let left = after
    const next = () => {
      timer = setTimeout(() => (--left > 0 ? next() : setShown(true)))
    }
    const frame = requestAnimationFrame(next)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [after])
  return shown ? <>{children}</> : null
}
