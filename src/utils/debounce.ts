// Trailing-edge debounce (SPEC §9: 500 ms), used for search boxes and repeated taps.

export const DEBOUNCE_MS = 500

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops a pending call, e.g. when the screen unmounts. */
  cancel(): void
  /** Runs a pending call now, e.g. before submitting what the user has typed so far. */
  flush(): void
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait = DEBOUNCE_MS,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined

  const run = () => {
    const args = pending
    timer = undefined
    pending = undefined
    if (args) fn(...args)
  }

  const debounced = (...args: A) => {
    pending = args
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(run, wait)
  }

  return Object.assign(debounced, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      pending = undefined
    },
    flush() {
      if (timer === undefined) return
      clearTimeout(timer)
      run()
    },
  })
}
