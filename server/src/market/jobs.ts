// The market's ticks as a job of the runner (areas.ts): every node advances its own feed to the
// clock's time just after each 250 ms grid step (its ticks are computed, not shared, DESIGN §9).
import type { JobModule } from '../infra/schedule/jobModule'
import { TICK_MS } from './grid'
import { untilNextStep } from './simulatedFeed'

export const TICKS_JOB = 'market.ticks'

export const marketJobs: JobModule = ({ feed, clock }) => [
  {
    name: TICKS_JOB,
    intervalMs: TICK_MS,
    nextDelay: () => untilNextStep(clock.now().getTime()),
    round: () => feed.advanceTo(clock.now().getTime()),
  },
]
