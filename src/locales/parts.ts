// Each language's messages come in two parts: what the first screen (start-up's loading page and
// Home) shows, and the rest, which loads once that screen is up. A cold start to Home waits for a
// fifth of the messages; every other page waits for all of them (components/Screen), as does a
// language switch. The H5 build cuts the parts at build time (config/localePart.js); the server
// serves them to mini-programs (scripts/locale-files.ts writes them after the H5 build).
import firstScreenGroups from './firstScreenGroups.json'

/** The message groups (top-level keys) the first screen's code names; a test walks Home's import
 *  graph and fails when this list and the code disagree. JSON, so the build's loader reads it too. */
export const FIRST_SCREEN_GROUPS: readonly string[] = firstScreenGroups

export type Part = 'first' | 'rest'

export type Messages = Record<string, unknown>

/** The groups of `messages` that belong to `part`. */
export function pickPart(messages: Messages, part: Part): Messages {
  const first = part === 'first'
  return Object.fromEntries(
    Object.entries(messages).filter(([group]) => FIRST_SCREEN_GROUPS.includes(group) === first),
  )
}
