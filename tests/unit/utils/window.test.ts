import { purchaseWindow } from '@/utils/window'

// SPEC §4: before start 2; within the window 0 if the flag is 0, otherwise 1; after the end 0.
describe('purchaseWindow', () => {
  const start = 1_700_000_000 // seconds
  const end = 1_700_003_600
  const ms = (s: number) => s * 1000

  it('is 2 before the start, whatever the flag', () => {
    expect(purchaseWindow(0, start, end, ms(start) - 1)).toBe(2)
    expect(purchaseWindow(1, start, end, ms(start) - 1)).toBe(2)
  })

  it('follows the flag inside the window, both ends included', () => {
    for (const now of [ms(start), ms(start + 1800), ms(end)]) {
      expect(purchaseWindow(0, start, end, now)).toBe(0)
      expect(purchaseWindow(1, start, end, now)).toBe(1)
      expect(purchaseWindow(2, start, end, now)).toBe(1)
    }
  })

  it('is 0 after the end, whatever the flag', () => {
    expect(purchaseWindow(0, start, end, ms(end) + 1)).toBe(0)
    expect(purchaseWindow(1, start, end, ms(end) + 1)).toBe(0)
  })

  it('takes start and end in milliseconds too', () => {
    expect(purchaseWindow(1, ms(start), ms(end), ms(start) - 1)).toBe(2)
    expect(purchaseWindow(1, ms(start), ms(end), ms(start))).toBe(1)
    expect(purchaseWindow(1, ms(start), ms(end), ms(end) + 1)).toBe(0)
  })

  it('treats an unreadable time as closed rather than open', () => {
    expect(purchaseWindow(1, NaN, end, ms(start))).toBe(0)
    expect(purchaseWindow(1, start, NaN, ms(start))).toBe(0)
  })

  it('defaults now to the clock', () => {
    jest.useFakeTimers({ now: ms(start + 1) })
    try {
      expect(purchaseWindow(1, start, end)).toBe(1)
    } finally {
      jest.useRealTimers()
    }
  })
})
