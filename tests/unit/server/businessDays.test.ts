// Business days are calendar days of one business time zone (TZ_BUSINESS), whatever the host's.
import {
  addDays,
  businessDate,
  checkTimeZone,
  daysBetween,
} from '../../../server/src/infra/schedule/businessDays'

it('puts an instant on the business day of its zone', () => {
  const at = new Date('2030-05-01T17:30:00.000Z')
  expect(businessDate(at, 'UTC')).toBe('2030-05-01')
  expect(businessDate(at, 'Asia/Shanghai')).toBe('2030-05-02')
  expect(businessDate(at, 'America/New_York')).toBe('2030-05-01')
  expect(businessDate(new Date('2030-05-01T03:00:00.000Z'), 'America/New_York')).toBe('2030-04-30')
})

it('counts calendar days across months, years and daylight-saving changes', () => {
  expect(addDays('2030-02-27', 5)).toBe('2030-03-04')
  expect(addDays('2030-12-30', 5)).toBe('2031-01-04')
  expect(daysBetween('2030-03-08', '2030-03-12')).toBe(4)
  expect(daysBetween('2030-03-12', '2030-03-08')).toBe(-4)
})

it('refuses a zone the runtime does not know, at start-up', () => {
  expect(checkTimeZone('Europe/Berlin')).toBe('Europe/Berlin')
  expect(() => checkTimeZone('Mars/Olympus_Mons')).toThrow(RangeError)
})
