// The CSV writer of the exports (RFC 4180, formulas disarmed): pure functions, no server.
import { csvCell, csvLine } from '../../../server/src/exports/csv'

describe('CSV cells', () => {
  it('quotes what would break a row and disarms what a spreadsheet would run', () => {
    expect(csvCell('-40.25')).toBe('-40.25')
    expect(csvCell(12)).toBe('12')
    expect(csvCell(null)).toBe('')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvLine(['a', null, '1.00'])).toBe('a,,1.00\r\n')
  })
})
