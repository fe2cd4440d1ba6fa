// The one job runner (server/src/infra/schedule/runner.ts): it runs every registered job, reports a
// failed round and runs it again after its interval, never overlaps a job's rounds, runs one job
// when asked (runJob), and stop() waits for a round under way. That each job's work happens once
// across nodes is jobsOnce.test.ts.
import { ManualClock, systemClock } from '../../../server/src/infra/clock'
import { JobRunner, type Job, type RoundOutcome } from '../../../server/src/infra/schedule/runner'
import { DbUnavailableError } from '../../../server/src/infra/db/availability'

function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

const until = async (done: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('the job runner', () => {
  const errors: { job: string; err: unknown }[] = []
  beforeEach(() => {
    errors.length = 0
  })
  const runnerOn = (clock: ManualClock | typeof systemClock) =>
    new JobRunner({ clock, onError: (err, job) => errors.push({ job, err }) })

  it('runs each registered job when due on the clock, and again after its wait', async () => {
    const clock = new ManualClock()
    const runner = runnerOn(clock)
    const ran: string[] = []
    runner.add({ name: 'every.second', intervalMs: 1000, round: () => void ran.push('second') })
    let next = 300
    runner.add({
      name: 'as.due',
      intervalMs: 1000,
      nextDelay: () => next,
      round: async () => {
        ran.push('due')
        return 7
      },
    })
    expect(runner.names()).toEqual(['every.second', 'as.due'])
    expect(await runner.runDue()).toEqual({
      'every.second': { ok: true, done: 0 },
      'as.due': { ok: true, done: 7 },
    })
    // nothing is due before its wait has passed
    expect(await runner.runDue()).toEqual({})
    clock.advance(300)
    next = 1000
    expect(Object.keys(await runner.runDue())).toEqual(['as.due'])
    clock.advance(700)
    expect(Object.keys(await runner.runDue())).toEqual(['every.second'])
    expect(Object.keys(await runner.runAll())).toEqual(['every.second', 'as.due'])
    expect(ran).toEqual(['second', 'due', 'due', 'second', 'second', 'due'])
    expect(errors).toEqual([])
    expect(() => runner.add({ name: 'as.due', intervalMs: 1, round: () => undefined })).toThrow(
      /twice/,
    )
  })

  it('reports a failed round with its job, and runs the job again after its interval', async () => {
    const clock = new ManualClock()
    const runner = runnerOn(clock)
    let calls = 0
    const own: unknown[] = []
    runner.add({
      name: 'flaky',
      intervalMs: 500,
      // a failed round waits the interval, not what nextDelay would say
      nextDelay: () => 0,
      round: async () => {
        if (++calls === 1) throw new Error('database away')
        return 1
      },
    })
    runner.add({
      name: 'reports.itself',
      intervalMs: 500,
      round: () => {
        throw new Error('own failure')
      },
      onError: (err) => own.push(err),
    })
    const first = await runner.runDue()
    expect(first.flaky).toEqual({ ok: false, error: new Error('database away') })
    expect(errors).toEqual([{ job: 'flaky', err: new Error('database away') }])
    expect(own).toEqual([new Error('own failure')])
    expect(await runner.runDue()).toEqual({})
    clock.advance(500)
    const second: Record<string, RoundOutcome> = await runner.runDue()
    expect(second.flaky).toEqual({ ok: true, done: 1 })
    expect(errors).toHaveLength(1)
    expect(own).toHaveLength(2)
  })

  it('never runs two rounds of one job at once on a node', async () => {
    const runner = runnerOn(new ManualClock())
    let running = 0
    let most = 0
    runner.add({
      name: 'slow',
      intervalMs: 1000,
      round: async () => {
        most = Math.max(most, ++running)
        await new Promise((r) => setTimeout(r, 5))
        running--
      },
    })
    await Promise.all([runner.runAll(), runner.runAll(), runner.runAll()])
    expect(most).toBe(1)
  })

  it('runJob() runs one job now, after its round under way, and answers what the round did', async () => {
    const clock = new ManualClock()
    const runner = runnerOn(clock)
    const slow = gate()
    const ran: string[] = []
    let fail = false
    runner.add({
      name: 'counts',
      intervalMs: 1000,
      round: async () => {
        ran.push('counts started')
        await slow.opened
        ran.push('counts ended')
        if (fail) throw new Error('counts failed')
        return 3
      },
    })
    runner.add({ name: 'other', intervalMs: 1000, round: () => void ran.push('other') })
    const due = runner.runDue()
    const asked = runner.runJob('counts')
    await until(() => ran.includes('counts started'))
    slow.open()
    expect(await asked).toBe(3)
    await due
    // the asked round waited for the one under way, and ran no other job
    expect(ran).toEqual([
      'counts started',
      'other',
      'counts ended',
      'counts started',
      'counts ended',
    ])
    // not due (its wait starts again), yet run when asked
    expect(await runner.runDue()).toEqual({})
    expect(await runner.runJob('counts')).toBe(3)
    fail = true
    await expect(runner.runJob('counts')).rejects.toThrow('counts failed')
    expect(errors).toEqual([{ job: 'counts', err: new Error('counts failed') }])
    await expect(runner.runJob('missing')).rejects.toThrow(/missing/)
  })

  it('on the system clock runs by itself once started, retrying a failed round', async () => {
    const runner = runnerOn(systemClock)
    let calls = 0
    runner.add({
      name: 'tries',
      intervalMs: 5,
      round: async () => {
        if (++calls === 1) throw new Error('first round fails')
      },
    })
    runner.start()
    try {
      await until(() => calls >= 3)
      expect(errors).toEqual([{ job: 'tries', err: new Error('first round fails') }])
    } finally {
      await runner.stop()
    }
    const after = calls
    await new Promise((r) => setTimeout(r, 30))
    expect(calls).toBe(after)
  })

  it('does not report rounds failed by the database being away, and wake() runs every job at once', async () => {
    const runner = runnerOn(systemClock)
    let away = true
    let rounds = 0
    runner.add({
      name: 'settle',
      // a minute's wait: only wake() brings the next round sooner
      intervalMs: 60_000,
      round: async () => {
        rounds++
        if (away) throw new DbUnavailableError()
      },
    })
    runner.start()
    try {
      await until(() => rounds === 1)
      away = false
      runner.wake()
      await until(() => rounds === 2)
      expect(errors).toEqual([])
    } finally {
      await runner.stop()
    }
    // a stopped runner is not woken
    runner.wake()
    await new Promise((r) => setTimeout(r, 20))
    expect(rounds).toBe(2)
  })

  it('stop() waits for a round under way, and starts no more', async () => {
    const runner = runnerOn(systemClock)
    const round = gate()
    const events: string[] = []
    let started = 0
    const job: Job = {
      name: 'long',
      intervalMs: 1,
      round: async () => {
        started++
        events.push('round started')
        await round.opened
        events.push('round ended')
      },
    }
    runner.add(job)
    runner.start()
    await until(() => started === 1)
    const stopped = runner.stop().then(() => events.push('stopped'))
    await new Promise((r) => setTimeout(r, 20))
    expect(events).toEqual(['round started'])
    round.open()
    await stopped
    expect(events).toEqual(['round started', 'round ended', 'stopped'])
    await new Promise((r) => setTimeout(r, 20))
    expect(started).toBe(1)
  })
})
