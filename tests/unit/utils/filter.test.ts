import { hasSpecialChars, SPECIAL_CHARS } from '@common/filter'

describe('SPECIAL_CHARS (SPEC §5)', () => {
  it('holds exactly the listed ASCII symbols and their full-width forms', () => {
    const ascii = ['`', '~', '!', '#', '$', '^', '&', '*', '(', ')', '=', '|', '{', '}', "'"]
    ascii.push(':', ';', '[', ']', '<', '>', '/', '?')
    const fullWidth = [...'｀～！＃＄＾＆＊（）＝｜｛｝＇：；［］＜＞／？']
    expect([...SPECIAL_CHARS].sort()).toEqual([...ascii, ...fullWidth].sort())
    expect(SPECIAL_CHARS).toHaveLength(46)
  })

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(SPECIAL_CHARS)).toBe(true)
  })
})

describe('hasSpecialChars', () => {
  it.each(['a#b', 'a＃b', '(x)', "it's", 'x?', 'a/b', '｀'])('finds one in %p', (s) => {
    expect(hasSpecialChars(s)).toBe(true)
  })

  it.each(['', 'plain text 123', 'a.b,c-d_e@f%g+h"i\\j', '中文', 'ü', 'Ａ１'])(
    'finds none in %p',
    (s) => {
      expect(hasSpecialChars(s)).toBe(false)
    },
  )
})
