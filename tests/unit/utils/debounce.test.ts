import { debounce, DEBOUNCE_MS } from '@/utils/debounce'

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('waits 500 ms by default (SPEC §9)', () => {
    expect(DEBOUNCE_MS).toBe(500)
    const fn = jest.fn<void, [string]>()
    const d = debounce(fn)
    d('a')
    jest.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('a')
  })

  it('restarts the wait on each call and runs once with the last arguments', () => {
    const fn = jest.fn<void, [number, string]>()
    const d = debounce(fn)
    d(1, 'a')
    jest.advanceTimersByTime(400)
    d(2, 'b')
    jest.advanceTimersByTime(400)
    d(3, 'c')
    jest.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn.mock.calls).toEqual([[3, 'c']])
  })

  it('honours a custom wait', () => {
    const fn = jest.fn()
    const d = debounce(fn, 100)
    d()
    jest.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('fires again for calls after a previous run', () => {
    const fn = jest.fn<void, [number]>()
    const d = debounce(fn)
    d(1)
    jest.advanceTimersByTime(DEBOUNCE_MS)
    d(2)
    jest.advanceTimersByTime(DEBOUNCE_MS)
    expect(fn.mock.calls).toEqual([[1], [2]])
  })

  it('cancel drops the pending call', () => {
    const fn = jest.fn()
    const d = debounce(fn)
    d()
    d.cancel()
    jest.advanceTimersByTime(10 * DEBOUNCE_MS)
    expect(fn).not.toHaveBeenCalled()
    d()
    jest.advanceTimersByTime(DEBOUNCE_MS)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('flush runs the pending call at once, and only once', () => {
    const fn = jest.fn<void, [string]>()
    const d = debounce(fn)
    d('x')
    d('y')
    d.flush()
    expect(fn.mock.calls).toEqual([['y']])
    jest.advanceTimersByTime(10 * DEBOUNCE_MS)
    d.flush()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('flush with nothing pending does nothing', () => {
    const fn = jest.fn()
    const d = debounce(fn)
    d.flush()
    d()
    jest.advanceTimersByTime(DEBOUNCE_MS)
    d.flush()
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
