// The house's market maker on the job runner (areas.ts): a round over every spot book each
// refresh_ms (settable while running), unless the app was built with `settle: false`. Every node
// runs it; each book is quoted under its lock, so a second node finds the quotes in place.
import type { JobModule } from '../infra/schedule/jobModule'
import { marketMakerRound, readMakerSettings } from './marketMaker'
import { pushBookChange } from './push'

export const MARKET_MAKER_JOB = 'spot.marketMaker'

export const spotJobs: JobModule = (ctx, { settle, log }) =>
  settle
    ? [
        {
          name: MARKET_MAKER_JOB,
          intervalMs: 3000,
          nextDelay: async () => (await readMakerSettings(ctx.db)).refreshMs,
          round: async () => {
            const changes = await marketMakerRound(ctx.db, ctx.clock, ctx.feed)
            for (const change of changes) pushBookChange(ctx.realtime, ctx.feed, log, change)
            return changes.length
          },
        },
      ]
    : []
