// Tab inside an open dialog goes round its controls and never to the page behind (issue 47).
import { trapStep } from '@/utils/focusTrap'

describe('the order Tab follows in a dialog', () => {
  it('moves to the next control, and from the last back to the first', () => {
    expect(trapStep(3, 0, false)).toBe(1)
    expect(trapStep(3, 1, false)).toBe(2)
    expect(trapStep(3, 2, false)).toBe(0)
  })

  it('moves back with Shift, and from the first round to the last', () => {
    expect(trapStep(3, 2, true)).toBe(1)
    expect(trapStep(3, 0, true)).toBe(2)
  })

  it('from the dialog itself (or from outside it) enters at the first control, or the last going back', () => {
    expect(trapStep(3, -1, false)).toBe(0)
    expect(trapStep(3, -1, true)).toBe(2)
    // a control that has gone from the dialog meanwhile
    expect(trapStep(2, 5, false)).toBe(0)
  })

  it('keeps a lone control, and the dialog itself when it has none', () => {
    expect(trapStep(1, 0, false)).toBe(0)
    expect(trapStep(1, 0, true)).toBe(0)
    expect(trapStep(0, -1, false)).toBe(-1)
  })
})
