// The one runner of every background job (DESIGN §9 "Exactly once across nodes"). Features hand
// in their jobs through areas.ts; app.ts starts the runner at listen and stops it at close, and
// only on the system clock: under a test clock nothing runs by itself, and a test (or
// tests/support/clockedServer.ts) moves the clock and calls runDue(), or runJob() for one job.
// Times are the clock's, so a moved clock makes jobs due exactly as the passing of that time would
// have.
// Rounds of one job never overlap on a node; several nodes run the same jobs at once, which is
// why a round claims its rows (claim.ts) instead of trusting that it is alone.
import type { Clock } from '../clock'
import { isDbUnavailable } from '../db/availability'

export interface Job {
  /** unique within a runner: names the job in error reports and in runDue()'s answer */
  readonly name: string
  /** the wait between rounds, and after a failed round before it is tried again (ms) */
  readonly intervalMs: number
  /**
   * The wait after a round that succeeded, for a job that knows when its next work comes due
   * (the seconds-trade settler); intervalMs when absent.
   */
  readonly nextDelay?: () => number | Promise<number>
  /** does what is due by the clock's now; may resolve to how many things it did */
  readonly round: () => Promise<number | void> | number | void
  /** where this job's failures go; the runner's onError when absent */
  readonly onError?: (err: unknown) => void
}

/** What one round came to: how many things it did, or why it failed. */
export type RoundOutcome = { ok: true; done: number } | { ok: false; error: unknown }

export interface JobRunnerOptions {
  clock: Clock
  /** reports a job's failed round (or failed nextDelay) when the job has no onError of its own */
  onError: (err: unknown, job: string) => void
}

interface Entry {
  job: Job
  /** when the next round is due, on the clock (ms) */
  dueAt: number
  timer?: NodeJS.Timeout
  /** the job's rounds, one after another: a round asked for while one runs waits for it */
  rounds: Promise<unknown>
}

export class JobRunner {
  private readonly entries = new Map<string, Entry>()
  private running = false

  constructor(private readonly options: JobRunnerOptions) {}

  /** Registers `job`, due at once; a running runner starts its first round now. */
  add(job: Job): void {
    if (this.entries.has(job.name)) throw new Error(`job ${job.name} is registered twice`)
    const entry: Entry = { job, dueAt: this.now(), rounds: Promise.resolve() }
    this.entries.set(job.name, entry)
    if (this.running) void this.run(entry)
  }

  /** The registered jobs' names, in the order they were added. */
  names(): string[] {
    return [...this.entries.keys()]
  }

  /** Runs every job from now on by itself: a round at once, then each after its wait. */
  start(): void {
    if (this.running) return
    this.running = true
    for (const entry of this.entries.values()) void this.run(entry)
  }

  /**
   * Runs no more rounds by itself and waits for those under way (and asked for), so the database
   * can close after it.
   */
  async stop(): Promise<void> {
    this.running = false
    for (const entry of this.entries.values()) {
      clearTimeout(entry.timer)
      entry.timer = undefined
    }
    await Promise.all([...this.entries.values()].map((entry) => entry.rounds))
  }

  /**
   * Runs a round of every job now instead of at the end of its wait, when the runner runs by
   * itself: for the database's return, after which the work that came due meanwhile (trades to
   * settle, quotes to renew) should not wait out each job's retry interval.
   */
  wake(): void {
    if (!this.running) return
    for (const entry of this.entries.values()) {
      clearTimeout(entry.timer)
      entry.timer = undefined
      void this.run(entry)
    }
  }

  /**
   * Runs a round of every job whose wait has passed on the clock, all at once, as their timers
   * would have; resolves, per job that ran, to what its round came to. Failures are also
   * reported, as any round's are.
   */
  runDue(): Promise<Record<string, RoundOutcome>> {
    const now = this.now()
    return this.runEach([...this.entries.values()].filter((entry) => entry.dueAt <= now))
  }

  /** Runs a round of every job, due or not. */
  runAll(): Promise<Record<string, RoundOutcome>> {
    return this.runEach([...this.entries.values()])
  }

  /**
   * Runs a round of job `name` now, due or not, after any round of it under way; resolves to how
   * many things the round did and rejects with its error (reported too, as any round's is).
   */
  async runJob(name: string): Promise<number> {
    const entry = this.entries.get(name)
    if (!entry) throw new Error(`no job ${name} is registered`)
    const outcome = await this.run(entry)
    if (!outcome.ok) throw outcome.error
    return outcome.done
  }

  private async runEach(entries: Entry[]): Promise<Record<string, RoundOutcome>> {
    const outcomes = await Promise.all(entries.map((entry) => this.run(entry)))
    return Object.fromEntries(entries.map((entry, i) => [entry.job.name, outcomes[i]]))
  }

  private run(entry: Entry): Promise<RoundOutcome> {
    const round = entry.rounds.then(() => this.round(entry))
    entry.rounds = round
    return round
  }

  private async round(entry: Entry): Promise<RoundOutcome> {
    const { job } = entry
    clearTimeout(entry.timer)
    entry.timer = undefined
    let outcome: RoundOutcome
    let delay = job.intervalMs
    try {
      const done = await job.round()
      outcome = { ok: true, done: typeof done === 'number' ? done : 0 }
    } catch (err) {
      // The round's transaction rolled back: its rows are still due, for the next round anywhere.
      outcome = { ok: false, error: err }
      this.report(job, err)
    }
    if (outcome.ok && job.nextDelay) {
      try {
        delay = await job.nextDelay()
      } catch (err) {
        this.report(job, err)
      }
    }
    if (!(delay >= 0)) delay = job.intervalMs
    entry.dueAt = this.now() + delay
    if (this.running) {
      entry.timer = setTimeout(() => {
        if (this.running) void this.run(entry)
      }, delay)
      // A pending round must not keep a process alive that has nothing else to do.
      entry.timer.unref()
    }
    return outcome
  }

  private report(job: Job, err: unknown): void {
    // The database going away is reported once, where it is found (db/availability.ts): every
    // round fails at once until it is back, and the rounds after that run as before.
    if (isDbUnavailable(err)) return
    try {
      if (job.onError) job.onError(err)
      else this.options.onError(err, job.name)
    } catch (again) {
      // A reporter that throws must not stop the job's rounds.
      this.options.onError(again, job.name)
    }
  }

  private now(): number {
    return this.options.clock.now().getTime()
  }
}
