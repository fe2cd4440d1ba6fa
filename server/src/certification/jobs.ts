// DEMO=1 approvals on the job runner (areas.ts): certifications, and pending deposits with them.
import { approveDueRecharges } from '../deposit/public'
import { pushMessage } from '../messages/public'
import type { JobModule } from '../infra/schedule/jobModule'
import { DemoApprover } from './demoApprover'

export const certificationJobs: JobModule = (ctx, { demo, log }) => {
  if (!demo) return []
  const approver = new DemoApprover({
    db: ctx.db,
    clock: ctx.clock,
    afterMs: demo.approveAfterMs,
    jobs: [approveDueRecharges],
    push: (sent) => pushMessage(ctx.realtime, log, sent),
    onError: (err) => log.error({ err }, 'demo approval error'),
  })
  return [approver.job()]
}
