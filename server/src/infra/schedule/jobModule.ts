// What a feature's jobs.ts exports for areas.ts: given the app's context, the jobs it runs.
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context'
import type { Job } from './runner'

/** What buildApp's options say about jobs, beyond the context. */
export interface JobSettings {
  /** AppDeps.settle: a feature's settlement jobs (settling, paying, expiring) unless false */
  settle: boolean
  /** AppDeps.demo: DEMO=1 approvals when present */
  demo?: { approveAfterMs?: number }
  log: FastifyBaseLogger
}

export type JobModule = (ctx: AppContext, settings: JobSettings) => readonly Job[]
