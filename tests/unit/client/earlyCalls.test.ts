// Calls started by start-up for the page that opens (services/earlyCalls.ts): the page takes the
// answer once, in the language it was asked in; any later load asks again.
import { callEarly, takeEarly } from '@/services/earlyCalls'
import { session } from '@/stores/session'

describe('calls started early', () => {
  afterEach(() => {
    session.lang = 'en'
  })

  it('hands the early answer to the page once, then calls again', async () => {
    let calls = 0
    const fetch = () => Promise.resolve(`answer ${++calls}`)
    callEarly('test.once', fetch)
    expect(calls).toBe(1)
    await expect(takeEarly('test.once', fetch)).resolves.toBe('answer 1')
    expect(calls).toBe(1)
    await expect(takeEarly('test.once', fetch)).resolves.toBe('answer 2')
  })

  it('asks again when the language changed since the early call', async () => {
    session.lang = 'en'
    callEarly('test.lang', () => Promise.resolve('in English'))
    session.lang = 'de'
    await expect(takeEarly('test.lang', () => Promise.resolve('auf Deutsch'))).resolves.toBe(
      'auf Deutsch',
    )
  })

  it('keeps an early failure for the page to show', async () => {
    callEarly('test.failed', () => Promise.reject(new Error('offline')))
    await expect(takeEarly('test.failed', () => Promise.resolve('fresh'))).rejects.toThrow(
      'offline',
    )
  })
})
