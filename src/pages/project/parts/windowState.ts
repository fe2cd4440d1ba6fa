// A project's purchase window as the screens show it while they stay open: the server's state of
// SPEC §4 at the time it answered, moved on by the clock (not started -> open -> ended) with its
// paused flag kept, and the time the next change is counted down to.
import { purchaseWindow } from '@/utils/window'
import type { Project } from '@/services/api/project'

export interface LiveWindow {
  state: 0 | 1 | 2
  /** ms until the window opens (state 2) or closes (state 1); 0 once ended */
  left: number
}

export function liveWindow(p: Project, now: number): LiveWindow {
  const start = Date.parse(p.start_at)
  const end = Date.parse(p.end_at)
  // inside its window, a 0 from the server can only be the operator's pause
  const paused = p.state === 0 && !p.allocated && end >= now && start <= now
  const state = purchaseWindow(paused ? 0 : 1, start, end, now)
  const left = state === 2 ? start - now : state === 1 ? end - now : 0
  return { state, left: Math.max(0, left) }
}
