// What a polite live region says of a value that changes many times a second (a live price): a
// screen reader that spoke every change would say nothing else (issue 47). The newest value is
// said once the last saying is `gap` old, and only when it differs from what the user last heard.

export interface ThrottledSpeech {
  /** the value as it is now */
  offer(text: string): void
  /** nothing more is said (the value lost focus) */
  stop(): void
}

/**
 * `heard`: what the user has just heard (the screen reader read it on focus), which starts the
 * first gap; `say` puts a text in the region.
 */
export function throttledSpeech(
  say: (text: string) => void,
  gap: number,
  heard: string,
): ThrottledSpeech {
  let said = heard
  let saidAt = Date.now()
  let latest = heard
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false

  const flush = () => {
    timer = null
    if (stopped || latest === said) return
    said = latest
    saidAt = Date.now()
    say(latest)
  }

  return {
    offer(text) {
      if (stopped) return
      latest = text
      if (timer || latest === said) return
      // clamped: a wall clock set back must not hold the next saying for longer than one gap
      timer = setTimeout(flush, Math.min(gap, Math.max(0, saidAt + gap - Date.now())))
    },
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
