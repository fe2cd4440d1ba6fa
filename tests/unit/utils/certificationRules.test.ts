// SPEC §5's certification rules, as the server decides and the forms will check: real name and ID
// number required, in the right format for the document, without the filter's special symbols;
// three photos.
import {
  checkIdNumber,
  checkRealName,
  hasAllPhotos,
  ID_TYPES,
  idTypeOf,
  normalizeIdNumber,
  residentIdCheckOk,
  specialCharsIn,
} from '@common/certificationRules'

const { idCard, passport, driverLicence } = ID_TYPES

describe('real name', () => {
  it.each([
    'Li Wei',
    '张伟',
    '欧阳娜娜',
    'Jean-Luc Picard',
    'J. R. Smith',
    'Abdullah·Mamat',
    'ジョン・スミス',
    'Nguyễn Văn An',
    'José Álvarez',
    'Łukasz Żółć',
    'محمد علي',
    'Иван Петров',
    'राम कुमार',
    '  Li Wei  ',
  ])('accepts %s', (name) => {
    expect(checkRealName(name)).toBeNull()
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Li', null],
    ['L', 'format'],
    ['Li Wei2', 'format'],
    ['12345', 'format'],
    ['Li  Wei', 'format'],
    ['-Li', 'format'],
    ['Li Wei-', 'format'],
    ['Li_Wei', 'format'],
    ['Li@Wei', 'format'],
    ['A'.repeat(65), 'format'],
  ])('%j -> %s', (name, problem) => {
    expect(checkRealName(name)?.problem ?? null).toBe(problem)
  })

  it.each([
    ["O'Brien", ["'"]],
    ['Li<b>Wei</b>', ['<', '>', '/']],
    ['Li Wei!', ['!']],
    ['Li（Wei）', ['（', '）']],
    ['Li$Wei$', ['$']],
    ['Li;Wei', [';']],
  ])('refuses the special symbols of %j, naming each once', (name, chars) => {
    expect(checkRealName(name)).toEqual({ problem: 'special', chars })
  })
})

describe('ID number', () => {
  it('reads the document type codes of WIRE.md', () => {
    expect([idTypeOf('0'), idTypeOf('1'), idTypeOf('2')]).toEqual([idCard, passport, driverLicence])
    expect([idCard, passport, driverLicence]).toEqual([0, 1, 2])
    expect([idTypeOf(''), idTypeOf('3'), idTypeOf(' 1')]).toEqual([undefined, undefined, undefined])
  })

  it('checks the mainland resident ID check character', () => {
    expect(residentIdCheckOk('11010519491231002X')).toBe(true)
    expect(residentIdCheckOk('110105194912310021')).toBe(false)
    expect(residentIdCheckOk('440524188001010014')).toBe(true)
  })

  it.each([
    [idCard, '11010519491231002X'],
    [idCard, '11010519491231002x'],
    [idCard, 'A1234567'],
    [idCard, 'M12345'],
    [idCard, '123456789012'],
    [idCard, 'AB1234567890123456CD'],
    [passport, 'E12345678'],
    [passport, 'g1234567'],
    [passport, '123456'],
    [driverLicence, '440524188001010014'],
    [driverLicence, 'MORGA657054SM9IJ'],
    [driverLicence, 'D1234'],
  ])('type %s accepts %s', (type, id) => {
    expect(checkIdNumber(type, id)).toBeNull()
  })

  it.each([
    [idCard, '', 'required'],
    [passport, '  ', 'required'],
    [idCard, '110105194912310021', 'format'],
    [driverLicence, '110105194912310021', 'format'],
    [idCard, 'A123', 'format'],
    [idCard, 'ABCDEFGH', 'format'],
    [idCard, 'AB1234567890123456CDE', 'format'],
    [idCard, '1101 0519', 'format'],
    [idCard, '123-456-789', 'format'],
    [passport, 'E1234', 'format'],
    [passport, 'E123456789', 'format'],
    [passport, 'ABCDEFG', 'format'],
    [passport, '11010519491231002X', 'format'],
    [driverLicence, 'D123', 'format'],
    [driverLicence, 'DRIVER', 'format'],
  ])('type %s refuses %j (%s)', (type, id, problem) => {
    expect(checkIdNumber(type, id)?.problem).toBe(problem)
  })

  it('refuses the special symbols, whatever the document', () => {
    for (const type of [idCard, passport, driverLicence]) {
      expect(checkIdNumber(type, 'E1234#567')).toEqual({ problem: 'special', chars: ['#'] })
      expect(checkIdNumber(type, '1234567（8）')).toEqual({
        problem: 'special',
        chars: ['（', '）'],
      })
    }
  })

  it('stores numbers in capitals without outer spaces', () => {
    expect(normalizeIdNumber(' 11010519491231002x ')).toBe('11010519491231002X')
  })
})

describe('photos', () => {
  const front = '202611/aa.png'
  const back = '202611/bb.png'
  const holding = '202611/cc.png'

  it('needs the front, back and holding photo, three different ones', () => {
    expect(hasAllPhotos({ front, back, holding })).toBe(true)
    expect(hasAllPhotos({ front: '', back, holding })).toBe(false)
    expect(hasAllPhotos({ front, back: ' ', holding })).toBe(false)
    expect(hasAllPhotos({ front, back, holding: '' })).toBe(false)
    expect(hasAllPhotos({ front, back: front, holding })).toBe(false)
  })
})

it('specialCharsIn names the filtered characters in the order typed', () => {
  expect(specialCharsIn('a<b>c<')).toEqual(['<', '>'])
  expect(specialCharsIn('plain text. - ok')).toEqual([])
})
