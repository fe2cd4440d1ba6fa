// The nickname rule the form and the server share (common/nickname.ts).
import { nicknameProblem, NICKNAME_MAX } from '@common/nickname'
import { SPECIAL_CHARS } from '@common/filter'

describe('nicknameProblem', () => {
  it('takes plain names in any script, with quotes, @, % and emoji', () => {
    for (const name of ['Zoë', '张伟', 'Ана-Мария', 'john@example.com', '"Z" 100%', '😀'])
      expect([name, nicknameProblem(name)]).toEqual([name, undefined])
  })

  it('wants a name, of at most NICKNAME_MAX characters as people count them', () => {
    expect(nicknameProblem('')).toBe('required')
    expect(nicknameProblem('x'.repeat(NICKNAME_MAX))).toBeUndefined()
    expect(nicknameProblem('x'.repeat(NICKNAME_MAX + 1))).toBe('too_long')
    // an emoji is two UTF-16 units but one character
    expect(nicknameProblem('😀'.repeat(NICKNAME_MAX))).toBeUndefined()
  })

  it("refuses the masked account new users are named with ('*' is special): a name is chosen", () => {
    expect(nicknameProblem('jo***@example.com')).toBe('special')
  })

  it('refuses every special symbol of SPEC §5, full-width forms included', () => {
    for (const c of SPECIAL_CHARS) expect([c, nicknameProblem(`a${c}b`)]).toEqual([c, 'special'])
  })
})
