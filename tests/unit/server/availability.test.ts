// The database's availability (issue 53): a lost connection marks it down, work is refused at once
// while it is down, and a probe on a bounded back-off brings it back without a restart.
import {
  Availability,
  DbUnavailableError,
  isConnectionLoss,
} from '../../../server/src/infra/db/availability'

const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
})

describe('isConnectionLoss', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a server shutting down', terminated],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a socket that ended', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
  ])('knows %s', (_name, err) => {
    expect(isConnectionLoss(err)).toBe(true)
  })

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a serialization failure', Object.assign(new Error('could not serialize'), { code: '40001' })],
    ['not an error', 'Connection terminated'],
  ])('tells %s apart', (_name, err) => {
    expect(isConnectionLoss(err)).toBe(false)
  })
})

describe('Availability', () => {
  let subject: Availability | undefined
  afterEach(() => subject?.close())

  function availability(probe: () => Promise<void>) {
    const changes: boolean[] = []
    subject = new Availability({ probe, minDelayMs: 10, maxDelayMs: 40 })
    subject.onChange((up) => changes.push(up))
    return { availability: subject, changes }
  }

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 5))
    expect(done()).toBe(true)
  }

  it('passes answers and query errors through while the database is up', async () => {
    const { availability: a } = availability(async () => undefined)
    await expect(a.guard(async () => 7)).resolves.toBe(7)
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' })
    await expect(a.guard(() => Promise.reject(duplicate))).rejects.toBe(duplicate)
    expect(a.isUp()).toBe(true)
  })

  it('turns a lost connection into DbUnavailableError and refuses work at once until a probe succeeds', async () => {
    let reachable = false
    let probes = 0
    const { availability: a, changes } = availability(async () => {
      probes++
      if (!reachable) throw new Error('connect ECONNREFUSED')
    })
    const failed = a.guard(() => Promise.reject(terminated))
    await expect(failed).rejects.toBeInstanceOf(DbUnavailableError)
    await expect(failed).rejects.toMatchObject({ reason: terminated })
    expect(a.isUp()).toBe(false)

    let ran = false
    await expect(
      a.guard(async () => {
        ran = true
      }),
    ).rejects.toBeInstanceOf(DbUnavailableError)
    expect(ran).toBe(false)

    await until(() => probes >= 3)
    expect(a.isUp()).toBe(false)
    reachable = true
    await until(() => a.isUp())
    expect(changes).toEqual([false, true])
    await expect(a.guard(async () => 'again')).resolves.toBe('again')
  })

  it('counts one outage once, however many queries find it', async () => {
    const { availability: a, changes } = availability(() => new Promise(() => undefined))
    await Promise.allSettled([1, 2, 3].map(() => a.guard(() => Promise.reject(terminated))))
    expect(changes).toEqual([false])
  })
})
