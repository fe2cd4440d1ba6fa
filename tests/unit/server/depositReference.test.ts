// The reference a payer quotes with a bank deposit: the same for a user every time, different for
// every other user, read back to its user however it was typed, and never read as someone else's
// after one mistyped character.
import { depositReference, referenceUserId } from '../../../server/src/deposit/reference'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

describe('depositReference', () => {
  it('is short, plain letters and digits, and the same every time', () => {
    expect(depositReference(1)).toMatch(/^DEP[0-9A-HJKMNP-TV-Z]{7}$/)
    expect(depositReference(42)).toBe(depositReference(42))
    expect(depositReference(2 ** 30 - 1)).toHaveLength(10)
    // past a billion users it grows by a character rather than repeat
    expect(depositReference(2 ** 30)).toHaveLength(11)
  })

  it('differs for every user and reads back to its user', () => {
    const ids = [1, 2, 31, 32, 33, 1023, 1024, 99_999, 123_456_789, Number.MAX_SAFE_INTEGER]
    const refs = ids.map(depositReference)
    expect(new Set(refs).size).toBe(ids.length)
    expect(refs.map(referenceUserId)).toEqual(ids)
  })

  it('reads a reference as payers write it', () => {
    const ref = depositReference(1_000_000)
    const spaced = `${ref.slice(0, 3)} ${ref.slice(3, 6)}-${ref.slice(6)}`.toLowerCase()
    expect(referenceUserId(spaced)).toBe(1_000_000)
    // O for 0, I and L for 1
    const zeroes = depositReference(32 ** 5)
    expect(zeroes).toContain('00000')
    expect(referenceUserId(zeroes.replace(/0/g, 'O'))).toBe(32 ** 5)
    expect(referenceUserId(depositReference(33).replace(/1/g, 'l'))).toBe(33)
  })

  it('never reads one mistyped character, or two swapped neighbours, as another user', () => {
    for (const id of [7, 4_242, 987_654]) {
      const ref = depositReference(id)
      for (let i = 3; i < ref.length; i++) {
        for (const c of ALPHABET) {
          if (c === ref[i]) continue
          expect(referenceUserId(ref.slice(0, i) + c + ref.slice(i + 1))).toBeUndefined()
        }
      }
      for (let i = 3; i < ref.length - 1; i++) {
        if (ref[i] === ref[i + 1]) continue
        const swapped = ref.slice(0, i) + ref[i + 1] + ref[i] + ref.slice(i + 2)
        const owner = referenceUserId(swapped)
        // Luhn mod 32 misses one pair of symbols (0 and Z), as Luhn misses 09 and 90
        if (owner !== undefined) expect([ref[i], ref[i + 1]].sort()).toEqual(['0', 'Z'])
      }
    }
  })

  it('refuses what is no reference', () => {
    for (const text of ['', 'DEP', 'DEP00001', 'ABC000001X', 'DEPUUUUUUU', '<DEP000001>']) {
      expect(referenceUserId(text)).toBeUndefined()
    }
    expect(() => depositReference(0)).toThrow(RangeError)
    expect(() => depositReference(1.5)).toThrow(RangeError)
  })
})
