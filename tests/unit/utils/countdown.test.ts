import { countdown, splitDuration, toMillis } from '@/utils/countdown'

const SEC = 1000
const MIN = 60 * SEC
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('toMillis (SPEC §9: over 10 digits is already ms)', () => {
  it.each([
    [1_700_000_000, 1_700_000_000_000],
    [9_999_999_999, 9_999_999_999_000],
    [10_000_000_000, 10_000_000_000],
    [1_700_000_000_000, 1_700_000_000_000],
    [0, 0],
    [60, 60_000],
    [1.5, 1500],
    [1.001, 1001],
    [1_700_000_000.25, 1_700_000_000_250],
    [12_345_678_901.9, 12_345_678_901.9],
  ])('%p -> %p', (input, expected) => {
    expect(toMillis(input)).toBe(expected)
  })
})

describe('splitDuration', () => {
  it('splits into zero-padded parts', () => {
    expect(splitDuration(1 * DAY + 2 * HOUR + 3 * MIN + 4 * SEC)).toEqual({
      days: '01',
      hours: '02',
      minutes: '03',
      seconds: '04',
      totalMs: 93_784_000,
      done: false,
    })
  })

  it('carries at each boundary', () => {
    expect(splitDuration(59 * SEC)).toMatchObject({ minutes: '00', seconds: '59' })
    expect(splitDuration(60 * SEC)).toMatchObject({ minutes: '01', seconds: '00' })
    expect(splitDuration(DAY - 1)).toMatchObject({
      days: '00',
      hours: '23',
      minutes: '59',
      seconds: '59',
    })
    expect(splitDuration(DAY)).toMatchObject({ days: '01', hours: '00', minutes: '00' })
  })

  it('lets days grow beyond two digits', () => {
    expect(splitDuration(123 * DAY + 5 * HOUR).days).toBe('123')
  })

  it('floors the seconds and is not done while time remains', () => {
    expect(splitDuration(1999)).toMatchObject({ seconds: '01', totalMs: 1999, done: false })
    expect(splitDuration(999)).toMatchObject({ seconds: '00', totalMs: 999, done: false })
  })

  it.each([0, -1, -5 * DAY, NaN, -Infinity])('is done and all zero for %p', (ms) => {
    expect(splitDuration(ms)).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '00',
      totalMs: 0,
      done: true,
    })
  })
})

describe('countdown', () => {
  const now = 1_700_000_000_000

  it('reads an end time in seconds', () => {
    expect(countdown(1_700_000_100, now)).toMatchObject({
      minutes: '01',
      seconds: '40',
      totalMs: 100_000,
      done: false,
    })
  })

  it('reads an end time in milliseconds', () => {
    expect(countdown(now + 2 * HOUR + 500, now)).toMatchObject({
      hours: '02',
      minutes: '00',
      seconds: '00',
      totalMs: 2 * HOUR + 500,
      done: false,
    })
  })

  it('is done at and after the end, never negative', () => {
    expect(countdown(now, now)).toMatchObject({ totalMs: 0, done: true })
    expect(countdown(1_600_000_000, now)).toMatchObject({ seconds: '00', totalMs: 0, done: true })
  })

  it('defaults now to the clock', () => {
    jest.useFakeTimers({ now })
    try {
      expect(countdown(1_700_000_030).totalMs).toBe(30_000)
    } finally {
      jest.useRealTimers()
    }
  })
})
