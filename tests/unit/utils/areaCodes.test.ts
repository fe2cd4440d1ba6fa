import {
  AREA_CODES,
  DEFAULT_AREA_CODE,
  findArea,
  findAreaByCode,
  isAreaCode,
} from '@wire/areaCodes'

describe('AREA_CODES', () => {
  it('has about 230 entries', () => {
    expect(AREA_CODES.length).toBeGreaterThanOrEqual(220)
    expect(AREA_CODES.length).toBeLessThanOrEqual(260)
  })

  it('numbers ids 1, 2, 3, ... without gaps', () => {
    expect(AREA_CODES.map((a) => a.id)).toEqual(AREA_CODES.map((_, i) => i + 1))
  })

  it('has unique two-letter uppercase ISO codes', () => {
    const isos = AREA_CODES.map((a) => a.iso)
    for (const iso of isos) expect(iso).toMatch(/^[A-Z]{2}$/)
    expect(new Set(isos).size).toBe(isos.length)
  })

  it('has calling codes of 1-4 digits without "+" and non-empty names', () => {
    for (const a of AREA_CODES) {
      expect(a.code).toMatch(/^[1-9][0-9]{0,3}$/)
      expect(a.name.trim()).not.toBe('')
    }
    expect(new Set(AREA_CODES.map((a) => a.name)).size).toBe(AREA_CODES.length)
  })

  it('puts Taiwan first and the rest in English-name order', () => {
    expect(AREA_CODES[0]).toEqual({ id: 1, iso: 'TW', code: '886', name: 'Taiwan' })
    const rest = AREA_CODES.slice(1).map((a) => a.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('lists each country that shares +1 or +7 on its own', () => {
    const withCode = (code: string) => AREA_CODES.filter((a) => a.code === code).map((a) => a.iso)
    expect(withCode('1')).toEqual(expect.arrayContaining(['US', 'CA', 'PR', 'JM', 'DO', 'GU']))
    expect(withCode('7').sort()).toEqual(['KZ', 'RU'])
  })

  it.each([
    ['CN', '86'],
    ['HK', '852'],
    ['MO', '853'],
    ['JP', '81'],
    ['KR', '82'],
    ['GB', '44'],
    ['DE', '49'],
    ['FR', '33'],
    ['IN', '91'],
    ['BR', '55'],
    ['AU', '61'],
    ['VN', '84'],
    ['TH', '66'],
    ['ID', '62'],
    ['PH', '63'],
    ['MY', '60'],
    ['SG', '65'],
    ['AE', '971'],
    ['TR', '90'],
    ['NG', '234'],
    ['ZA', '27'],
    ['US', '1'],
    ['RU', '7'],
  ])('gives %s the code +%s', (iso, code) => {
    expect(AREA_CODES.find((a) => a.iso === iso)?.code).toBe(code)
  })

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(AREA_CODES)).toBe(true)
    expect(Object.isFrozen(AREA_CODES[0])).toBe(true)
  })
})

describe('DEFAULT_AREA_CODE (SPEC §9: id 1, 886)', () => {
  it('is Taiwan, +886, id 1', () => {
    expect(DEFAULT_AREA_CODE).toMatchObject({ id: 1, iso: 'TW', code: '886' })
  })
})

describe('findArea', () => {
  it('finds by numeric or string id', () => {
    expect(findArea(1)?.iso).toBe('TW')
    expect(findArea('1')?.iso).toBe('TW')
    const us = AREA_CODES.find((a) => a.iso === 'US')
    expect(findArea(String(us?.id))).toBe(us)
  })

  it.each<number | string>([0, -1, 1.5, AREA_CODES.length + 1, NaN, '', ' 1', '1.0', 'abc', '0x1'])(
    'finds nothing for %p',
    (id) => {
      expect(findArea(id)).toBeUndefined()
    },
  )
})

describe('findAreaByCode / isAreaCode', () => {
  it('finds with or without "+"', () => {
    expect(findAreaByCode('886')?.iso).toBe('TW')
    expect(findAreaByCode('+886')?.iso).toBe('TW')
    expect(findAreaByCode('86')?.iso).toBe('CN')
    expect(findAreaByCode('+852')?.iso).toBe('HK')
  })

  it('gives the first entry for a shared code', () => {
    const first = AREA_CODES.filter((a) => a.code === '1').sort((a, b) => a.id - b.id)[0]
    expect(findAreaByCode('+1')).toBe(first)
  })

  it.each(['', '+', '++886', '0886', ' 886', '886 ', '999', '88'])('knows no code %p', (code) => {
    expect(findAreaByCode(code)).toBeUndefined()
    expect(isAreaCode(code)).toBe(false)
  })

  it.each(['886', '+886', '1', '+44', '7', '358'])('recognises %p', (code) => {
    expect(isAreaCode(code)).toBe(true)
  })
})
