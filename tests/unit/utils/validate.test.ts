import {
  CODE_LENGTH,
  isAlphanumeric,
  isAmount,
  isCode,
  isEmail,
  isPassword,
  isPhone,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@common/validate'

describe('constants (SPEC §9)', () => {
  it('password is 6-12 characters and codes are 6 long', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, CODE_LENGTH]).toEqual([6, 12, 6])
  })
})

describe('isPassword', () => {
  it.each(['abc123', 'Pass@1.%', 'ABCDEFGHIJKL', '123456', 'a-b_c+d,e"f', 'back\\slash'])(
    'accepts %p',
    (s) => {
      expect(isPassword(s)).toBe(true)
    },
  )

  it.each([
    ['abc12', 'too short'],
    ['abc123456789x', 'too long (13)'],
    ['', 'empty'],
    ['abc 123', 'space'],
    ['abc\t123', 'tab'],
    [' abc123', 'leading space'],
    ['abc#123', 'filtered symbol #'],
    ['abc?123', 'filtered symbol ?'],
    ["abc'123", 'filtered symbol quote'],
    ['abc＃123', 'full-width #'],
    ['pässwort1', 'non-ASCII letter'],
    ['密码密码密码', 'CJK'],
    ['abc\u0000123', 'control character'],
  ])('rejects %p (%s)', (s) => {
    expect(isPassword(s)).toBe(false)
  })

  it('counts the bounds inclusively', () => {
    expect(isPassword('a'.repeat(PASSWORD_MIN))).toBe(true)
    expect(isPassword('a'.repeat(PASSWORD_MAX))).toBe(true)
    expect(isPassword('a'.repeat(PASSWORD_MIN - 1))).toBe(false)
    expect(isPassword('a'.repeat(PASSWORD_MAX + 1))).toBe(false)
  })
})

describe('isCode', () => {
  it.each(['123456', '000000'])('accepts %p', (s) => {
    expect(isCode(s)).toBe(true)
  })

  it.each(['12345', '1234567', '12345a', ' 123456', '123456\n', '１２３４５６', '١٢٣٤٥٦', ''])(
    'rejects %p',
    (s) => {
      expect(isCode(s)).toBe(false)
    },
  )
})

describe('isAmount', () => {
  it.each(['10', '0.5', '10.25', '0.01', '1', '1000000', '99.9'])('accepts %p', (s) => {
    expect(isAmount(s)).toBe(true)
  })

  it.each([
    '0',
    '0.00',
    '0.0',
    '10.255',
    '-1',
    '+1',
    '01',
    '00.5',
    '1.',
    '.5',
    '1e2',
    '1,000',
    ' 10',
    '10 ',
    '',
    'abc',
    '１０',
  ])('rejects %p', (s) => {
    expect(isAmount(s)).toBe(false)
  })

  it('takes as many decimals as the coin allows, and no more', () => {
    expect(isAmount('0.00012345', 8)).toBe(true)
    expect(isAmount('0.000123456', 8)).toBe(false)
    expect(isAmount('0.00000000', 8)).toBe(false)
    expect(isAmount('0.001')).toBe(false)
  })
})

describe('isEmail', () => {
  it.each([
    'user@example.com',
    'first.last+tag@mail.example.co.uk',
    'a_b-c@sub-domain.example.io',
    'x@y.cn',
    'user@xn--80ak6aa92e.xn--p1ai',
  ])('accepts %p', (s) => {
    expect(isEmail(s)).toBe(true)
  })

  it.each([
    ['', 'empty'],
    ['user', 'no @'],
    ['user@', 'no domain'],
    ['@example.com', 'no local part'],
    ['user@example', 'no tld'],
    ['user@example.c', 'one-letter tld'],
    ['user@example.c0m', 'digit in tld'],
    ['us er@example.com', 'space'],
    ['user@exa mple.com', 'space in domain'],
    ['user@@example.com', 'double @'],
    ['user@a@example.com', 'two @'],
    ['.user@example.com', 'leading dot'],
    ['user.@example.com', 'trailing dot'],
    ['us..er@example.com', 'double dot'],
    ['user@-example.com', 'label starts with hyphen'],
    ['user@example-.com', 'label ends with hyphen'],
    ['user@example..com', 'empty label'],
    ['usér@example.com', 'non-ASCII'],
    ['user@example.com ', 'trailing space'],
  ])('rejects %p (%s)', (s) => {
    expect(isEmail(s)).toBe(false)
  })

  it('caps the address at 254 characters and the local part at 64', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`
    const fits = `${'u'.repeat(254 - domain.length - 1)}@${domain}`
    expect(fits).toHaveLength(254)
    expect(isEmail(fits)).toBe(true)
    expect(isEmail(`${'u'.repeat(64)}@example.com`)).toBe(true)
    expect(isEmail(`${'u'.repeat(65)}@example.com`)).toBe(false)
    expect(isEmail(`${'u'.repeat(255 - domain.length - 1)}@${domain}`)).toBe(false)
    expect(isEmail(`u@${'a'.repeat(64)}.com`)).toBe(false)
  })
})

describe('isPhone', () => {
  it.each(['12345', '912345678', '123456789012345'])('accepts %p', (s) => {
    expect(isPhone(s)).toBe(true)
  })

  it.each([
    '1234',
    '1234567890123456',
    '+886912345678',
    '0912 345 678',
    '0912-345-678',
    '',
    '０９１２３４５',
  ])('rejects %p', (s) => {
    expect(isPhone(s)).toBe(false)
  })
})

describe('isAlphanumeric', () => {
  it.each(['abc', 'ABC123', '7', 'a1B2c3'])('accepts %p', (s) => {
    expect(isAlphanumeric(s)).toBe(true)
  })

  it.each(['', 'abc 123', 'abc_123', 'abc-1', 'é', '中文', 'ａｂｃ', 'abc\n'])(
    'rejects %p',
    (s) => {
      expect(isAlphanumeric(s)).toBe(false)
    },
  )
})
