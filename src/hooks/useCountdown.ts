import { useCallback, useEffect, useState } from 'react'

/** Whole seconds left of a countdown started with `start(seconds)`; 0 when idle. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [end, setEnd] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (end <= now) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [end, now])
  const start = useCallback((seconds: number) => {
    const at = Date.now()
    setNow(at)
    setEnd(at + seconds * 1000)
  }, [])
  return { left: Math.max(0, Math.ceil((end - now) / 1000)), start }
}
