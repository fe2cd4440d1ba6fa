import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatInstant,
  formatLongDate,
  setDateLocale,
  splitDuration,
} from '@/utils/dates'

// jest.config.js runs the tests in Asia/Shanghai (UTC+8), where the UTC date is a day behind
// before 08:00.
const SEC = 1000
const HOUR = 3600 * SEC
const DAY = 24 * HOUR

describe('dates on the device calendar', () => {
  it('shows a listing at 2026-03-01T23:30:00Z on 2026-03-02 in Shanghai', () => {
    const listed = Date.parse('2026-03-01T23:30:00Z')
    expect(formatDate(listed)).toBe('2026-03-02')
  })

  it('shows an instant on the device clock, whatever form the backend sent it in', () => {
    const forms = [
      Date.UTC(2026, 2, 1, 23, 30, 5),
      '2026-03-01T23:30:05Z',
      '2026-03-01T23:30:05.250Z',
      '2026-03-02T07:30:05+08:00',
      '2026-03-01T18:30:05-05:00',
      '2026-03-01 23:30:05', // server wall time, read as UTC
      '2026-03-01T23:30:05',
    ]
    for (const form of forms) expect(formatDateTime(form)).toBe('2026-03-02 07:30:05')
  })

  it('reads YYYY-MM-DD HH:mm:ss as the server wall time (UTC), not the device time', () => {
    expect(formatDateTime('2026-11-23 18:05:09')).toBe('2026-11-24 02:05:09')
    expect(formatDate('2026-11-23 18:05:09')).toBe('2026-11-24')
  })

  it('lays out chart times with the clock or the date', () => {
    const at = Date.UTC(2026, 2, 7, 1, 5)
    expect(formatInstant(at, 'MM-DD HH:mm')).toBe('03-07 09:05')
    expect(formatInstant(at, 'YYYY-MM-DD HH:mm')).toBe('2026-03-07 09:05')
  })

  it.each(['soon', '', 'null'])('shows a dash for %p', (text) => {
    expect(formatDate(text)).toBe('-')
    expect(formatDateTime(text)).toBe('-')
    expect(formatLongDate(text)).toBe('-')
  })

  it('shows a dash for a number that is not a time', () => {
    expect(formatDateTime(NaN)).toBe('-')
  })
})

describe('formatCountdown', () => {
  it.each([
    [59 * SEC, '00:59'],
    [3599 * SEC, '59:59'],
    [3600 * SEC, '1:00:00'],
    [3661 * SEC, '1:01:01'],
    [90000 * SEC, '25:00:00'],
    [40 * DAY + HOUR + 62 * SEC, '961:01:02'],
  ])('%p ms -> %p', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  })

  it('floors, so it shows 00:00 only in the last second', () => {
    expect(formatCountdown(1999)).toBe('00:01')
    expect(formatCountdown(999)).toBe('00:00')
  })

  it.each([0, -5 * SEC, NaN, -Infinity])('shows 00:00 when nothing is left (%p)', (ms) => {
    expect(formatCountdown(ms)).toBe('00:00')
  })
})

describe('splitDuration past a month', () => {
  it('keeps counting days and leaves the hours of the last day', () => {
    expect(splitDuration(45 * DAY + 5 * HOUR + 6 * SEC)).toMatchObject({
      days: '45',
      hours: '05',
      minutes: '00',
      seconds: '06',
    })
  })
})

describe('setDateLocale', () => {
  const day = '2026-03-02T12:00:00+08:00'
  afterEach(() => setDateLocale('en'))

  it('starts in English', () => {
    expect(formatLongDate(day)).toBe('March 2, 2026')
  })

  it('names months in the active language', async () => {
    await setDateLocale('de')
    expect(formatLongDate(day)).toBe('2. März 2026')
    await setDateLocale('ru')
    expect(formatLongDate(day)).toBe('2 марта 2026 г.')
  })

  it('maps zh and hk to the Chinese locales', async () => {
    await setDateLocale('zh')
    expect(formatLongDate(day)).toBe('2026年3月2日')
    await setDateLocale('hk')
    expect(formatLongDate(day)).toBe('2026年3月2日')
  })

  it('falls back to English for Sanskrit, which dayjs lacks', async () => {
    await setDateLocale('de')
    await setDateLocale('sa')
    expect(formatLongDate(day)).toBe('March 2, 2026')
  })

  it('lets the latest call win when an earlier load finishes after it', async () => {
    const slow = setDateLocale('fr')
    await setDateLocale('en')
    await slow
    expect(formatLongDate(day)).toBe('March 2, 2026')
  })

  it('keeps numeric layouts in ASCII digits in every language', async () => {
    await setDateLocale('ar')
    expect(formatDateTime(day)).toBe('2026-03-02 12:00:00')
    expect(formatCountdown(3661 * SEC)).toBe('1:01:01')
  })
})
