// Token projects' allocation on the job runner (areas.ts), unless the app was built with
// `settle: false`: every second, so a commitment is allocated within a second of the window's end.
import type { JobModule } from '../infra/schedule/jobModule'
import { pushMessage } from '../messages/public'
import { allocateRound } from './allocate'

export const PROJECT_ALLOCATE_JOB = 'project.allocate'

export const projectJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  return [
    {
      name: PROJECT_ALLOCATE_JOB,
      intervalMs: 1000,
      round: () =>
        allocateRound(ctx.db, ctx.clock, (messages) => {
          for (const message of messages) pushMessage(ctx.realtime, log, message)
        }),
    },
  ]
}
