// Migrations that run application code, by the name that orders them among the .sql files.
import type { Queryable } from './client'
import { helpSeed, seedHelp } from '../../content/helpSeed'
import { updateHelpAnswers, updateHelpTexts } from '../../content/helpUpdate'
import { contentSeed, seedContent } from '../../content/seed'

export type CodeMigration = (q: Queryable) => Promise<void>

export const CODE_MIGRATIONS: Readonly<Record<string, CodeMigration>> = {
  '004_content_seed': seedContent,
  '013_help_content_seed': seedHelp,
  // installations seeded before: the answers corrected against their screens (issue 25 item 17)
  '026_help_answers': updateHelpAnswers,
  // and again: the authenticator in the withdrawal answer, About us of the whole product (issue 47)
  '041_help_texts': updateHelpTexts,
}

/** Changes whenever what a code migration writes changes (keys cached test databases). */
export function codeMigrationsFingerprint(): string {
  return JSON.stringify({
    names: Object.keys(CODE_MIGRATIONS),
    content: contentSeed(),
    help: helpSeed(),
  })
}
