// The nickname rule, one for the form and the server: trimmed, 1 to NICKNAME_MAX characters, none
// of SPEC §5's special symbols. The app shows it as plain text, never as HTML; the filter keeps
// the angle brackets and quotes of markup out anyway, so no one's nickname reads as a tag.
import { hasSpecialChars } from './filter'

/** As long as a masked e-mail account, which new users are named with ('ab***@example.com'). */
export const NICKNAME_MAX = 32

export type NicknameProblem = 'required' | 'too_long' | 'special'

/** What is wrong with a nickname (already trimmed); undefined when it may be used. */
export function nicknameProblem(nickname: string): NicknameProblem | undefined {
  if (nickname.length === 0) return 'required'
  // counted in characters as people see them, not UTF-16 units: one emoji is one
  if ([...nickname].length > NICKNAME_MAX) return 'too_long'
  if (hasSpecialChars(nickname)) return 'special'
  return undefined
}
